import { describe, expect, it } from "vitest";
import { tradeInValuationHref, vehicleButtons, type ButtonFacts, type ButtonOption } from "./vehicle-buttons";

const car = (o: Partial<ButtonFacts> = {}): ButtonFacts => ({
  inStock: true, hasPhone: true, hasHistoryReport: false, checkoutEnabled: false, reserved: false, price: 30_000, hasLocation: true, financeOffered: true, ...o,
});
const all: ButtonOption[] = ["enquire", "tradeIn", "reserve", "onlinePurchase", "carHistoryReport", "callUsNow", "whatsapp", "location"];

// Spec 000 §5: "Buttons: trade-in only when the car qualifies (rule not shown); reserve and online purchase only
// when checkout is enabled for the car; history report only with a file; call only when a phone number is found."
describe("vehicleButtons", () => {
  it.each<[string, ButtonFacts, ButtonOption[]]>([
    ["plain in-stock car", car(), ["enquire", "tradeIn", "callUsNow", "whatsapp", "location"]],
    ["'reserve and online purchase only when checkout is enabled'", car({ checkoutEnabled: true }), ["enquire", "tradeIn", "reserve", "onlinePurchase", "callUsNow", "whatsapp", "location"]],
    ["a car held by another shopper's deposit cannot be reserved again (issue 18)", car({ checkoutEnabled: true, reserved: true }), ["enquire", "tradeIn", "onlinePurchase", "callUsNow", "whatsapp", "location"]],
    ["'history report only with a file'", car({ hasHistoryReport: true }), ["enquire", "tradeIn", "carHistoryReport", "callUsNow", "whatsapp", "location"]],
    ["'call only when a phone number is found'", car({ hasPhone: false }), ["enquire", "tradeIn", "location"]],
    ["no real price: no trade-in valuation", car({ price: 10 }), ["enquire", "callUsNow", "whatsapp", "location"]],
    ["sold: no normal buttons (§4)", car({ inStock: false, checkoutEnabled: true, hasHistoryReport: true }), []],
  ])("%s", (_, facts, expected) => expect(vehicleButtons(all, facts)).toEqual(expected));

  // Issue 32 §8: the finance buttons follow the one finance rule (spec 000 §5 "the manufacturer is not Suzuki"…).
  it.each<[string, boolean, ButtonOption[]]>([
    ["a car the site finances", true, ["enquire", "finance", "financeYouX"]],
    ["a car it does not (a Suzuki, an excluded dealership, no lender entry)", false, ["enquire"]],
  ])("finance buttons: %s", (_, financeOffered, expected) => {
    expect(vehicleButtons(["enquire", "finance", "financeYouX"], car({ financeOffered }))).toEqual(expected);
  });

  it("keeps the site's order and drops repeats", () => {
    expect(vehicleButtons(["callUsNow", "enquire", "callUsNow"], car())).toEqual(["callUsNow", "enquire"]);
  });
});

describe("tradeInValuationHref", () => {
  // Spec 000 §2: "/cars/trade-in?car_id={id} | trade-in valuation".
  it.each([[42, "/cars/trade-in?car_id=42"], [7, "/cars/trade-in?car_id=7"]])("%d → %s", (id, href) => expect(tradeInValuationHref(id)).toBe(href));
});
