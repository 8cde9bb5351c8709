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

  test("the home page takes the home entry", () => {
    expect(pageSeo(seo, "/", defaults)).toEqual({
      title: "Home title",
      description: "Home description",
    });
  });

  test("another page keeps its own title and borrows only the home entry's description", () => {
    expect(pageSeo(seo, "/payment", defaults)).toEqual({
      title: "Default title",
      description: "Home description",
    });
  });

  test("falls back to the defaults field by field", () => {
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
