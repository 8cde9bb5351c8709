import { describe, expect, test } from "vitest";
import { inBundle, nameRouteBundles, routeChain, routeStylesheets } from "./stylesheet-bundles.ts";

describe("a stylesheet a later chunk asks for, already in a page's bundle", () => {
  const bundles = [
    "/assets/styles~root-AAA~use-frame-BhRaauuL.css",
    "/assets/styles~route-CSx~Tabs-hG6-2o-V.css",
  ];

  test("is found in the bundle that joins it", () => {
    expect(inBundle("/assets/use-frame-BhRaauuL.css", bundles)).toBe(true);
    expect(inBundle("/assets/Tabs-hG6-2o-V.css", bundles)).toBe(true);
  });

  test("a stylesheet no bundle holds, another build's, or a bundle itself is not", () => {
    expect(inBundle("/assets/credits-chart-C3GN1hoh.css", bundles)).toBe(false);
    expect(inBundle("/assets/use-frame-OTHER123.css", bundles)).toBe(false);
    expect(inBundle("/assets/styles~root-AAA~use-frame-BhRaauuL.css", bundles)).toBe(false);
    expect(inBundle("/other/use-frame-BhRaauuL.css", bundles)).toBe(false);
  });
});

describe("the manifest the browser gets names each route's bundle (decision 0016)", () => {
  const build = () => ({
    root: { css: ["/assets/root-AAA.css", "/assets/mantine-BBB.css"] },
    layout: { parentId: "root", css: ["/assets/layout-CCC.css", "/assets/root-AAA.css"] },
    page: {
      parentId: "layout",
      css: ["/assets/page-DDD.css", "/assets/layout-CCC.css", "/assets/Tabs-EEE.css"],
    },
    bare: { parentId: "layout", css: ["/assets/layout-CCC.css"] },
    other: { parentId: "root", css: ["https://fonts.example/a.css", "/assets/other-FFF.css"] },
  });

  test("each route's css is its own bundle, what a navigation loads before it shows the route", () => {
    const routes = build();
    nameRouteBundles(routes);
    expect(routes.root.css).toEqual(["/assets/styles~mantine-BBB~root-AAA.css"]);
    expect(routes.layout.css).toEqual(["/assets/styles~layout-CCC.css"]);
    expect(routes.page.css).toEqual(["/assets/styles~page-DDD~Tabs-EEE.css"]);
    expect(routes.bare.css).toEqual([]);
    expect(routes.other.css).toEqual([
      "/assets/styles~other-FFF.css",
      "https://fonts.example/a.css",
    ]);
  });

  test("the page renders the same stylesheets from it as from the build's", () => {
    const named = build();
    nameRouteBundles(named);
    for (const id of Object.keys(named) as (keyof typeof named)[]) {
      const chain = routeChain(build(), id);
      expect(routeStylesheets(named, chain), id).toEqual(routeStylesheets(build(), chain));
    }
  });
});
