import { describe, expect, it } from "vitest";
import { creditCheckPath, financeVariantRedirect } from "./credit-check-application";

describe("creditCheckPath — the gated application keeps the car or budget through sign-in", () => {
  it.each<[Parameters<typeof creditCheckPath>[0], string]>([
    [{ carId: null, vehiclePriceBudget: undefined }, "/finance/credit-check"],
    [{ carId: 42, vehiclePriceBudget: undefined }, "/finance/credit-check?car_id=42"],
    [{ carId: null, vehiclePriceBudget: 30000 }, "/finance/credit-check?vehiclePriceBudget=30000"],
    [{ carId: 42, vehiclePriceBudget: 30000 }, "/finance/credit-check?car_id=42&vehiclePriceBudget=30000"],
  ])("%j → %s", (query, path) => {
    expect(creditCheckPath(query)).toBe(path);
  });
});

describe("financeVariantRedirect — spec 001 §2 '/finance (credit-check application variant)'; the plain /finance stays open", () => {
  const none = { carId: null, vehiclePriceBudget: undefined };
  it.each<[string, string | string[] | undefined, boolean, string | null]>([
    ["the variant on a site that offers it", "credit-check", true, "/finance/credit-check"],
    ["the first of repeated values", ["credit-check", "x"], true, "/finance/credit-check"],
    ["a site without the application: the plain page", "credit-check", false, null],
    ["no variant: the plain page", undefined, true, null],
    ["an unknown variant: the plain page", "personalised", true, null],
  ])("%s", (_label, variant, creditCheck, expected) => {
    expect(financeVariantRedirect(variant, creditCheck, none)).toBe(expected);
  });

  it("carries the car", () => {
    expect(financeVariantRedirect("credit-check", true, { carId: 7, vehiclePriceBudget: undefined })).toBe("/finance/credit-check?car_id=7");
  });
});
