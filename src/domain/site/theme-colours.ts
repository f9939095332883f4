import { contrastRatio, INK, MIN_TEXT_CONTRAST, parseHexColour, readableTextColour, relativeLuminance, WHITE, type Rgb } from "./colour-contrast";
import type { Template } from "./site-config-schema";

/** A site theme's colours, as hex strings (`siteConfigSchema` validates them). */
export type ThemeColourSettings = { primary: string; primaryText: string; accent: string; surface: string };
export type ThemeColours = Record<ThemeVariable, string>;

/** What each template paints its coloured surfaces with: the header, the hero (and promo tiles), the call-to-action button. */
const TEMPLATE_SURFACES: Record<Template, { header: "white" | "primary"; hero: "primary" | `#${string}`; cta: "accent" | "primary" }> = {
  // The brand's own look: a white header under a brand strip, a light grey hero, calls to action in the brand colour.
  manufacturer: { header: "white", hero: "#f4f4f4", cta: "primary" },
  "metro-group": { header: "primary", hero: "primary", cta: "accent" },
  "used-specialist": { header: "primary", hero: "primary", cta: "accent" },
  outdoor: { header: "primary", hero: "primary", cta: "accent" },
  "group-portal": { header: "white", hero: WHITE, cta: "accent" },
};

/**
 * The site's colours as the CSS custom properties the stylesheet paints with, for its template. Every text
 * colour is chosen here for its background: configured text colours are used only when they reach AA
 * contrast on it, brand colours used as text are darkened until they read on the page and on white cards,
 * and each template's surfaces (header, hero, call to action) get a background and text colour as a pair.
 */
export function themeColours(theme: ThemeColourSettings, template: Template): ThemeColours {
  const { primary, primaryText, accent, surface } = theme;
  const textOnPrimary = readableTextColour(primary, primaryText);
  const accentText = readableTextColour(accent);
  const link = readableColourOn(primary, [surface, WHITE]);
  const shape = TEMPLATE_SURFACES[template];
  const heroBg = shape.hero === "primary" ? primary : shape.hero;
  const heroFg = shape.hero === "primary" ? textOnPrimary : readableTextColour(heroBg, INK);
  const [ctaBg, ctaFg] = shape.cta === "primary" ? [primary, textOnPrimary] : [accent, accentText];
  const [headerBg, headerFg, headerMark] = shape.header === "primary" ? [primary, textOnPrimary, textOnPrimary] : [WHITE, INK, link];
  return {
    "--brand-primary": primary,
    "--brand-primary-text": textOnPrimary,
    "--brand-accent": accent,
    "--brand-accent-text": accentText,
    "--brand-surface": surface,
    "--brand-surface-text": readableTextColour(surface, INK),
    "--brand-link": link,
    "--brand-accent-ink": readableColourOn(accent, [surface, WHITE]),
    "--header-bg": headerBg,
    "--header-fg": headerFg,
    "--header-mark": headerMark,
    "--hero-bg": heroBg,
    "--hero-fg": heroFg,
    // For decoration behind the hero's text: moved away from the text's luminance (darker under lighter text), so contrast only grows.
    "--hero-deep": mix(heroBg, relativeLuminance(heroFg) > relativeLuminance(heroBg) ? "#000000" : WHITE, 0.2),
    "--cta-bg": ctaBg,
    "--cta-fg": ctaFg,
  };
}

/**
 * Text over a coloured surface, for each role the templates use: the surface's background (and every colour
 * its decoration paints behind the text), and the text colour. All must reach 4.5:1.
 */
export const THEME_SURFACES = [
  { surface: "page", backgrounds: ["--brand-surface"], text: "--brand-surface-text" },
  { surface: "header", backgrounds: ["--header-bg"], text: "--header-fg" },
  { surface: "header wordmark", backgrounds: ["--header-bg"], text: "--header-mark" },
  { surface: "hero, promo tile and promo banner", backgrounds: ["--hero-bg", "--hero-deep"], text: "--hero-fg" },
  { surface: "call-to-action button", backgrounds: ["--cta-bg"], text: "--cta-fg" },
  { surface: "primary button, service banner and brand panels", backgrounds: ["--brand-primary"], text: "--brand-primary-text" },
  { surface: "badge and announcement banner", backgrounds: ["--brand-accent"], text: "--brand-accent-text" },
  { surface: "links on the page and on white cards", backgrounds: ["--brand-surface", WHITE], text: "--brand-link" },
] as const satisfies readonly { surface: string; backgrounds: readonly string[]; text: ThemeVariable }[];

type ThemeVariable =
  | `--brand-${"primary" | "primary-text" | "accent" | "accent-text" | "surface" | "surface-text" | "link" | "accent-ink"}`
  | `--header-${"bg" | "fg" | "mark"}`
  | `--hero-${"bg" | "fg" | "deep"}`
  | `--cta-${"bg" | "fg"}`;

export type ContrastShortfall = { surface: string; background: string; text: string; ratio: number };

/** The surfaces of THEME_SURFACES whose text falls short of 4.5:1 on any of its backgrounds (none, for colours from themeColours). */
export function contrastShortfalls(colours: ThemeColours): ContrastShortfall[] {
  return THEME_SURFACES.flatMap(({ surface, backgrounds, text }) =>
    backgrounds
      .map((background) => (background.startsWith("--") ? colours[background as ThemeVariable] : background))
      .map((background) => ({ surface, background, text: colours[text], ratio: contrastRatio(background, colours[text]) }))
      .filter(({ ratio }) => ratio < MIN_TEXT_CONTRAST),
  );
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

function mix(colour: string, towards: string, amount: number): string {
  const [from, to] = [parseHexColour(colour), parseHexColour(towards)];
  const channel = (i: 0 | 1 | 2) => from[i] + (to[i] - from[i]) * amount;
  return toHex([channel(0), channel(1), channel(2)]);
}

/** The colour itself if readable on every background, else mixed towards black (or white on dark pages) until it is. */
function readableColourOn(colour: string, backgrounds: string[]): string {
  const towards = relativeLuminance(backgrounds[0] ?? WHITE) > 0.18 ? "#000000" : WHITE;
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(colour, towards, step / 20);
    if (backgrounds.every((bg) => contrastRatio(bg, candidate) >= MIN_TEXT_CONTRAST)) return candidate;
  }
  return towards;
}
