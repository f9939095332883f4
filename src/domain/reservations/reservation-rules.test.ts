import { describe, expect, it } from "vitest";
import { depositAmount, HOLD_MS, lapseOutcome, paidOutcome, paysOnline, reservationDetailsSchema, reservationRefusal } from "./reservation-rules";

describe("depositAmount — spec 001 §9 'amount taken from the car when available'", () => {
  it.each([
    [null, 200, 200],
    [500, 200, 500],
    [0, 300, 300],
  ])("car %s, site %i → %i", (car, site, amount) => expect(depositAmount(car, site)).toBe(amount));
});

describe("paysOnline — 'payment_processors drives the label'", () => {
  it.each([
    [["stripe"], "stripe", true],
    [["stripe", "afterpay"], "stripe", true],
    [["afterpay"], "stripe", false],
    [[], "stripe", false],
    [["stripe"], null, false], // no provider: the request path
    [null, "stripe", false],
  ])("%j with %s → %s", (processors, provider, online) => expect(paysOnline(processors, provider)).toBe(online));
});

describe("reservation rules", () => {
  it("holds for 48 hours (spec 000 §9)", () => expect(HOLD_MS).toBe(48 * 3_600_000));
  it.each([
    [{ status: "in_stock", checkoutEnabled: true, reserved: false }, null],
    [{ status: "in_stock", checkoutEnabled: true, reserved: true }, "reserved"],
    [{ status: "sold", checkoutEnabled: true, reserved: false }, "not-in-stock"],
    [{ status: "in_stock", checkoutEnabled: false, reserved: false }, "checkout-disabled"],
  ] as const)("refusal %o → %s", (car, refusal) => expect(reservationRefusal(car)).toBe(refusal));
  it.each([
    [{ status: "in_stock", reserved: false }, { kind: "hold" }],
    [{ status: "in_stock", reserved: true }, { kind: "refund", reason: "held_by_another" }],
    [{ status: "sold", reserved: false }, { kind: "refund", reason: "car_sold" }],
  ] as const)("a payment for %o → %o", (car, outcome) => expect(paidOutcome(car)).toEqual(outcome));
  it.each([["sold", "converted"], ["in_stock", "lapsed"]] as const)("end of hold, car %s → %s", (status, outcome) => expect(lapseOutcome(status)).toBe(outcome));
  it("checks the shopper's details with the lead form's messages", () => {
    const parsed = reservationDetailsSchema.safeParse({ name: "Sam", last_name: "", email: "x", phone: "0412 345 678", postcode: "20", terms_conditions: "" });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.path[0]).sort()).toEqual(["email", "last_name", "postcode", "terms_conditions"]);
  });
});
