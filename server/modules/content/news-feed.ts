import type { PublishedNews } from "./content.service.ts";

/** Characters XML 1.0 does not allow in a document, even escaped. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text for an XML element or attribute: markup characters escaped, forbidden ones dropped. */
export function xmlText(value: string): string {
  return value
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * A path of ours or an address elsewhere, made absolute against the portal's
 * origin; null for a value that is no address, so one bad cover leaves its
 * entry without an enclosure instead of failing the whole feed.
 */
function absolute(origin: string, url: string): string | null {
  return URL.canParse(url, `${origin}/`) ? new URL(url, `${origin}/`).href : null;
}

/**
 * The site's news as an Atom feed (RFC 4287): absolute links to the news pages
 * on the portal's own origin, each entry's sanitised body as escaped HTML.
 * Nothing in it depends on the moment it is made, so it is the same bytes
 * (and ETag) until the news change.
 */
export function newsFeed(input: {
  /** The portal's origin (`https://academy.example.com`). */
  origin: string;
  /** The site's path prefix (`/eu/de`). */
  prefix: string;
  /** The language tag of the items (`en`, `ar`, `de`). */
  language: string;
  title: string;
  items: PublishedNews[];
  /** Site paths of the list, an item's detail and the feed itself. */
  paths: { list: string; detail: (id: number) => string; feed: string };
}): string {
  const { origin, prefix, items, paths } = input;
  const listUrl = `${origin}${prefix}${paths.list}`;
  const feedUrl = `${origin}${prefix}${paths.feed}`;
  // A feed must say when it last changed; without items that is "never" (the epoch).
  const updated = items[0]?.publishedAt ?? new Date(0).toISOString();
  const entries = items.map((item) => {
    const url = `${origin}${prefix}${paths.detail(item.id)}`;
    const cover = item.coverImage ? absolute(origin, item.coverImage) : null;
    return [
      "  <entry>",
      `    <id>${xmlText(url)}</id>`,
      `    <title>${xmlText(item.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xmlText(url)}"/>`,
      `    <published>${item.publishedAt}</published>`,
      `    <updated>${item.publishedAt}</updated>`,
      item.summary ? `    <summary>${xmlText(item.summary)}</summary>` : "",
      cover ? `    <link rel="enclosure" href="${xmlText(cover)}"/>` : "",
      item.body ? `    <content type="html">${xmlText(item.body)}</content>` : "",
      "  </entry>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(input.language)}">`,
    `  <id>${xmlText(listUrl)}</id>`,
    `  <title>${xmlText(input.title)}</title>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(listUrl)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(feedUrl)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${xmlText(input.title)}</name></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
