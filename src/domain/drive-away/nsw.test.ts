import { describe, expect, it } from "vitest";
import { NSW } from "./nsw";
import { vehicle } from "../../../tests/fixtures/charge-vehicle-fixture";

describe("NSW stamp duty — Revenue NSW: '$3 for every $100' up to $44,999; '$1,350, plus $5 for every $100' from $45,000 (passenger vehicles)", () => {
  it.each([
    [30_050, true, 903], // 301 parts of $100
    [44_999, true, 1350],
    [45_000, true, 1350],
    [45_001, true, 1355], // one part of $100 over at $5
    [50_000, true, 1600], // the source's own example
    [60_000, false, 1800], // a ute: $3 per $100 at any value
  ])("$%i (passenger %s) → $%i", (value, passenger, duty) => expect(NSW.duty(vehicle({ value, passenger })).amount).toBe(duty));
});

describe("NSW registration — Transport for NSW: $79 registration fee plus private vehicle tax by tare weight", () => {
  it.each([
    [975, 345],
    [976, 387],
    [1504, 453],
    [1505, 649],
    [null, 453], // tare unknown: the representative 1,155–1,504 kg band
  ])("tare %s kg → $%i", (tareKg, amount) => expect(NSW.registration(vehicle({ tareKg })).amount).toBe(amount));
  it("says the band is representative when the tare is unknown", () => expect(NSW.registration(vehicle()).note).toContain("representative"));
  it("has no figure beyond its table", () => expect(NSW.registration(vehicle({ tareKg: 4000 })).amount).toBeNull());
  it("leaves the insurer-priced green slip and the plate fee as not available", () => {
    expect(NSW.ctp(vehicle()).amount).toBeNull();
    expect(NSW.plates(vehicle()).amount).toBeNull();
  });
});
