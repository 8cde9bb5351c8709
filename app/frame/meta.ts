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

type MetaInput = {
  matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>;
  location: { pathname: string };
};

/**
 * Title and description of a page (learner §2): the site's SEO entry for the
 * page path (the mobile twin uses its desktop path), then the home entry, then
 * the given i18n defaults.
 */
export function frameMeta(
  { matches, location }: MetaInput,
  defaults: { titleKey: string; descriptionKey?: string; homeFallback?: boolean },
  extra: MetaDescriptor[] = [],
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const frame = root?.frame;
  const messages = ((root && packMessages(root.i18n.pack)) ?? {}) as Messages;
  const academyName = messageAt(messages, "app.academyName") ?? "{{brand}}";
  const values = brandVariables(frame?.tenant.brandName ?? "", { app: { academyName } });
  const text = (key: string) => interpolate(messageAt(messages, key) ?? "", values);
  const fallback = {
    title: text(defaults.titleKey) || values.brand,
    description: text(defaults.descriptionKey ?? "seo.defaultDescription"),
  };
  const pagePath = parseSitePath(location.pathname)?.rest ?? "/";
  const seo = frame
    ? pageSeo(frame.seo, pagePath, fallback, defaults.homeFallback ?? true)
    : fallback;
  const descriptors: MetaDescriptor[] = [{ title: seo.title }];
  if (seo.description) descriptors.push({ name: "description", content: seo.description });
  return [...descriptors, ...extra];
}
