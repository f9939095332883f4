import { describe, expect, it } from "vitest";
import { describePriceDisplay, priceDisplay, shownPriceType, type PricedCar, type PriceDisplay, type PriceDisplayOptions } from "./price-display";

const car = (overrides: Partial<PricedCar> = {}): PricedCar => ({
  price: 0,
  beforePrice: null,
  subscriptionPrice: null,
  preorder: false,
  ...overrides,
});
const site: PriceDisplayOptions = { offersSubscriptions: false, noPriceText: "Enquire for price." };
const subscriber: PriceDisplayOptions = { ...site, offersSubscriptions: true };

// Spec 000 §4: "Price display priority: subscription price (dealer offers subscriptions and price above 0);
// else price above 10 (reduced price if a trade-in reduction applies); else PREORDER for pre-orders; else
// configured no-price text (default 'Enquire for price.'). Was-price line ('Was $X, now:', struck through)
// only when before_price exceeds the current price."
describe("priceDisplay", () => {
  const cases: [string, PricedCar, PriceDisplayOptions, PriceDisplay][] = [
    ["subscription price when the dealer offers subscriptions", car({ price: 30000, subscriptionPrice: 189 }), subscriber, { kind: "subscription", amount: 189 }],
    ["subscription wins over pre-order too", car({ preorder: true, subscriptionPrice: 189 }), subscriber, { kind: "subscription", amount: 189 }],
    ["no subscription when the dealer does not offer them", car({ price: 30000, subscriptionPrice: 189 }), site, { kind: "price", amount: 30000, tradeInApplied: false }],
    ["no subscription when the subscription price is 0", car({ price: 30000, subscriptionPrice: 0 }), subscriber, { kind: "price", amount: 30000, tradeInApplied: false }],
    ["price above 10 is shown", car({ price: 11 }), site, { kind: "price", amount: 11, tradeInApplied: false }],
    ["price of exactly 10 is not a price", car({ price: 10 }), site, { kind: "enquire", text: "Enquire for price." }],
    ["price of 1 is a placeholder", car({ price: 1 }), site, { kind: "enquire", text: "Enquire for price." }],
    ["trade-in reduction lowers the price", car({ price: 30000 }), { ...site, tradeInOffer: 8000 }, { kind: "price", amount: 22000, tradeInApplied: true }],
    ["a zero trade-in offer is no reduction", car({ price: 30000 }), { ...site, tradeInOffer: 0 }, { kind: "price", amount: 30000, tradeInApplied: false }],
    ["a reduction never goes below $0", car({ price: 5000 }), { ...site, tradeInOffer: 8000 }, { kind: "price", amount: 0, tradeInApplied: true }],
    ["PREORDER for pre-orders without a price", car({ preorder: true }), site, { kind: "preorder" }],
    ["price wins over pre-order", car({ price: 52000, preorder: true }), site, { kind: "price", amount: 52000, tradeInApplied: false }],
    ["configured no-price text", car(), { ...site, noPriceText: "Call for price" }, { kind: "enquire", text: "Call for price" }],
    ["default no-price text 'Enquire for price.'", car(), { offersSubscriptions: false }, { kind: "enquire", text: "Enquire for price." }],
    ["was-price when before_price exceeds the price", car({ price: 27990, beforePrice: 29990 }), site, { kind: "price", amount: 27990, wasPrice: 29990, tradeInApplied: false }],
    ["no was-price when before_price equals the price", car({ price: 27990, beforePrice: 27990 }), site, { kind: "price", amount: 27990, tradeInApplied: false }],
    ["no was-price when before_price is lower", car({ price: 27990, beforePrice: 25000 }), site, { kind: "price", amount: 27990, tradeInApplied: false }],
    ["was-price compares with the reduced (current) price", car({ price: 30000, beforePrice: 29000 }), { ...site, tradeInOffer: 5000 }, { kind: "price", amount: 25000, wasPrice: 29000, tradeInApplied: true }],
  ];

  it.each(cases)("%s", (_name, input, options, expected) => {
    expect(priceDisplay(input, options)).toEqual(expected);
  });
});

describe("describePriceDisplay", () => {
  it.each<[PriceDisplay, string]>([
    [{ kind: "subscription", amount: 189 }, "Subscription $189"],
    [{ kind: "price", amount: 27990, tradeInApplied: false }, "$27,990"],
    [{ kind: "price", amount: 27990, wasPrice: 29990, tradeInApplied: false }, "$27,990 (was $29,990)"],
    [{ kind: "preorder" }, "PREORDER"],
    [{ kind: "enquire", text: "Enquire for price." }, "Enquire for price."],
  ])("%j reads %s", (display, expected) => {
    expect(describePriceDisplay(display)).toBe(expected);
  });
});

// Issue 32: the sticky header of a price-0 car read "Enquire for price. / Drive Away".
describe("shownPriceType — only under a dollar price", () => {
  it.each<[string, PriceDisplay, string | null, string | null]>([
    ["a price", { kind: "price", amount: 49_990, tradeInApplied: false }, "Drive Away", "Drive Away"],
    ["'Enquire for price.'", { kind: "enquire", text: "Enquire for price." }, "Drive Away", null],
    ["PREORDER", { kind: "preorder" }, "Drive Away", null],
    ["a subscription", { kind: "subscription", amount: 199 }, "Drive Away", null],
    ["no price type", { kind: "price", amount: 49_990, tradeInApplied: false }, null, null],
    ["a blank price type", { kind: "price", amount: 49_990, tradeInApplied: false }, " ", null],
  ])("%s", (_, display, priceType, expected) => expect(shownPriceType(display, priceType)).toBe(expected));
});
