import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import en from "#app/i18n/locales/en/common.json" with { type: "json" };
import type { Messages } from "#app/i18n/messages.ts";
import { commonMessages } from "#app/i18n/resources.server.ts";
import routes from "#app/routes.ts";
import { parameterlessPages } from "./page-walk.testing.ts";
import { createTestApp, type TestApp } from "./testing.ts";

/**
 * Every site in its own language: a visitor's pages of the German, French,
 * Italian, Spanish and Polish sites carry no English interface text. The
 * pages are the production build, as `npm start` serves them.
 */
const BUILD = path.resolve("build", "server", "index.js");
if (!existsSync(BUILD))
  throw new Error("The page tests render the production build: run npm run build first.");
process.env.NODE_ENV = "production";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RENDER_THREADS: "1" }, { mode: "build" });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ url, headers: { host: "localhost" } });

function leaves(messages: Messages): string[] {
  return Object.values(messages).flatMap((value) =>
    typeof value === "string" ? [value] : leaves(value),
  );
}

/**
 * The English interface's phrases a page of another language must not show:
 * the fixed parts of each English text (between its placeholders) of two
 * words or more, except those the language's own pack also writes (a name,
 * a loanword).
 */
function englishPhrases(language: string): string[] {
  const own = leaves(commonMessages(language) as unknown as Messages).join("\n");
  const phrases = leaves(en).flatMap((text) =>
    text
      .split(/\{\{[^}]*\}\}|<[^>]*>/)
      .map((part) => part.trim().replace(/^[\s:;,.·–-]+|[\s:;,.·–-]+$/g, ""))
      .filter((part) => part.length >= 8 && /\p{L}+\s+\p{L}+/u.test(part)),
  );
  return [...new Set(phrases)].filter((phrase) => !own.includes(phrase));
}

/** What a reader sees of a page: its text and the texts of its labels, without scripts or styles. */
function readable(html: string): string {
  const labels = [...html.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map(
    (match) => match[1],
  );
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ");
  return [text, ...labels]
    .join("\n")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/\s+/g, " ");
}

const SITES = [
  ["/eu/de", "de"],
  ["/eu/fr", "fr"],
  ["/eu/it", "it"],
  ["/eu/es", "es"],
  ["/eu/pl", "pl"],
  ["/eu/nl", "nl"],
  ["/eu/cz", "cs"],
  ["/eu/lt", "lt"],
  ["/br", "pt"],
  ["/tr", "tr"],
  ["/asia/kr", "ko"],
  ["/asia/vn", "vi"],
  ["/asia/th", "th"],
] as const;

describe.each(SITES)("the site %s", (site, language) => {
  test(`shows a visitor no English interface text (pack ${language})`, async () => {
    const pages = parameterlessPages(routes, [site]);
    // And the detail pages its home page links to: certifications, courses, news.
    const home = await get(site);
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(`<html lang="${language}"`);
    for (const [, link] of home.body.matchAll(
      /href="(\/[^"?#]*\/(?:certification|course|news)\/detail\/\d+)"/g,
    ))
      pages.push(link!);
    const phrases = englishPhrases(language);
    const found: string[] = [];
    let shown = 0;
    for (const url of new Set(pages)) {
      const res = await get(url);
      if (res.statusCode !== 200 || !res.headers["content-type"]?.toString().includes("html"))
        continue;
      shown += 1;
      const text = readable(res.body);
      for (const phrase of phrases) if (text.includes(phrase)) found.push(`${url}: "${phrase}"`);
    }
    expect(shown).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });
});
