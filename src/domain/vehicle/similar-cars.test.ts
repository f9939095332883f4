import { describe, expect, it } from "vitest";
import { selectSimilarCars, similarPriceWindow, type SimilarCarCandidate } from "./similar-cars";

// Spec 000 §9: "Similar cars: price window ±10000 if price below 50000 else ±25000; in stock only;
// exclude same car id; 6 results; lazy margin 500 px." §7: "sorted same model first, de-duplicated by id, max 6".
describe("similarPriceWindow", () => {
  it.each<[number, number, number]>([
    [30_000, 20_000, 40_000],
    [49_999, 39_999, 59_999],
    // 'below 50000': 50,000 itself takes the wide window.
    [50_000, 25_000, 75_000],
    [80_000, 55_000, 105_000],
    [5_000, 0, 15_000],
    [0, 0, 10_000],
  ])("price %i → %i … %i", (price, min, max) => expect(similarPriceWindow(price)).toEqual({ min, max }));
});

const car = { id: 1, model: "HiLux", price: 40_000 };
const c = (id: number, model: string, price: number, status: SimilarCarCandidate["status"] = "in_stock"): SimilarCarCandidate => ({ id, model, price, status });

describe("selectSimilarCars", () => {
  const cases: [string, SimilarCarCandidate[], number[]][] = [
    ["'exclude same car id'", [c(1, "HiLux", 40_000), c(2, "Ranger", 41_000)], [2]],
    ["'in stock only' (coming soon counts as in stock)", [c(2, "Ranger", 41_000, "sold"), c(3, "Ranger", 41_000, "others"), c(4, "Ranger", 41_000, "coming_soon")], [4]],
    ["inside the window, bounds included", [c(2, "Ranger", 30_000), c(3, "Ranger", 50_000), c(4, "Ranger", 29_999), c(5, "Ranger", 50_001)], [2, 3]],
    ["'same model first', otherwise in the given order", [c(2, "Ranger", 41_000), c(3, "hilux", 45_000), c(4, "Navara", 39_000), c(5, "HiLux", 35_000)], [3, 5, 2, 4]],
    ["'de-duplicated by id'", [c(2, "Ranger", 41_000), c(2, "Ranger", 41_000), c(3, "HiLux", 42_000), c(3, "HiLux", 42_000)], [3, 2]],
    ["'max 6'", [2, 3, 4, 5, 6, 7, 8, 9].map((id) => c(id, "Ranger", 40_000 + id)), [2, 3, 4, 5, 6, 7]],
    ["same model cars win places in the six", [...[2, 3, 4, 5, 6, 7].map((id) => c(id, "Ranger", 40_000)), c(8, "HiLux", 44_000)], [8, 2, 3, 4, 5, 6]],
    ["nothing similar", [], []],
  ];
  it.each(cases)("%s", (_, candidates, ids) => expect(selectSimilarCars(car, candidates).map((x) => x.id)).toEqual(ids));

  it("a car of 60,000 takes the ±25,000 window", () => {
    const picked = selectSimilarCars({ id: 1, model: "LandCruiser", price: 60_000 }, [c(2, "Prado", 34_999), c(3, "Prado", 84_000), c(4, "Prado", 85_001)]);
    expect(picked.map((x) => x.id)).toEqual([3]);
  });
});
