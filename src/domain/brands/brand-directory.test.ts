import { describe, expect, it } from "vitest";
import { brandGrids, distinctBrandCount, statFigure, yearsSince, type Brand } from "./brand-directory";

const brand = (name: string, itemType: Brand["itemType"]): Brand => ({ name, slug: name.toLowerCase(), logoUrl: `/media/brands/${name.toLowerCase()}.svg`, itemType });

describe("brandGrids (spec 000 §1: 'car, motorcycle, truck and own-brand grids')", () => {
  const brands = [brand("Mitsubishi", "car"), brand("Isuzu", "car"), brand("Hino", "truck"), brand("Isuzu", "truck"), brand("Honda", "car"), brand("Honda", "car"), brand("Kawasaki", "motorcycle")];

  it("groups by kind in car, motorcycle, truck order, A to Z within each, without duplicates", () => {
    expect(brandGrids(brands).map((g) => [g.heading, g.brands.map((b) => b.name)])).toEqual([
      ["Car brands", ["Honda", "Isuzu", "Mitsubishi"]],
      ["Motorcycle brands", ["Kawasaki"]],
      ["Truck brands", ["Hino", "Isuzu"]],
    ]);
  });

  it("leaves out a kind the group does not sell", () => {
    expect(brandGrids([brand("Honda", "car")]).map((g) => g.itemType)).toEqual(["car"]);
    expect(brandGrids([])).toEqual([]);
  });

  it("counts a make sold in two grids once", () => {
    expect(distinctBrandCount(brands)).toBe(5);
  });
});

describe("statFigure (spec 000 §1: stats banners '50+ locations, 40+ brands, 30+ years')", () => {
  it.each([
    [0, "0"], [5, "5"], [9, "9"], [10, "10+"], [12, "10+"], [32, "30+"], [40, "40+"], [57, "50+"], [99, "90+"], [100, "100+"], [9.9, "9"], [-3, "0"],
  ])("%d → %s", (value, figure) => {
    expect(statFigure(value)).toBe(figure);
  });

  it("counts whole years since the founding year", () => {
    expect(yearsSince(1994, 2026)).toBe(32);
    expect(yearsSince(2030, 2026)).toBe(0);
  });
});
