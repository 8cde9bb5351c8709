import { describe, expect, test } from "vitest";
import { inBundle } from "./stylesheet-bundles.ts";

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
