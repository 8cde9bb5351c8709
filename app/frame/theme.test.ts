import { expect, test } from "vitest";
import { themeFor } from "./theme.ts";

const palette = ["#01", "#02", "#03", "#04", "#05", "#06", "#07", "#08", "#09", "#0a"];

test("the theme's brand colour is the tenant's palette, primary at shade 7", () => {
  const theme = themeFor(palette);
  expect(theme.colors?.brand).toEqual(palette);
  expect(theme.primaryColor).toBe("brand");
  expect(theme.primaryShade).toBe(7);
});

test("a page without a tenant palette keeps Mantine's own colours", () => {
  expect(themeFor(undefined).primaryColor).toBeUndefined();
  expect(themeFor(["#01"]).colors?.brand).toBeUndefined();
});
