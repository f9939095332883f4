import { expect, test, type Page } from "@playwright/test";
import { contrastRatio, minimumContrastFor, type Rgb } from "../../src/domain/site/colour-contrast";
import { DEFAULT_SEARCH_PATH } from "../../src/domain/search/search-route";
import { siteUrl } from "./support/hosts";

/**
 * Issue 30: text on the themes' coloured surfaces (promo tiles, heroes, banners, buttons, badges, the header)
 * reaches WCAG AA, 4.5:1 (3:1 for large text), on every colour painted behind it: axe judges no text over a
 * gradient, and passed a promo tile's near-black text on Metro Motor Group's blue. Colours are read as the
 * browser computed them, gradients stop by stop; one search page (its promo tiles) and one home page (its
 * hero and banners) per template.
 */

/** Where a theme paints text on its colours: the roles of globals.css and the brand-coloured utilities. */
const SURFACES = '.hero, .btn-accent, .btn-primary, .badge, .site-header, .nav-row, [class*="bg-brand-"], [class*=":bg-brand-"]';

type Rgba = [number, number, number, number];
type TextOnSurface = { surface: string; classes: string; text: string; colour: Rgba; opacity: number; backgrounds: Rgba[]; backdrop: Rgba; fontSizePx: number; fontWeight: number };

/** Every visible piece of text whose nearest painted ancestor is one of SURFACES, with the colours behind it. */
function textOnSurfaces(page: Page): Promise<TextOnSurface[]> {
  return page.evaluate((selector) => {
    const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    /** Any CSS colour (rgb, oklch, color(srgb …), color-mix…) as sRGB 0–255 and alpha 0–1, as the browser paints it. */
    const rgba = (css: string): Rgba => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = "#000";
      canvas.fillStyle = css;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const gradientColours = (image: string) => image === "none" ? [] : [...image.matchAll(/(?:rgba?|hsla?|hwb|oklab|oklch|lab|lch|color-mix|color)\((?:[^()]|\([^()]*\))*\)|#[0-9a-f]{3,8}\b|\btransparent\b/gi)].map((m) => rgba(m[0]));
    const paints = (el: Element) => {
      const style = getComputedStyle(el);
      return rgba(style.backgroundColor)[3] > 0 || style.backgroundImage !== "none";
    };
    /** The first opaque colour behind an element (the page's white when none). */
    const backdropOf = (el: Element): Rgba => {
      for (let at = el.parentElement; at; at = at.parentElement) {
        const colour = rgba(getComputedStyle(at).backgroundColor);
        if (colour[3] === 1) return colour;
      }
      return [255, 255, 255, 1];
    };
    const found: TextOnSurface[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? "").join("").trim();
      if (!own || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // visually hidden (sr-only) text is not seen
      let surface: Element | null = el;
      let opacity = 1;
      while (surface && !paints(surface)) {
        opacity *= Number(getComputedStyle(surface).opacity);
        surface = surface.parentElement;
      }
      if (!surface?.matches(selector)) continue;
      const style = getComputedStyle(surface);
      if (style.backgroundImage.includes("url(")) continue; // text over a picture: not judged here
      const textStyle = getComputedStyle(el);
      found.push({
        surface: `${surface.tagName.toLowerCase()}.${[...surface.classList].slice(0, 3).join(".")}`,
        classes: surface.className,
        text: own.slice(0, 40),
        colour: rgba(textStyle.color),
        opacity,
        backgrounds: [rgba(style.backgroundColor), ...gradientColours(style.backgroundImage)],
        backdrop: backdropOf(surface),
        fontSizePx: Number.parseFloat(textStyle.fontSize),
        fontWeight: Number(textStyle.fontWeight),
      });
    }
    return found;
  }, SURFACES);
}

/** `top` painted over an opaque `bottom` at its alpha. */
function over(top: Rgba, bottom: Rgb): Rgb {
  const [r, g, b, a] = top;
  return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a)];
}

const rounded = ([r, g, b]: Rgb): Rgb => [Math.round(r), Math.round(g), Math.round(b)];

/** Each colour the text can sit on (the surface's colour, then each gradient stop over it) where its ratio falls short. */
function shortfalls(found: TextOnSurface): string[] {
  const [first, ...stops] = found.backgrounds;
  const base = over(first!, over(found.backdrop, [255, 255, 255]));
  const minimum = minimumContrastFor(found);
  const [r, g, b, a] = found.colour;
  return [base, ...stops.map((stop) => over(stop, base))].flatMap((behind) => {
    const [text, background] = [rounded(over([r, g, b, a * found.opacity], behind)), rounded(behind)];
    const ratio = contrastRatio(text, background);
    return ratio >= minimum ? [] : [`${found.surface} "${found.text}": ${ratio.toFixed(2)}:1 < ${minimum}:1 (rgb ${text.join(",")} on ${background.join(",")})`];
  });
}

/** Each template's demo site, and the class of the coloured block its home page shows (the hero or a banner). */
const TEMPLATE_SITES = [
  { template: "manufacturer", slug: "harbour-toyota", homeSurface: "bg-brand-primary" }, // the service banner
  { template: "metro-group", slug: "metro-motor-group", homeSurface: "hero" },
  { template: "used-specialist", slug: "value-used-cars", homeSurface: "bg-brand-accent" }, // the announcement banner
  { template: "outdoor", slug: "ridgeway-bikes-caravans", homeSurface: "bg-brand-primary" },
  { template: "group-portal", slug: "southern-cross-auto", homeSurface: "bg-brand-accent" },
] as const;

const checked = (found: TextOnSurface[], className: string) => found.some((f) => f.classes.split(" ").includes(className));

for (const { template, slug, homeSurface } of TEMPLATE_SITES) {
  test(`${template} (${slug}): text on the theme's coloured surfaces reaches AA on the search and home pages`, async ({ page }) => {
    await page.goto(siteUrl(slug, DEFAULT_SEARCH_PATH));
    await expect(page.locator("main article.hero").first()).toBeVisible();
    const onSearch = await textOnSurfaces(page);
    expect(checked(onSearch, "hero") && checked(onSearch, "btn-accent"), "the promo tile's text and its button were checked").toBe(true);
    expect(new Set(onSearch.flatMap(shortfalls))).toEqual(new Set());

    await page.goto(siteUrl(slug, "/"));
    const onHome = await textOnSurfaces(page);
    expect(checked(onHome, homeSurface), `the home page's .${homeSurface} was checked`).toBe(true);
    expect(new Set(onHome.flatMap(shortfalls))).toEqual(new Set());
  });
}

test("a card tag that has colours of its own wears them, not the badge's accent (a certified car's tag is white)", async ({ page }) => {
  // Filtered to certified cars: since the demo keeps the Certified Pre-Owned rule (issue 32), the first page may hold none.
  await page.goto(siteUrl("harbour-toyota", `${DEFAULT_SEARCH_PATH}?certified=true`));
  const certified = page.locator(".card-tag-certified").first();
  await expect(certified).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await expect(certified).toHaveCSS("color", "rgb(23, 23, 23)");
});
