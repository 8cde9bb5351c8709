import sanitizeHtml from "sanitize-html";

/**
 * Rich text from the database goes out with only the formatting the detail
 * pages render; scripts, styles, event handlers and javascript: links never
 * reach a browser (ARCHITECTURE §1 documents).
 */
const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: ["p", "ul", "ol", "li", "strong", "em", "a", "h3", "h4", "br"],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["http", "https"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextOptions);
}

const SUMMARY_LENGTH = 200;

/** A plain-text excerpt of rich text, for list rows. */
export function plainSummary(html: string, length = SUMMARY_LENGTH): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}
