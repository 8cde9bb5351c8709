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

/** The tags whose bounds break a summary's lines; the rest of the markup goes. */
const blockTags = ["p", "li", "br", "h3", "h4", "ul", "ol", "div"];

/**
 * A plain-text excerpt of rich text, for list rows and headings: its
 * paragraphs and headings each on a line of their own, list items each on a
 * line starting with a bullet, so a summary never runs the items of a list
 * together. Pages show it as text with its line breaks (`white-space:
 * pre-line`), never as HTML.
 */
export function plainSummary(html: string, length = SUMMARY_LENGTH): string {
  // Sanitised first, the markup is known: bare tags, text with its < > & escaped.
  const blocks = sanitizeHtml(html, { allowedTags: blockTags, allowedAttributes: {} });
  const text = blocks
    .replace(/<li>/g, "\n• ")
    .replace(/<\/?[a-z0-9]+\s*\/?>/g, "\n")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "" && line !== "•")
    .join("\n");
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}
