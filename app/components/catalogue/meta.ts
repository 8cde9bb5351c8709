import type { MetaDescriptor } from "react-router";
import {
  frameMeta,
  metaTexts,
  titleWithSuffix,
  type MetaInput,
  type TitleDefault,
} from "../../frame/meta.ts";

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
  defaults: TitleDefault,
): MetaDescriptor[] {
  const base = frameMeta(args, defaults);
  if (!detail) return [...base, { name: "robots", content: "noindex" }];
  const title = titleWithSuffix(detail.name, metaTexts(args).academy);
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
