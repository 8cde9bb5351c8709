/**
 * The shade of a tenant's brand palette (ten shades, lightest first) that
 * buttons and links use: white text on it stays above 4.5:1 for every tenant.
 */
export const BRAND_PRIMARY_SHADE = 7;

/** The brand colour of buttons and links, from the tenant's palette. */
export function brandPrimaryColor(palette: readonly string[]): string | undefined {
  return palette[BRAND_PRIMARY_SHADE];
}
