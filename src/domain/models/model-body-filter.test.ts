import { describe, expect, it } from "vitest";
import type { ModelStatus } from "./model";
import { bodyFiltersInRange, isModelBodyFilter, modelMatchesBodyFilter, type ModelBodyFilter } from "./model-body-filter";

const model = (status: ModelStatus | null, ...categories: string[]) => ({ status, categories });

describe("modelMatchesBodyFilter (spec 001 §2: '/models with a body filter (suv, trucks, vans, performance, electric, future vehicles)')", () => {
  it.each<[ReturnType<typeof model>, ModelBodyFilter, boolean]>([
    [model(null, "SUVs"), "suv", true],
    [model(null, "Utes", "Hybrid", "SUVs"), "suv", true],
    [model(null, "Cars"), "suv", false],
    [model(null, "Trucks"), "trucks", true],
    [model(null, "Utes"), "trucks", false],
    [model(null, "Vans"), "vans", true],
    [model("new", "Performance"), "performance", true],
    [model(null, "SUVs", "Electric"), "electric", true],
    [model(null, "Cars", "Hybrid"), "electric", true],
    [model(null, "Cars"), "electric", false],
    [model("coming_soon", "SUVs"), "future-vehicles", true],
    [model("new", "SUVs"), "future-vehicles", false],
    [model(null), "future-vehicles", false],
  ])("%j under %s → %s", (m, filter, expected) => {
    expect(modelMatchesBodyFilter(m, filter)).toBe(expected);
  });
});

describe("isModelBodyFilter", () => {
  it.each([["suv", true], ["future-vehicles", true], ["electric", true], ["SUV", false], ["constructor", false], ["", false], ["utes", false]])("%s → %s", (value, expected) => {
    expect(isModelBodyFilter(value)).toBe(expected);
  });
});

describe("bodyFiltersInRange: only filters that select a model", () => {
  it("lists the filters in their fixed order", () => {
    expect(bodyFiltersInRange([model("coming_soon", "Cars"), model(null, "Vans", "Electric"), model(null, "SUVs")])).toEqual(["suv", "vans", "electric", "future-vehicles"]);
  });
  it("gives none for no models", () => {
    expect(bodyFiltersInRange([])).toEqual([]);
  });
});
