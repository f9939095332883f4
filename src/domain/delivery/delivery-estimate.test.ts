import { describe, expect, it } from "vitest";
import { deliveryEstimate, NO_DELIVERY_ESTIMATE, parseDeliveryPostcode, POSTCODE_FORMAT, POSTCODE_NOT_FOUND, POSTCODE_REQUIRED } from "./delivery-estimate";

describe("parseDeliveryPostcode — spec 000 §5 \"postcode required ('Please enter a postcode.')\"", () => {
  it.each([
    ["", { ok: false, message: "Please enter a postcode." }],
    ["   ", { ok: false, message: "Please enter a postcode." }],
    [null, { ok: false, message: "Please enter a postcode." }],
    ["4000", { ok: true, postcode: "4000" }],
    [" 0800 ", { ok: true, postcode: "0800" }],
    ["400", { ok: false, message: "Invalid postcode. Please enter a 4-digit number." }],
    ["40000", { ok: false, message: "Invalid postcode. Please enter a 4-digit number." }],
    ["4,000", { ok: false, message: "Invalid postcode. Please enter a 4-digit number." }],
    ["abcd", { ok: false, message: "Invalid postcode. Please enter a 4-digit number." }],
  ])("%j → %j", (typed, expected) => expect(parseDeliveryPostcode(typed)).toEqual(expected));

  it("quotes the spec's texts", () => {
    expect(POSTCODE_REQUIRED).toBe("Please enter a postcode.");
    expect(POSTCODE_FORMAT).toBe("Invalid postcode. Please enter a 4-digit number.");
    expect(POSTCODE_NOT_FOUND).toBe("Invalid postcode"); // spec 001 §8: "'Invalid postcode' (geocoding)"
    expect(NO_DELIVERY_ESTIMATE).toBe("Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.");
  });
});

describe("deliveryEstimate — the site's delivery_rates bands, spec 000 §7 'returns {price, name}'", () => {
  const rates = [
    { name: "Interstate", maxDistanceKm: 1000, price: 990 },
    { name: "Metro", maxDistanceKm: 50, price: 0 },
    { name: "Regional", maxDistanceKm: 200, price: 350 },
    { name: "National", maxDistanceKm: 4500, price: 1990 },
  ];
  it.each([
    [0, { price: 0, name: "Metro" }],
    [50, { price: 0, name: "Metro" }],
    [50.01, { price: 350, name: "Regional" }],
    [199.9, { price: 350, name: "Regional" }],
    [732, { price: 990, name: "Interstate" }],
    [4500, { price: 1990, name: "National" }],
    [4500.5, null],
  ])("%f km → %j", (km, expected) => expect(deliveryEstimate(km, rates)).toEqual(expected));

  it("has no estimate when the site has no rates", () => expect(deliveryEstimate(10, [])).toBeNull());
});
