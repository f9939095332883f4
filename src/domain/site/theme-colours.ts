/** A site theme's colours, as hex strings (`siteConfigSchema` validates them). */
export type ThemeColourSettings = { primary: string; primaryText: string; accent: string; surface: string };

/** WCAG 2 AA for normal text. */
const MIN_CONTRAST = 4.5;
const WHITE = "#ffffff";
const INK = "#171717";

/**
 * The site's colours as CSS custom properties. Configured text colours are used only when they reach
 * AA contrast on their background; otherwise the better of white and near-black is used, and brand
 * colours used as text are darkened until they are readable on the page and on white cards.
 */
export function themeColours(theme: ThemeColourSettings): Record<`--${string}`, string> {
  const { primary, primaryText, accent, surface } = theme;
  const textOnPrimary = readableTextOn(primary, primaryText);
  return {
    "--brand-primary": primary,
    "--brand-primary-text": textOnPrimary,
    // For decoration behind text on primary: moved away from the text colour, so contrast only grows.
    "--brand-primary-deep": mix(primary, luminance(textOnPrimary) > 0.5 ? "#000000" : "#ffffff", 0.2),
    "--brand-accent": accent,
    "--brand-accent-text": readableTextOn(accent),
    "--brand-surface": surface,
    "--brand-surface-text": readableTextOn(surface, INK),
    "--brand-link": readableColourOn(primary, [surface, WHITE]),
    "--brand-accent-ink": readableColourOn(accent, [surface, WHITE]),
  };
}

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function readableTextOn(background: string, preferred?: string): string {
  if (preferred && contrast(background, preferred) >= MIN_CONTRAST) return preferred;
  const best = contrast(background, WHITE) >= contrast(background, INK) ? WHITE : INK;
  return contrast(background, best) >= MIN_CONTRAST ? best : contrast(background, WHITE) >= contrast(background, "#000000") ? WHITE : "#000000";
}

function mix(colour: string, towards: string, amount: number): string {
  const [from, to] = [toRgb(colour), toRgb(towards)];
  return toHex(from.map((c, i) => c + (to[i]! - c) * amount) as Rgb);
}

/** The colour itself if readable on every background, else mixed towards black (or white on dark pages) until it is. */
function readableColourOn(colour: string, backgrounds: string[]): string {
  const towards: Rgb = luminance(backgrounds[0] ?? WHITE) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(colour, toHex(towards), step / 20);
    if (backgrounds.every((bg) => contrast(bg, candidate) >= MIN_CONTRAST)) return candidate;
  }
  return toHex(towards);
}
