import { describe, expect, it } from "vitest";
import { whatsIncluded } from "./whats-included";

const facts = { carType: "new" as const, itemType: "car", certified: false, hasHistoryReport: false };

describe("whatsIncluded", () => {
  it("a new car: warranty, roadside assist, pre-delivery inspection and a full tank", () => {
    expect(whatsIncluded(facts)).toEqual(["The balance of the manufacturer's new vehicle warranty", "Roadside assist for the warranty period", "Pre-delivery inspection and a full tank"]);
  });
  // Issue 32: "Caravans and trailers get … 'a full tank' in What's Included. Anything without an engine gets neither."
  it.each(["caravan", "trailer"])("a new %s: no full tank", (itemType) => {
    expect(whatsIncluded({ ...facts, itemType }).join(" ")).not.toMatch(/tank/);
    expect(whatsIncluded({ ...facts, itemType })).toContain("Pre-delivery inspection");
  });
  it("a demo motorcycle keeps its tank and adds its service history", () => {
    expect(whatsIncluded({ ...facts, carType: "demo", itemType: "motorcycle" })).toEqual(expect.arrayContaining(["Pre-delivery inspection and a full tank", "Demonstrator service history"]));
  });
  // Spec 000 §9: "Used-car guarantee: 48 hour money back, 12 months roadside assist."
  it("a used car: the used-car guarantee, certified extras and the history report where there are any", () => {
    expect(whatsIncluded({ ...facts, carType: "used" })).toEqual(["48 hour money back guarantee", "12 months roadside assist"]);
    expect(whatsIncluded({ ...facts, carType: "used", certified: true, hasHistoryReport: true })).toEqual([
      "48 hour money back guarantee", "12 months roadside assist", "1 extra year of Toyota warranty", "90-point inspection", "Vehicle history report",
    ]);
  });
});
