import { describe, expect, it } from "vitest";
import { parseBrandMarkFile, renderBrandMarkSvg } from "./brand-mark";

describe("demo brand marks (/media/brands/{slug}.svg)", () => {
  it.each([
    ["toyota.svg", "toyota"],
    ["harley-davidson.svg", "harley-davidson"],
    ["Toyota.svg", null],
    ["toyota.png", null],
    ["../etc.svg", null],
    ["-x.svg", null],
    [`${"a".repeat(41)}.svg`, null],
  ])("%s → %s", (file, slug) => {
    expect(parseBrandMarkFile(file)).toBe(slug);
  });

  it("draws the make's name, the same for the same slug", () => {
    const svg = renderBrandMarkSvg("bmw-motorrad");
    expect(svg).toContain(">BMW MOTORRAD</text>");
    expect(svg).toBe(renderBrandMarkSvg("bmw-motorrad"));
  });
});
