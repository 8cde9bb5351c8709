import { DEFAULT_THEME, MantineProvider, mergeMantineTheme } from "@mantine/core";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import {
  cssVariablesResolver,
  pageThemeVariables,
  readableShade,
  themeFor,
  themeKey,
  themeVariablesCss,
} from "./theme.ts";

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

/** WCAG 2 contrast ratio of two colours given as hex or rgba(). */
function contrast(a: string, b: string): number {
  const channels = (color: string) =>
    color.startsWith("#")
      ? [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16))
      : color.match(/\d+/g)!.slice(0, 3).map(Number);
  const luminance = (color: string) => {
    const [r, g, b] = channels(color).map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The light variant's background: the colour's shade 6 at 10 % over white, as Mantine tints it. */
function tint(color: string): string {
  const mixed = [1, 3, 5].map((at) => {
    const value = parseInt(color.slice(at, at + 2), 16);
    return Math.round(255 + (value - 255) * 0.1);
  });
  return `#${mixed.map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

test("secondary text and every palette's light and outline text meet WCAG AA (4.5:1)", () => {
  const theme = mergeMantineTheme(DEFAULT_THEME, themeFor(palette));
  const variables = cssVariablesResolver(theme).light;
  expect(contrast(variables["--mantine-color-dimmed"]!, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  // The surface of the page's grey sections (global.css --frame-surface).
  expect(contrast(variables["--mantine-color-dimmed"]!, "#f6f7f9")).toBeGreaterThanOrEqual(4.5);
  for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
    const lightText = variables[`--mantine-color-${name}-light-color`]!;
    const outline = variables[`--mantine-color-${name}-outline`]!;
    // Mantine 9's light variant lies on the colour's shade 1.
    expect(contrast(lightText, shades[1]!), name).toBeGreaterThanOrEqual(4.5);
    expect(contrast(lightText, tint(shades[6]!)), name).toBeGreaterThanOrEqual(4.5);
    expect(contrast(outline, "#ffffff"), name).toBeGreaterThanOrEqual(4.5);
  }
});

test("a readable shade is the lightest that reads on white, from the one asked for", () => {
  const green = DEFAULT_THEME.colors.green;
  // Mantine's shade 9 of green has 4.5:1 on white but not on its own tint: a darker green.
  expect(readableShade(green, 9)).not.toBe(green[9]);
  // Blue's shade 7 falls short of 5:1 on white, its shade 8 has it.
  const blue = DEFAULT_THEME.colors.blue;
  expect(readableShade(blue, 7)).toBe(blue[8]);
  expect(readableShade(blue, 9)).toBe(blue[9]);
});

test("the theme's variables made once are the ones Mantine's provider would write", () => {
  for (const theme of [themeFor(palette), themeFor(undefined)]) {
    const html = renderToString(
      createElement(MantineProvider, { theme, cssVariablesResolver }, "page"),
    );
    const written = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(html)?.[1];
    expect(written).toBeTruthy();
    expect(themeVariablesCss(theme)).toBe(written);
  }
  // Made once: the same string for the same theme.
  expect(themeVariablesCss(themeFor(palette))).toBe(themeVariablesCss(themeFor(palette)));
});

/** A page whose head holds the theme's <style> as the root writes it. */
function pageWithThemeStyle(key: string, text: string) {
  const style = { dataset: { themeVariables: key }, textContent: text };
  vi.stubGlobal("document", {
    head: {
      querySelector: (selector: string) =>
        selector === "style[data-theme-variables]" ? style : null,
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test("on the server a page's theme variables are made from the palette", () => {
  expect(pageThemeVariables(palette)).toBe(themeVariablesCss(themeFor(palette)));
  expect(pageThemeVariables(undefined)).toBe(themeVariablesCss(themeFor(undefined)));
});

test("in the browser the variables the server wrote for this theme are read back, not made again", () => {
  pageWithThemeStyle(themeKey(palette), ":root{--written:1}");
  expect(pageThemeVariables(palette)).toBe(":root{--written:1}");
  // Another theme's (the frame-less error page keeps Mantine's colours) are made as usual.
  expect(pageThemeVariables(undefined)).toBe(themeVariablesCss(themeFor(undefined)));
  pageWithThemeStyle(themeKey(palette), "");
  expect(pageThemeVariables(palette)).toBe(themeVariablesCss(themeFor(palette)));
});
