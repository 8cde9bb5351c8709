import {
  convertCssVariables,
  createTheme,
  darken,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  luminance,
  type CSSVariablesResolver,
  type MantineTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from "@mantine/core";
import { BRAND_PRIMARY_SHADE } from "#contract/brand.ts";

/** System fonts only: nothing to download, so no layout shift when fonts arrive. */
const SYSTEM_FONTS =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Noto Sans Arabic', 'Liberation Sans', Arial, sans-serif";

/**
 * Secondary ("dimmed") text: Mantine's default (gray 6, #868e96) has 3.3:1 on
 * white, below WCAG AA's 4.5:1 for body-size text. This grey keeps 4.8:1 on
 * the lightest tinted surfaces the pages put it on, and still reads as secondary
 * next to the body text (--frame-ink).
 */
export const DIMMED_TEXT = "#5c636a";

/**
 * Coloured text of light and outline variants (badges, alerts, outline
 * buttons) needs 4.5:1 on its background: white for the outline variant, the
 * colour's shade 1 for the light variant (Mantine 9's light background), with
 * a margin, hence 5:1. Mantine uses shade 9 and the primary shade; several
 * palettes (green, teal, yellow, orange…) fall short there.
 */
const COLOURED_TEXT_CONTRAST = 5;

const contrastOn = (color: string, background: string) => {
  const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
};

/**
 * The lightest shade from `from` on that reads on `background` (white unless
 * told), else shade 9 darkened until it does.
 */
export function readableShade(
  palette: readonly string[],
  from: number,
  background = "#ffffff",
): string {
  const reads = (color: string) => contrastOn(color, background) >= COLOURED_TEXT_CONTRAST;
  for (const shade of palette.slice(from)) {
    if (reads(shade)) return shade;
  }
  const darkest = palette[palette.length - 1] ?? "#000";
  for (let step = 1; step <= 20; step++) {
    const darker = darken(darkest, step * 0.05);
    if (reads(darker)) return darker;
  }
  return "#000";
}

const resolvedVariables = new WeakMap<MantineTheme, Record<string, string>>();

function lightSchemeVariables(theme: MantineTheme): Record<string, string> {
  let variables = resolvedVariables.get(theme);
  if (!variables) {
    variables = { "--mantine-color-dimmed": DIMMED_TEXT };
    const primaryShade =
      typeof theme.primaryShade === "number" ? theme.primaryShade : theme.primaryShade.light;
    for (const [name, palette] of Object.entries(theme.colors)) {
      // On the light variant's background, the palette's shade 1 (at least as dark as white).
      variables[`--mantine-color-${name}-light-color`] = readableShade(palette, 9, palette[1]);
      variables[`--mantine-color-${name}-outline`] = readableShade(palette, primaryShade);
    }
    resolvedVariables.set(theme, variables);
  }
  return variables;
}

/**
 * Mantine's CSS variables with text colours that meet WCAG AA in the light
 * scheme (the only one the portal uses): secondary text and coloured text.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: lightSchemeVariables(theme),
  dark: {},
});

const themeCss = new Map<MantineThemeOverride, string>();
/** Mantine's own variables, left out of ours; resolved on first use, not when a page loads. */
let mantineDefaults: ReturnType<typeof defaultCssVariablesResolver> | undefined;

/**
 * The theme's CSS variables as Mantine's provider writes them (its defaults
 * left out, our resolver on top), made once per theme. The provider would
 * merge the theme and resolve every colour again on each server render, which
 * showed as 8 % of a signed-in page's render time.
 */
export function themeVariablesCss(override: MantineThemeOverride): string {
  let css = themeCss.get(override);
  if (css === undefined) {
    const mantine = (mantineDefaults ??= defaultCssVariablesResolver(DEFAULT_THEME));
    const theme = mergeMantineTheme(DEFAULT_THEME, override);
    const base = defaultCssVariablesResolver(theme);
    const ours = cssVariablesResolver(theme);
    const changed = (all: Record<string, string>, defaults: Record<string, string>) =>
      Object.fromEntries(Object.entries(all).filter(([key, value]) => defaults[key] !== value));
    css = convertCssVariables({
      variables: changed({ ...base.variables, ...ours.variables }, mantine.variables),
      light: changed({ ...base.light, ...ours.light }, mantine.light),
      dark: changed({ ...base.dark, ...ours.dark }, mantine.dark),
    });
    themeCss.set(override, css);
  }
  return css;
}

const themes = new Map<string, MantineThemeOverride>();

const isPalette = (palette: readonly string[] | undefined): palette is MantineColorsTuple =>
  palette?.length === 10;

/** Which theme a palette makes: its colours, or "" for Mantine's own. */
export const themeKey = (palette: readonly string[] | undefined): string =>
  isPalette(palette) ? palette.join(",") : "";

/**
 * The theme's CSS variables for a page. In the browser, the text the server
 * wrote into the page when it is this theme's: read back, not resolved again
 * while the page hydrates (on a phone, a tenth of hydration's first task).
 */
export function pageThemeVariables(palette: readonly string[] | undefined): string {
  const key = themeKey(palette);
  if (typeof document !== "undefined") {
    // The root writes them in <style data-theme-variables="{key}">.
    const written = document.head.querySelector<HTMLStyleElement>("style[data-theme-variables]");
    if (written?.dataset.themeVariables === key && written.textContent) return written.textContent;
  }
  return themeVariablesCss(themeFor(palette));
}

/**
 * The Mantine theme in the tenant's brand colour (frame §1); a page without a
 * site frame (the last-resort error page) keeps Mantine's own colours.
 */
export function themeFor(palette: readonly string[] | undefined): MantineThemeOverride {
  const key = themeKey(palette);
  let theme = themes.get(key);
  if (!theme) {
    theme = createTheme({
      ...(isPalette(palette)
        ? {
            colors: { brand: palette },
            primaryColor: "brand",
            primaryShade: BRAND_PRIMARY_SHADE,
          }
        : {}),
      fontFamily: SYSTEM_FONTS,
      headings: { fontFamily: SYSTEM_FONTS, fontWeight: "700" },
      defaultRadius: "md",
      cursorType: "pointer",
    });
    themes.set(key, theme);
  }
  return theme;
}
