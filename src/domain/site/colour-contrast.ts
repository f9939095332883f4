/**
 * Contrast as WCAG 2.2 defines it (the glossary's "relative luminance" and "contrast ratio", and
 * success criterion 1.4.3 Contrast (Minimum), level AA). Pure, so the pages' theme, the checks in tests and
 * the dealer workspace's theme check before publishing all judge colours the same way.
 */

/** An sRGB colour, each channel 0–255. */
export type Rgb = readonly [red: number, green: number, blue: number];

/** SC 1.4.3: "a contrast ratio of at least 4.5:1", except for large text. */
export const MIN_TEXT_CONTRAST = 4.5;
/** SC 1.4.3: "Large-scale text and images of large-scale text have a contrast ratio of at least 3:1". */
export const MIN_LARGE_TEXT_CONTRAST = 3;

export const WHITE = "#ffffff";
/** The near-black the site uses for body text (`--ink`). */
export const INK = "#171717";
const BLACK = "#000000";

/** '#0b3d91' or '#fff' → [11, 61, 145]. */
export function parseHexColour(hex: string): Rgb {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!digits) throw new Error(`Not a hex colour: ${hex}`);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  const value = Number.parseInt(full, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const rgbOf = (colour: string | Rgb): Rgb => (typeof colour === "string" ? parseHexColour(colour) : colour);

/** One channel, linearised: "if RsRGB <= 0.04045 then R = RsRGB/12.92 else R = ((RsRGB+0.055)/1.055) ^ 2.4". */
function linear(channel: number): number {
  const s = channel / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** "L = 0.2126 * R + 0.7152 * G + 0.0722 * B": 0 for the darkest black, 1 for the lightest white. */
export function relativeLuminance(colour: string | Rgb): number {
  const [r, g, b] = rgbOf(colour);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** "(L1 + 0.05) / (L2 + 0.05), where L1 is the relative luminance of the lighter of the colors": 1 to 21. */
export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** A CSS pixel is 0.75 pt; a browser reports 14 pt as 18.6667px, so the comparison allows for that rounding. */
const PX_PER_PT = 4 / 3;
const ROUNDING_PX = 0.01;

/** WCAG's "large scale" text: "at least 18 point or 14 point bold" (bold: a weight of 700 or more). */
export function isLargeText(text: { fontSizePx: number; fontWeight: number }): boolean {
  const atLeast = (points: number) => text.fontSizePx >= points * PX_PER_PT - ROUNDING_PX;
  return atLeast(18) || (atLeast(14) && text.fontWeight >= 700);
}

/** The contrast SC 1.4.3 asks of text of this size and weight. */
export function minimumContrastFor(text: { fontSizePx: number; fontWeight: number }): number {
  return isLargeText(text) ? MIN_LARGE_TEXT_CONTRAST : MIN_TEXT_CONTRAST;
}

/**
 * The text colour to print on `background`: the preferred (configured) colour when it reaches 4.5:1 on it,
 * else whichever of white and the site's near-black reads better, else pure black (some mid tones reach
 * 4.5:1 with nothing but white or pure black; one of the two always does).
 */
export function readableTextColour(background: string, preferred?: string): string {
  if (preferred && contrastRatio(background, preferred) >= MIN_TEXT_CONTRAST) return preferred;
  const onWhite = contrastRatio(background, WHITE);
  const best = onWhite >= contrastRatio(background, INK) ? WHITE : INK;
  if (contrastRatio(background, best) >= MIN_TEXT_CONTRAST) return best;
  return onWhite >= contrastRatio(background, BLACK) ? WHITE : BLACK;
}
