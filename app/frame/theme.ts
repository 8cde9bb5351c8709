import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from "@mantine/core";
import { BRAND_PRIMARY_SHADE } from "#contract/brand.ts";

/** System fonts only: nothing to download, so no layout shift when fonts arrive. */
const SYSTEM_FONTS =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Noto Sans Arabic', 'Liberation Sans', Arial, sans-serif";

const themes = new Map<string, MantineThemeOverride>();

const isPalette = (palette: readonly string[] | undefined): palette is MantineColorsTuple =>
  palette?.length === 10;

/**
 * The Mantine theme in the tenant's brand colour (frame §1); a page without a
 * site frame (the last-resort error page) keeps Mantine's own colours.
 */
export function themeFor(palette: readonly string[] | undefined): MantineThemeOverride {
  const key = isPalette(palette) ? palette.join(",") : "";
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
