import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contrastRatio as contrast, relativeLuminance as luminance } from "./colour-contrast";
import { TEMPLATES } from "./site-config-schema";
import { contrastShortfalls, themeColours } from "./theme-colours";

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, "0")}`);
/** Pages are light (the schema requires it); brand colours are anything. */
const lightHex = hex.filter((colour) => luminance(colour) >= 0.5);
const template = fc.constantFrom(...TEMPLATES);
const METRO = { primary: "#0b3d91", primaryText: "#ffffff", accent: "#f5a623", surface: "#ffffff" };

describe("themeColours", () => {
  it("keeps a configured text colour that is readable", () => {
    expect(themeColours({ primary: "#0d3b8c", primaryText: "#ffffff", accent: "#f5a623", surface: "#ffffff" }, "metro-group")["--brand-primary-text"]).toBe("#ffffff");
  });

  it("replaces an unreadable configured text colour", () => {
    const colours = themeColours({ primary: "#f5e663", primaryText: "#ffffff", accent: "#f5a623", surface: "#ffffff" }, "metro-group");
    expect(colours["--brand-primary-text"]).not.toBe("#ffffff");
  });

  it("every text/background pair reaches WCAG AA (4.5:1) for any theme", () => {
    fc.assert(
      fc.property(hex, hex, hex, lightHex, template, (primary, primaryText, accent, surface, shape) => {
        const c = themeColours({ primary, primaryText, accent, surface }, shape);
        expect(contrast(primary, c["--brand-primary-text"]!)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(accent, c["--brand-accent-text"]!)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(surface, c["--brand-surface-text"]!)).toBeGreaterThanOrEqual(4.5);
        expect(contrast("#ffffff", c["--brand-link"]!)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it("every template's coloured surfaces (header, hero and its decoration, buttons, banners) reach 4.5:1 for any theme", () => {
    fc.assert(
      fc.property(hex, hex, hex, lightHex, template, (primary, primaryText, accent, surface, shape) => {
        expect(contrastShortfalls(themeColours({ primary, primaryText, accent, surface }, shape))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    // [template, header background, header text, hero background, hero text, call to action background, its text]
    ["manufacturer", "#ffffff", "#171717", "#f4f4f4", "#171717", "#0b3d91", "#ffffff"],
    ["metro-group", "#0b3d91", "#ffffff", "#0b3d91", "#ffffff", "#f5a623", "#171717"],
    ["used-specialist", "#0b3d91", "#ffffff", "#0b3d91", "#ffffff", "#f5a623", "#171717"],
    ["outdoor", "#0b3d91", "#ffffff", "#0b3d91", "#ffffff", "#f5a623", "#171717"],
    ["group-portal", "#ffffff", "#171717", "#ffffff", "#171717", "#f5a623", "#171717"],
  ] as const)("%s paints its header, hero and call to action as pairs", (shape, headerBg, headerFg, heroBg, heroFg, ctaBg, ctaFg) => {
    const c = themeColours(METRO, shape);
    expect([c["--header-bg"], c["--header-fg"], c["--hero-bg"], c["--hero-fg"], c["--cta-bg"], c["--cta-fg"]]).toEqual([headerBg, headerFg, heroBg, heroFg, ctaBg, ctaFg]);
  });

  it("darkens the hero's decoration away from white text and lightens it away from dark text", () => {
    const onBlue = themeColours(METRO, "metro-group");
    expect(luminance(onBlue["--hero-deep"])).toBeLessThan(luminance(onBlue["--hero-bg"]));
    const onYellow = themeColours({ ...METRO, primary: "#ffcc00" }, "outdoor");
    expect(onYellow["--hero-fg"]).toBe("#171717");
    expect(luminance(onYellow["--hero-deep"])).toBeGreaterThan(luminance(onYellow["--hero-bg"]));
    // Mid-grey text configured on near-black is lighter than its background although it is darker than mid-tone: the decoration still darkens.
    const greyOnBlack = themeColours({ ...METRO, primary: "#111111", primaryText: "#999999" }, "outdoor");
    expect(greyOnBlack["--hero-fg"]).toBe("#999999");
    expect(luminance(greyOnBlack["--hero-deep"])).toBeLessThan(luminance(greyOnBlack["--hero-bg"]));
  });
});

describe("contrastShortfalls", () => {
  it("names each surface whose text does not reach 4.5:1, with the colours and the ratio", () => {
    const colours = { ...themeColours(METRO, "metro-group"), "--hero-fg": "#171717" };
    expect(contrastShortfalls(colours)).toEqual([
      { surface: "hero, promo tile and promo banner", background: "#0b3d91", text: "#171717", ratio: contrast("#0b3d91", "#171717") },
      { surface: "hero, promo tile and promo banner", background: colours["--hero-deep"], text: "#171717", ratio: contrast(colours["--hero-deep"], "#171717") },
    ]);
  });
});
