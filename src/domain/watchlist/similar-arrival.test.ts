import { describe, expect, it } from "vitest";
import type { CarStatus } from "../car/car";
import { isSimilarArrival, type CarLikeness } from "./similar-arrival";

// Issue 14: "a similar car arrives (same make, model and body, within the price window)"; spec 000 §9: "Similar cars:
// price window ±10000 if price below 50000 else ±25000; in stock only; exclude same car id".
const watched: CarLikeness = { id: 1, make: "Toyota", model: "RAV4", body: "SUV", price: 38_990 };
const arrived = (changes: Partial<CarLikeness & { status: CarStatus }> = {}) => ({ ...watched, id: 2, status: "in_stock" as CarStatus, ...changes });

describe("isSimilarArrival", () => {
  it.each<[string, ReturnType<typeof arrived>, CarLikeness, boolean]>([
    ["same make, model and body at the same price", arrived(), watched, true],
    ["names differ only in case and spaces", arrived({ make: " TOYOTA", model: "rav4 ", body: "suv" }), watched, true],
    ["'coming soon' counts as in stock", arrived({ status: "coming_soon" }), watched, true],
    ["'in stock only': sold", arrived({ status: "sold" }), watched, false],
    ["'in stock only': others", arrived({ status: "others" }), watched, false],
    ["'exclude same car id'", arrived({ id: 1 }), watched, false],
    ["another make", arrived({ make: "Mazda" }), watched, false],
    ["another model", arrived({ model: "Kluger" }), watched, false],
    ["another body", arrived({ body: "Wagon" }), watched, false],
    ["the arrived car's body unknown", arrived({ body: null }), watched, false],
    ["the watched car's body unknown", arrived(), { ...watched, body: " " }, false],
    ["'±10000 if price below 50000': the window's top", arrived({ price: 48_990 }), watched, true],
    ["'±10000 if price below 50000': past the top", arrived({ price: 48_991 }), watched, false],
    ["'±10000 if price below 50000': the window's bottom", arrived({ price: 28_990 }), watched, true],
    ["'±10000 if price below 50000': past the bottom", arrived({ price: 28_989 }), watched, false],
    ["'else ±25000'", arrived({ price: 85_000 }), { ...watched, price: 60_000 }, true],
    ["'else ±25000': past the top", arrived({ price: 85_001 }), { ...watched, price: 60_000 }, false],
    ["the arrived car is 'Enquire for price.'", arrived({ price: 0 }), { ...watched, price: 5_000 }, false],
    ["the watched car is 'Enquire for price.'", arrived({ price: 5_000 }), { ...watched, price: 0 }, false],
  ])("%s", (_, car, watchedCar, similar) => {
    expect(isSimilarArrival(watchedCar, car)).toBe(similar);
  });
});
