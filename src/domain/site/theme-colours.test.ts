import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contrast, luminance, themeColours } from "./theme-colours";

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, "0")}`);
/** Pages are light (the schema requires it); brand colours are anything. */
const lightHex = hex.filter((colour) => luminance(colour) >= 0.5);

describe("themeColours", () => {
  it("keeps a configured text colour that is readable", () => {
    expect(themeColours({ primary: "#0d3b8c", primaryText: "#ffffff", accent: "#f5a623", surface: "#ffffff" })["--brand-primary-text"]).toBe("#ffffff");
  });

  it("replaces an unreadable configured text colour", () => {
    const colours = themeColours({ primary: "#f5e663", primaryText: "#ffffff", accent: "#f5a623", surface: "#ffffff" });
    expect(colours["--brand-primary-text"]).not.toBe("#ffffff");
  });

  it("every text/background pair reaches WCAG AA (4.5:1) for any theme", () => {
    fc.assert(
      fc.property(hex, hex, hex, lightHex, (primary, primaryText, accent, surface) => {
        const c = themeColours({ primary, primaryText, accent, surface });
        expect(contrast(primary, c["--brand-primary-text"]!)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(accent, c["--brand-accent-text"]!)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(surface, c["--brand-surface-text"]!)).toBeGreaterThanOrEqual(4.5);
        expect(contrast("#ffffff", c["--brand-link"]!)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});
