import { BRAND_PRIMARY_SHADE } from "#contract/brand.ts";

/**
 * A tenant's brand palette (ten shades, lightest first, a Mantine palette)
 * from the one colour an organisation knows: it becomes the shade buttons and
 * links use (BRAND_PRIMARY_SHADE), the lighter ones are it mixed with white,
 * the darker ones with black.
 */
export function paletteFrom(primary: string): string[] {
  const rgb = parseHex(primary);
  // How much white (lighter shades) or black (darker) goes into each shade.
  const white = [0.94, 0.86, 0.72, 0.56, 0.4, 0.26, 0.12];
  const black = [0.16, 0.32];
  return [
    ...white.slice(0, BRAND_PRIMARY_SHADE).map((share) => toHex(mix(rgb, [255, 255, 255], share))),
    toHex(rgb),
    ...black.map((share) => toHex(mix(rgb, [0, 0, 0], share))),
  ];
}

/**
 * The contrast of white text on the colour (WCAG 2.x): buttons carry white
 * text on the primary shade, which must reach 4.5:1 (contract/brand.ts).
 */
export function contrastWithWhite(colour: string): number {
  const luminance = relativeLuminance(parseHex(colour));
  return 1.05 / (luminance + 0.05);
}

export const MIN_CONTRAST = 4.5;

type Rgb = [number, number, number];

function parseHex(colour: string): Rgb {
  const value = Number.parseInt(colour.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;

const mix = (from: Rgb, to: Rgb, share: number): Rgb =>
  from.map((channel, index) => channel + (to[index]! - channel) * share) as Rgb;

function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
