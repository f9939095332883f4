import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contrastRatio, INK, isLargeText, minimumContrastFor, parseHexColour, readableTextColour, relativeLuminance, WHITE } from "./colour-contrast";

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, "0")}`);

describe("parseHexColour", () => {
  it.each([
    ["#0b3d91", [11, 61, 145]],
    ["#FFFFFF", [255, 255, 255]],
    ["#fa0", [255, 170, 0]],
  ])("%s → %j", (colour, rgb) => {
    expect(parseHexColour(colour)).toEqual(rgb);
  });

  it.each(["0b3d91", "#0b3d9", "#ggg", "rgb(0, 0, 0)"])("refuses %s", (colour) => {
    expect(() => parseHexColour(colour)).toThrow(/Not a hex colour/);
  });
});

describe("relativeLuminance: WCAG 2.2's 'relative luminance'", () => {
  it.each([
    ["#000000", 0], // "0 for darkest black"
    ["#ffffff", 1], // "1 for lightest white"
    ["#ff0000", 0.2126], // L = 0.2126 R + 0.7152 G + 0.0722 B
    ["#00ff00", 0.7152],
    ["#0000ff", 0.0722],
    ["#0a0a0a", 10 / 255 / 12.92], // at or under 0.04045 a channel is RsRGB / 12.92
    ["#0b0b0b", ((11 / 255 + 0.055) / 1.055) ** 2.4], // above it, ((RsRGB + 0.055) / 1.055) ^ 2.4
    ["#808080", 0.21586],
  ])("%s → %d", (colour, luminance) => {
    expect(relativeLuminance(colour)).toBeCloseTo(luminance, 5);
  });

  it("takes a channel triple as well as a hex colour", () => {
    expect(relativeLuminance([11, 61, 145])).toBe(relativeLuminance("#0b3d91"));
  });
});

describe("contrastRatio: (L1 + 0.05) / (L2 + 0.05), the lighter colour's luminance first", () => {
  it.each([
    ["#ffffff", "#000000", 21],
    ["#000000", "#ffffff", 21],
    ["#0b3d91", "#0b3d91", 1],
    ["#767676", "#ffffff", 4.54], // the lightest grey that passes AA on white
    ["#777777", "#ffffff", 4.48], // one step lighter fails it
    ["#0b3d91", "#171717", 1.78], // issue 30: near-black on Metro Motor Group's blue
    ["#0b3d91", "#ffffff", 10.04],
  ])("%s on %s → %d:1", (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it("is symmetric and between 1 and 21 for any two colours", () => {
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBe(contrastRatio(b, a));
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21);
      }),
    );
  });
});

describe("isLargeText and the contrast SC 1.4.3 asks: 'at least 18 point or 14 point bold'", () => {
  it.each([
    [{ fontSizePx: 24, fontWeight: 400 }, true, 3], // 18 pt
    [{ fontSizePx: 23.9, fontWeight: 400 }, false, 4.5],
    [{ fontSizePx: 18.6667, fontWeight: 700 }, true, 3], // 14 pt bold, as browsers round it
    [{ fontSizePx: 18.6667, fontWeight: 600 }, false, 4.5], // semibold is not bold
    [{ fontSizePx: 18, fontWeight: 800 }, false, 4.5],
    [{ fontSizePx: 16, fontWeight: 400 }, false, 4.5],
  ])("%j → large %s, at least %d:1", (text, large, minimum) => {
    expect(isLargeText(text)).toBe(large);
    expect(minimumContrastFor(text)).toBe(minimum);
  });
});

describe("readableTextColour", () => {
  it.each([
    ["#0b3d91", "#ffffff", "#ffffff"], // the configured colour when it reads
    ["#0b3d91", "#171717", WHITE], // not when it does not (issue 30's pair)
    ["#0b3d91", undefined, WHITE],
    ["#f5a623", undefined, INK],
    ["#ffcc00", "#ffffff", INK],
    ["#777777", undefined, "#000000"], // neither white (4.48) nor the site's ink (4.00) reaches 4.5: pure black (4.69) does
  ])("on %s, preferring %s → %s", (background, preferred, text) => {
    expect(readableTextColour(background, preferred)).toBe(text);
  });

  it("always reaches 4.5:1", () => {
    fc.assert(
      fc.property(hex, fc.option(hex, { nil: undefined }), (background, preferred) => {
        expect(contrastRatio(background, readableTextColour(background, preferred))).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});
