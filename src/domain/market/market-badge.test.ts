import { describe, expect, it } from "vitest";
import { showsMarketBadge } from "./market-badge";
import { showsPriceComparison } from "./price-comparison";

describe("showsMarketBadge — spec 000 §5 'more than $499 above the car price and the price is below the state average'", () => {
  it.each([
    [30_000, { state_average_market_price: 30_500, average_market_price: 29_000 }, true],
    [30_000, { state_average_market_price: 30_499, average_market_price: 40_000 }, false], // state preferred: only $499 above
    [30_000, { state_average_market_price: 29_000, average_market_price: 35_000 }, false], // above the state average
    [30_000, { state_average_market_price: null, average_market_price: 30_500 }, true], // national stands in
    [30_000, { average_market_price: 30_499 }, false],
    [30_000, { state_average_market_price: 0, average_market_price: 31_000 }, true], // 0 is no average
    [30_000, {}, false],
    [30_000, null, false],
    [0, { state_average_market_price: 30_500 }, false], // no real price
  ])("price %i, %j → %s", (price, data, expected) => expect(showsMarketBadge(price, data)).toBe(expected));
});

describe("showsPriceComparison — spec 000 §5 'fill, price, range bounds and confidence are present, confidence above 0.2, and range maximum not below the listing price'", () => {
  const full = { fill: 40, listing_price: 30_000, market_range_min: 28_000, market_range_max: 33_000, confidence: 0.6, description: "Good value" };
  it.each([
    ["every field present", full, true],
    ["confidence 0.2", { ...full, confidence: 0.2 }, false],
    ["confidence 0.21", { ...full, confidence: 0.21 }, true],
    ["range maximum equal to the price", { ...full, market_range_max: 30_000 }, true],
    ["range maximum below the price", { ...full, market_range_max: 29_999 }, false],
    ["fill missing", { ...full, fill: null }, false],
    ["fill 0 is present", { ...full, fill: 0 }, true],
    ["no range minimum", { ...full, market_range_min: undefined }, false],
    ["no description", { ...full, description: "" }, false],
    ["no result (a failed call)", null, false],
  ])("%s → %s", (_name, result, expected) => expect(showsPriceComparison(result)).toBe(expected));
});
