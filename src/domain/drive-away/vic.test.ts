import { describe, expect, it } from "vitest";
import { VIC } from "./vic";
import { vehicle } from "../../../tests/fixtures/charge-vehicle-fixture";

describe("VIC stamp duty — SRO Victoria: per $200 or part of the whole value; $8.40 to $80,567, $10.40 to $100,000, $14 to $150,000, $18 above", () => {
  it.each([
    [30_100, 1268], // 151 × $8.40 = $1,268.40
    [80_567, 3385], // 403 × $8.40
    [80_568, 4191], // 403 × $10.40: the luxury rate applies to the whole value
    [100_000, 5200],
    [100_001, 7014], // 501 × $14
    [150_001, 13518], // 751 × $18
  ])("passenger car $%i → $%i", (value, duty) => expect(VIC.duty(vehicle({ value })).amount).toBe(duty));
  it.each([
    ["an electric (green) car at $120,000 pays $8.40 per $200", vehicle({ value: 120_000, fuel: "electric" }), 5040],
    ["a new ute pays $5.40 per $200", vehicle({ value: 50_000, passenger: false }), 1350],
    ["a ute registered before pays $8.40 per $200", vehicle({ value: 50_000, passenger: false, previouslyRegistered: true }), 2100],
  ])("%s", (_name, car, duty) => expect(VIC.duty(car).amount).toBe(duty));
});

describe("VIC registration — not in our tables, said so", () => {
  it.each([[vehicle()], [vehicle({ fuel: "electric" })], [vehicle({ passenger: false })]])("%#: not available, the TAC charge included in it", (car) => {
    expect(VIC.registration(car).amount).toBeNull();
    expect(VIC.ctp(car)).toMatchObject({ included: true });
  });
});
