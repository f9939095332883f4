import { describe, expect, it } from "vitest";
import { minimalSiteConfig } from "../../../tests/factories/minimal-site-config";
import { siteConfigSchema } from "./site-config-schema";

const minimal = minimalSiteConfig("harbour-toyota");

describe("siteConfigSchema: vehicle page and checkout flags", () => {
  it.each([
    // Spec 000 §9: "Twitter (hideable)" — shown unless a site hides it.
    ["hideTwitterShare", false, true],
    // Spec 000 §5: "'Unregistered' (configuration-dependent)" — shown unless a site turns it off.
    ["showUnregisteredRego", true, false],
    // Spec 000 §5: "on some sites also requires used car, price above 0, and at least one image".
    ["strictFavourites", false, true],
    // Spec 001 §2: "/cars/{slug}/buy-online (flagged variant)".
    ["reservePath", "checkout", "buy-online"],
    // Spec 000 §9: "Reserve deposit … default '$200'".
    ["reserveDeposit", 200, 500],
    // Spec 001 §2: "Location block: single location card, grid of cards, combined map, or tabbed embedded-map view".
    ["locationBlock", "grid", "tabs"],
  ] as const)("%s defaults to %s and accepts %s", (key, fallback, other) => {
    expect(siteConfigSchema.parse(minimal)[key]).toBe(fallback);
    expect(siteConfigSchema.parse({ ...minimal, [key]: other })[key]).toBe(other);
  });

  it.each([
    ["hideTwitterShare", "yes"],
    ["showUnregisteredRego", 1],
    ["reservePath", "buy"],
    ["reserveDeposit", -1],
    ["locationBlock", "carousel"],
  ])("rejects %s = %s", (key, value) => {
    expect(siteConfigSchema.safeParse({ ...minimal, [key]: value }).success).toBe(false);
  });
});

describe("siteConfigSchema: gated pages (spec 001 §6, decision 024)", () => {
  it.each([
    // "Sign-in is required for: checkout (some sites)".
    ["checkout", { requiresSignIn: false }, { requiresSignIn: true }],
    // "/finance (credit-check application variant)".
    ["finance", { creditCheck: false }, { creditCheck: true }],
    // "/online-payment" (decision 025).
    ["onlinePayment", { enabled: false }, { enabled: true }],
  ] as const)("%s defaults to %j and accepts %j", (key, fallback, other) => {
    expect(siteConfigSchema.parse(minimal)[key]).toEqual(fallback);
    expect(siteConfigSchema.parse({ ...minimal, [key]: other })[key]).toEqual(other);
  });

  it.each([
    ["checkout", { requiresSignIn: "yes" }],
    ["checkout", { requiresSignin: true }],
    ["finance", { creditCheck: 1 }],
    ["onlinePayment", { enabled: "true" }],
    ["onlinePayment", { enabled: true, provider: "stripe" }],
  ])("refuses %s %j", (key, value) => {
    expect(siteConfigSchema.safeParse({ ...minimal, [key]: value }).success).toBe(false);
  });
});
