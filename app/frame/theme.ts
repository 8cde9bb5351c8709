import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from "@mantine/core";

/** Brand colour per tenant (frame §1): main red, thermal orange, neutral blue. */
const palettes: Record<string, MantineColorsTuple> = {
  main: [
    "#fff0f0",
    "#ffdddd",
    "#ffc0c1",
    "#ff9497",
    "#ff575c",
    "#ff2329",
    "#e60012",
    "#c7000f",
    "#a50311",
    "#880a15",
  ],
  thermal: [
    "#fff7ed",
    "#ffedd5",
    "#fed7aa",
    "#fdba74",
    "#fb923c",
    "#f97316",
    "#ea580c",
    "#c2410c",
    "#9a3412",
    "#7c2d12",
  ],
  neutral: [
    "#eff6ff",
    "#dbeafe",
    "#bfdbfe",
    "#93c5fd",
    "#60a5fa",
    "#3b82f6",
    "#2563eb",
    "#1d4ed8",
    "#1e40af",
    "#1e3a8a",
  ],
};

/** System fonts only: nothing to download, so no layout shift when fonts arrive. */
const SYSTEM_FONTS =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Noto Sans Arabic', 'Liberation Sans', Arial, sans-serif";

const themes = new Map<string, MantineThemeOverride>();

export function themeFor(tenantCode: string | undefined): MantineThemeOverride {
  const code = tenantCode && tenantCode in palettes ? tenantCode : "main";
  let theme = themes.get(code);
  if (!theme) {
    theme = createTheme({
      colors: { brand: palettes[code]! },
      primaryColor: "brand",
      // Shade 7 keeps white text on brand buttons above 4.5:1 for every tenant.
      primaryShade: 7,
      fontFamily: SYSTEM_FONTS,
      headings: { fontFamily: SYSTEM_FONTS, fontWeight: "700" },
      defaultRadius: "md",
      cursorType: "pointer",
    });
    themes.set(code, theme);
  }
  return theme;
}
