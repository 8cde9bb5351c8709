import type { MetaDescriptor } from "react-router";
import { brandVariables, interpolate, type Messages } from "../i18n/messages.ts";
import { packMessages } from "../i18n/i18n.ts";
import { parseSitePath } from "./paths.ts";
import { pageSeo } from "./seo.ts";
import type { RootData } from "./use-frame.ts";

/** A text of the active pack by dotted key, outside React. */
export function messageAt(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

export type MetaInput = {
  matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>;
  location: { pathname: string };
};

/**
 * The page's texts outside React (route meta runs before the page renders):
 * the active pack with the tenant's words, and the site's academy name.
 */
export function metaTexts({ matches }: Pick<MetaInput, "matches">) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const frame = root?.frame ?? null;
  const messages = ((root && packMessages(root.i18n.pack)) ?? {}) as Messages;
  const academyName = messageAt(messages, "app.academyName") ?? "{{brand}}";
  const values = brandVariables(frame?.tenant.brandName ?? "", { app: { academyName } });
  const text = (key: string, more: Record<string, string | number> = {}) =>
    interpolate(messageAt(messages, key) ?? "", { ...values, ...more });
  return { frame, text, brand: values.brand, academy: values.academy };
}

/**
 * A page's title from its own name: the name, then the site's title suffix
 * (the academy), as the SEO entries and the pack's titles are written.
 */
export function titleWithSuffix(name: string, academy: string): string {
  if (!name) return academy;
  return academy ? `${name} | ${academy}` : name;
}

/**
 * Where a page's default title comes from: a whole title of the pack (the
 * academy already in it, `titleKey`), or the page's own name, from the pack
 * (`headingKey`, with `headingValues`) or from its data (`heading`), which
 * gets the site's title suffix.
 */
export type TitleDefault =
  | { titleKey: string }
  | { headingKey: string; headingValues?: Record<string, string | number> }
  | { heading: string };

/**
 * Title and description of a page (learner §2): the site's SEO entry for the
 * page path (the mobile twin uses its desktop path), else the page's default
 * title; the description of its entry, else the home entry's (unless
 * `homeFallback` is false), else the given default.
 */
export function frameMeta(
  args: MetaInput,
  defaults: TitleDefault & { descriptionKey?: string; homeFallback?: boolean },
  extra: MetaDescriptor[] = [],
): MetaDescriptor[] {
  const { frame, text, brand, academy } = metaTexts(args);
  const title =
    "titleKey" in defaults
      ? text(defaults.titleKey) || brand
      : titleWithSuffix(
          "heading" in defaults
            ? defaults.heading
            : text(defaults.headingKey, defaults.headingValues),
          academy,
        );
  const fallback = {
    title,
    description: text(defaults.descriptionKey ?? "seo.defaultDescription"),
  };
  const pagePath = parseSitePath(args.location.pathname)?.rest ?? "/";
  const seo = frame
    ? pageSeo(frame.seo, pagePath, fallback, defaults.homeFallback ?? true)
    : fallback;
  const descriptors: MetaDescriptor[] = [{ title: seo.title }];
  if (seo.description) descriptors.push({ name: "description", content: seo.description });
  return [...descriptors, ...extra];
}
