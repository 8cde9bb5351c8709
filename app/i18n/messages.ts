import type en from "./locales/en/common.json";

/** The shape of the "common" namespace, from the English pack. */
export type CommonMessages = typeof en;
export type Messages = { [key: string]: string | Messages };

/** Deep merge of a language pack over the fallback: keys the pack lacks keep the fallback text. */
export function mergeMessages(base: Messages, over: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = merged[key];
    merged[key] =
      typeof value === "object" && typeof current === "object"
        ? mergeMessages(current, value)
        : value;
  }
  return merged;
}

/** "{{name}}" replacement for places outside React (route meta). */
export function interpolate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * The tenant's words every text may use (frame §1: tenants differ only in brand
 * wording): {{brand}}, and {{academy}}, the brand's academy name in the active
 * language unless the brand name already is one ("Security Academy").
 */
export function brandVariables(
  brand: string,
  messages: { app: { academyName: string } },
): { brand: string; academy: string } {
  const academy = /\bacademy$/i.test(brand.trim())
    ? brand
    : interpolate(messages.app.academyName, { brand });
  return { brand, academy };
}
