import { describe, expect, it } from "vitest";
import { stockSummaryParts, summariseStock } from "./stock-summary";

describe("summariseStock — the shown cars by status (spec 000 §4: sold cars stay visible for a few days)", () => {
  it("counts in stock, coming soon and recently sold apart", () => {
    expect(summariseStock([{ status: "in_stock", count: 878 }, { status: "coming_soon", count: 56 }, { status: "sold", count: 40 }])).toEqual({ inStock: 878, comingSoon: 56, recentlySold: 40 });
    expect(summariseStock([{ status: "others", count: 3 }])).toEqual({ inStock: 0, comingSoon: 0, recentlySold: 0 });
  });
});

describe("stockSummaryParts — issue 32: 'Count what is really in stock, and label the rest'", () => {
  it.each([
    [{ inStock: 878, comingSoon: 56, recentlySold: 40 }, { inStockWords: "vehicles in stock", rest: "plus 56 coming soon and 40 recently sold" }],
    [{ inStock: 1, comingSoon: 0, recentlySold: 0 }, { inStockWords: "vehicle in stock", rest: null }],
    [{ inStock: 12, comingSoon: 1, recentlySold: 0 }, { inStockWords: "vehicles in stock", rest: "plus 1 coming soon" }],
    [{ inStock: 0, comingSoon: 0, recentlySold: 1200 }, { inStockWords: "vehicles in stock", rest: "plus 1,200 recently sold" }],
  ])("%j → %j", (summary, expected) => expect(stockSummaryParts(summary)).toEqual(expected));
});
