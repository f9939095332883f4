import { describe, expect, it } from "vitest";
import { WA, waRateBasisPoints } from "./wa";
import { vehicle } from "../../../tests/fixtures/charge-vehicle-fixture";

describe("WA vehicle licence duty — Duties Act 2008 s 236: 2.75% to $25,000, R% = 2.75 + (value − 25,000)/6,666.66 (2 dp) to $50,000, 6.5% above", () => {
  it.each([
    [25_000, 275, 688], // $687.50
    [25_001, 275, 688],
    [30_000, 350, 1050],
    [37_500, 463, 1736], // R = 4.63: $1,736.25
    [50_000, 650, 3250],
    [50_001, 650, 3250], // $3,250.065 rounded down to 5 cents
  ])("$%i → %i basis points → $%i", (value, rate, duty) => {
    expect(waRateBasisPoints(value)).toBe(rate);
    expect(WA.duty(vehicle({ value })).amount).toBe(duty);
  });
});

describe("WA registration, CTP and plates — not in our tables, said so", () => {
  it.each([["registration"], ["ctp"], ["plates"]] as const)("%s", (line) => expect(WA[line](vehicle()).amount).toBeNull());
});
