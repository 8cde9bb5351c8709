import { describe, expect, test } from "vitest";
import { findSeo, normaliseSeoUrl, pageSeo } from "./seo.ts";

const seo = [
  { url: "/", title: "Home title", description: "Home description" },
  { url: "/search/", title: "Search title", description: "" },
];
const defaults = { title: "Default title", description: "Default description" };

describe("SEO lookup (learner §2)", () => {
  test("normalises urls", () => {
    expect(normaliseSeoUrl("search/")).toBe("/search");
    expect(normaliseSeoUrl("/search?keyword=x")).toBe("/search");
    expect(normaliseSeoUrl("")).toBe("/");
  });

  test("takes the page's own entry", () => {
    expect(findSeo(seo, "/search")?.title).toBe("Search title");
  });

  test("falls back to the home entry, then to the defaults field by field", () => {
    expect(pageSeo(seo, "/faq", defaults)).toEqual({
      title: "Home title",
      description: "Home description",
    });
    expect(pageSeo(seo, "/search", defaults)).toEqual({
      title: "Search title",
      description: "Default description",
    });
    expect(pageSeo([], "/", defaults)).toEqual(defaults);
  });

  test("a page may refuse the home entry", () => {
    expect(pageSeo(seo, "/exception/notFound", defaults, false)).toEqual(defaults);
  });
});
