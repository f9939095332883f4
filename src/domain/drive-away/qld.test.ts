import { describe, expect, it } from "vitest";
import { QLD } from "./qld";
import { vehicle } from "../../../tests/fixtures/charge-vehicle-fixture";

describe("QLD stamp duty — qld.gov.au light vehicle rates per $100 or part; the higher rate applies to the whole value above $100,000", () => {
  it.each([
    ["4 cylinders, $30,000", vehicle(), 900],
    ["4 cylinders, $100,000", vehicle({ value: 100_000 }), 3000],
    ["4 cylinders, $100,001: 1,001 × $5", vehicle({ value: 100_001 }), 5005],
    ["6 cylinders, $45,050: 451 × $3.50", vehicle({ value: 45_050, cylinders: 6 }), 1579],
    ["8 cylinders, $100,001: 1,001 × $6", vehicle({ value: 100_001, cylinders: 8 }), 6006],
    ["hybrid, $40,000 at $2", vehicle({ value: 40_000, fuel: "hybrid", cylinders: 4 }), 800],
    ["electric, $120,000 at $4", vehicle({ value: 120_000, fuel: "electric", cylinders: null }), 4800],
  ])("%s → $%i", (_name, car, duty) => expect(QLD.duty(car).amount).toBe(duty));
  it("needs the cylinders of a petrol car", () => expect(QLD.duty(vehicle({ cylinders: null })).amount).toBeNull());
});

describe("QLD registration — fee by cylinders plus the $62.90 traffic improvement fee (2024–25 full rates)", () => {
  it.each([
    ["electric: $283.55 + $62.90", vehicle({ fuel: "electric", cylinders: null }), 346],
    ["4 cylinders: $360.60 + $62.90", vehicle(), 424],
    ["6 cylinders: $570.95 + $62.90", vehicle({ cylinders: 6 }), 634],
    ["8 cylinders: $799.60 + $62.90", vehicle({ cylinders: 8 }), 863],
  ])("%s → $%i", (_name, car, amount) => expect(QLD.registration(car).amount).toBe(amount));
  it("CTP class 1 and plates", () => {
    expect(QLD.ctp(vehicle()).amount).toBe(370);
    expect(QLD.ctp(vehicle({ passenger: false })).amount).toBeNull();
    expect(QLD.plates(vehicle()).amount).toBe(34);
  });
});
