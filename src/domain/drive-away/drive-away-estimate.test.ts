import { describe, expect, it } from "vitest";
import { driveAwayBasis, driveAwayEstimate, fuelKind, type DriveAwayCar } from "./drive-away-estimate";

const car = (overrides: Partial<DriveAwayCar> = {}): DriveAwayCar => ({
  price: 50_000, carType: "new", priceType: null, itemType: "car", body: "SUV", fuel: "Petrol", cylinders: 4, engineCc: 1998, tareKg: null, regoExpiry: null, ...overrides,
});
const TODAY = "2026-11-25";

describe("driveAwayBasis — issue 18: new and demo cars, and used cars whose price excludes charges", () => {
  it.each([
    [{ carType: "new", priceType: null }, "excludes-charges"],
    [{ carType: "new", priceType: "Excl. Government Charges" }, "excludes-charges"],
    [{ carType: "demo", priceType: "Drive Away" }, "drive-away"], // shown as included, never added twice
    [{ carType: "used", priceType: "Excl. Government Charges" }, "excludes-charges"],
    [{ carType: "used", priceType: "Drive Away" }, null],
    [{ carType: "used", priceType: null }, null], // unknown: no estimate rather than a guess
    [{ carType: "new", price: 0 }, null], // 'Enquire for price.'
    [{ carType: "new", itemType: "caravan" }, null],
  ] as const)("%o → %s", (overrides, basis) => expect(driveAwayBasis(car(overrides))).toBe(basis));
});

describe("fuelKind", () => {
  it.each([["Electric", "electric"], ["Plug-in Hybrid", "hybrid"], ["Hybrid", "hybrid"], ["Diesel", "combustion"], [null, "combustion"]] as const)("%s → %s", (fuel, kind) =>
    expect(fuelKind(fuel)).toBe(kind));
});

describe("driveAwayEstimate", () => {
  it("adds NSW duty and registration to the price, leaves out what is not available and says the total is incomplete", () => {
    const estimate = driveAwayEstimate({ car: car(), basis: "excludes-charges", postcode: "2000", state: "NSW", delivery: { kind: "pick-up" }, today: TODAY });
    expect(estimate.charges.map((line) => [line.kind, line.amount])).toEqual([["duty", 1600], ["registration", 453], ["ctp", null], ["plates", null]]);
    expect(estimate).toMatchObject({ total: 52_053, complete: false, delivery: null, state: "NSW" });
  });

  it("a drive-away price includes every government charge and adds only delivery", () => {
    const estimate = driveAwayEstimate({ car: car({ carType: "demo", priceType: "Drive Away" }), basis: "drive-away", postcode: "3000", state: "VIC", delivery: { kind: "estimate", estimate: { price: 990, name: "Interstate" } }, today: TODAY });
    expect(estimate.charges.every((line) => line.included && line.amount === 0)).toBe(true);
    expect(estimate).toMatchObject({ total: 50_990, complete: true, delivery: { amount: 990 } });
  });

  it("a used car registered until after today keeps its registration: only duty is added", () => {
    const estimate = driveAwayEstimate({ car: car({ carType: "used", priceType: "Excl. Government Charges", regoExpiry: "2027-03-01" }), basis: "excludes-charges", postcode: "4000", state: "QLD", delivery: { kind: "pick-up" }, today: TODAY });
    expect(estimate.charges.map((line) => [line.kind, line.amount, line.included])).toEqual([["duty", 1500, false], ["registration", 0, true], ["ctp", 0, true], ["plates", 0, true]]);
    expect(estimate.total).toBe(51_500);
  });

  it("a lapsed registration is charged in full", () => {
    const estimate = driveAwayEstimate({ car: car({ carType: "used", priceType: "Excl. Government Charges", regoExpiry: "2026-01-01" }), basis: "excludes-charges", postcode: "4000", state: "QLD", delivery: { kind: "pick-up" }, today: TODAY });
    expect(estimate.total).toBe(50_000 + 1500 + 424 + 370 + 34);
    expect(estimate.complete).toBe(true);
  });

  it("a postcode no delivery band reaches gets a delivery line without an amount", () => {
    const estimate = driveAwayEstimate({ car: car(), basis: "excludes-charges", postcode: "6000", state: "WA", delivery: { kind: "none" }, today: TODAY });
    expect(estimate.delivery).toMatchObject({ amount: null });
    expect(estimate.complete).toBe(false);
  });
});
