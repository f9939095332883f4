import { describe, expect, it } from "vitest";
import { checkoutSignInGate, type CheckoutGateFacts } from "./checkout-gate";

const facts = (over: Partial<CheckoutGateFacts>): CheckoutGateFacts => ({
  requiresSignIn: true, journey: "reserve", carSlug: "2022-toyota-corolla-st1234", path: "/cars/2022-toyota-corolla-st1234/checkout", available: true, ...over,
});

describe("checkoutSignInGate — spec 001 §6 'Sign-in is required for: checkout (some sites)', §4 gated routes", () => {
  it.each<[string, Partial<CheckoutGateFacts>, ReturnType<typeof checkoutSignInGate>]>([
    ["a gating site's reserve page: sign in to reserve, back to this checkout", {}, { purpose: "reserve", redirect: "/cars/2022-toyota-corolla-st1234/checkout", back: "/cars/2022-toyota-corolla-st1234" }],
    ["the /buy-online variant comes back to itself", { path: "/cars/2022-toyota-corolla-st1234/buy-online" }, { purpose: "reserve", redirect: "/cars/2022-toyota-corolla-st1234/buy-online", back: "/cars/2022-toyota-corolla-st1234" }],
    ["online purchase (/checkout-journey) signs in to buy online", { journey: "purchase", path: "/checkout-journey?car_id=42" }, { purpose: "checkout", redirect: "/checkout-journey?car_id=42", back: "/cars/2022-toyota-corolla-st1234" }],
    ["a site that does not gate checkout: open", { requiresSignIn: false }, null],
    ["'Checkout gating without a car slug does nothing'", { carSlug: null }, null],
    ["an empty slug is no slug", { carSlug: "" }, null],
    ["a car that cannot be reserved: its page only says so, no sign-in asked", { available: false }, null],
  ])("%s", (_label, over, expected) => {
    expect(checkoutSignInGate(facts(over))).toEqual(expected);
  });
});
