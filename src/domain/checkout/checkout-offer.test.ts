import { describe, expect, it } from "vitest";
import { carGuarantee, checkoutRefusal, onlinePurchaseHref, parseCheckoutCarRef, reserveButtonLabel, reserveHref } from "./checkout-offer";

describe("checkoutRefusal", () => {
  // Spec 000 §5: "reserve and online purchase only when checkout is enabled for the car".
  it.each([
    [{ status: "in_stock", checkoutEnabled: true, carType: "used" }, null],
    [{ status: "in_stock", checkoutEnabled: false, carType: "used" }, "checkout-disabled"],
    [{ status: "sold", checkoutEnabled: true, carType: "used" }, "not-in-stock"],
    [{ status: "coming_soon", checkoutEnabled: true, carType: "new" }, "not-in-stock"],
    [{ status: "others", checkoutEnabled: false, carType: "demo" }, "not-in-stock"],
  ] as const)("%o → %s", (car, expected) => {
    expect(checkoutRefusal(car)).toBe(expected);
  });
});

describe("reserveButtonLabel", () => {
  // Spec 000 §9: "default '$200'; button 'Reserve Car Now for {amount}'".
  it.each([
    [200, "Reserve Car Now for $200"],
    [1500, "Reserve Car Now for $1,500"],
  ])("%d → %s", (deposit, label) => expect(reserveButtonLabel(deposit)).toBe(label));
});

describe("carGuarantee", () => {
  // Spec 000 §9: "Used-car guarantee: 48 hour money back, 12 months roadside assist."
  it.each([
    ["used", ["48 hour money back", "12 months roadside assist"]],
    ["new", []],
    ["demo", []],
  ] as const)("%s → %o", (carType, expected) => expect(carGuarantee(carType)).toEqual(expected));
});

describe("purchase routes", () => {
  // Spec 001 §2: "/cars/{slug}/checkout (Reserve this Car), /cars/{slug}/buy-online (flagged variant), /checkout-journey?car_id={slug}".
  it.each([
    ["checkout", "/cars/2021-mazda-cx-5-u123/checkout"],
    ["buy-online", "/cars/2021-mazda-cx-5-u123/buy-online"],
  ] as const)("reserve at %s", (path, href) => expect(reserveHref("2021-mazda-cx-5-u123", path)).toBe(href));
  it("online purchase by id", () => expect(onlinePurchaseHref(42)).toBe("/checkout-journey?car_id=42"));
});

describe("parseCheckoutCarRef", () => {
  // Spec 000 §2: "/checkout-journey?car_id={id or slug}".
  it.each([
    ["42", { id: 42 }],
    [" 42 ", { id: 42 }],
    [["7", "8"], { id: 7 }],
    ["2021-mazda-cx-5-u123", { slug: "2021-mazda-cx-5-u123" }],
    ["2021-Mazda-CX-5", { slug: "2021-mazda-cx-5" }],
    ["0", null],
    ["-3", null],
    ["99999999999", null],
    ["a b", null],
    ["", null],
    [undefined, null],
  ])("%o → %o", (raw, expected) => expect(parseCheckoutCarRef(raw)).toEqual(expected));
});
