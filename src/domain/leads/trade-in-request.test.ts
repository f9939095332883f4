import { describe, expect, it } from "vitest";
import { LEAD_MESSAGES as M } from "./lead-messages";
import { TRADE_IN_CONDITION_MESSAGE } from "@/domain/market/trade-in-estimate";
import { parseTradeInRequest, tradeInCar } from "./trade-in-request";

const VALID = { trade_in_make: "Toyota", trade_in_model: "RAV4", trade_in_year: "2021", trade_in_badge: "GX", kms: "45,000 km", trade_in_condition: "good", postcode: "2300" };

describe("parseTradeInRequest", () => {
  it("reads the shopper's car from the query", () => {
    const outcome = parseTradeInRequest(VALID, 2026);
    expect(outcome.kind === "valid" && tradeInCar(outcome.request)).toEqual({ make: "Toyota", model: "RAV4", badge: "GX", year: 2021, km: 45_000, condition: "good" });
  });

  it("takes the first of repeated values and leaves a blank badge out", () => {
    const outcome = parseTradeInRequest({ ...VALID, trade_in_make: ["Mazda", "Kia"], trade_in_badge: "" }, 2026);
    expect(outcome.kind === "valid" && [outcome.request.trade_in_make, outcome.request.trade_in_badge]).toEqual(["Mazda", undefined]);
  });

  it.each([
    ["trade_in_make", "", M.tradeInMake],
    ["trade_in_model", "   ", M.tradeInModel],
    ["trade_in_year", "20x1", M.tradeInYear],
    ["trade_in_year", "2028", M.tradeInYear],
    ["trade_in_year", "1899", M.tradeInYear],
    ["kms", "lots", M.kms],
    ["kms", "", M.kms],
    ["trade_in_condition", "mint", TRADE_IN_CONDITION_MESSAGE],
    ["trade_in_condition", undefined, TRADE_IN_CONDITION_MESSAGE],
    ["postcode", "230", M.postcode],
  ])("names %s when it is %o", (field, value, message) => {
    expect(parseTradeInRequest({ ...VALID, [field]: value }, 2026)).toEqual({ kind: "invalid", errors: { [field]: message } });
  });

  it("names every bad field at once", () => {
    const outcome = parseTradeInRequest({}, 2026);
    expect(outcome.kind === "invalid" && Object.keys(outcome.errors).toSorted()).toEqual(["kms", "postcode", "trade_in_condition", "trade_in_make", "trade_in_model", "trade_in_year"]);
  });
});
