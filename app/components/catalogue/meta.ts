import type { MetaDescriptor } from "react-router";
import { frameMeta, messageAt } from "../../frame/meta.ts";
import type { RootData } from "../../frame/use-frame.ts";
import { brandVariables, type Messages } from "../../i18n/messages.ts";
import { packMessages } from "../../i18n/i18n.ts";

type MetaInput = Parameters<typeof frameMeta>[0];

/** Plain text of at most `max` characters from a summary or rich text. */
export function plainText(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * Title and description of a detail page (learner §2): the certification or
 * course name and its summary; a missing detail falls back to the SEO config.
 */
export function detailMeta(
  args: MetaInput,
  detail: { name: string; description: string } | null,
  defaults: { titleKey: string },
): MetaDescriptor[] {
  const base = frameMeta(args, defaults);
  if (!detail) return [...base, { name: "robots", content: "noindex" }];
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as
    RootData | undefined;
  const messages = ((root && packMessages(root.i18n.pack)) ?? {}) as Messages;
  const academyName = messageAt(messages, "app.academyName") ?? "{{brand}}";
  const { academy } = brandVariables(root?.frame?.tenant.brandName ?? "", {
    app: { academyName },
  });
  const title = academy ? `${detail.name} | ${academy}` : detail.name;
  const description = plainText(detail.description);
  const rest = base.filter(
    (descriptor) =>
      !("title" in descriptor) && !("name" in descriptor && descriptor.name === "description"),
  );
  const fallbackDescription = base.find(
    (descriptor) => "name" in descriptor && descriptor.name === "description",
  );
  return [
    { title },
    description
      ? { name: "description", content: description }
      : (fallbackDescription ?? { name: "description", content: "" }),
    ...rest,
  ];
}
