import { describe, expect, it } from "vitest";
import { NT } from "./nt";
import { vehicle } from "../../../tests/fixtures/charge-vehicle-fixture";

describe("NT stamp duty — $3 for every $100 or part, every vehicle", () => {
  it.each([
    [100, 3],
    [30_000, 900],
    [30_050, 903],
    [150_000, 4500],
  ])("$%i → $%i", (value, duty) => expect(NT.duty(vehicle({ value })).amount).toBe(duty));
});

describe("NT registration — 12 months with MAC cover, by engine size", () => {
  it.each([
    ["4 cylinders, 1,998 cc", vehicle(), 831],
    ["4 cylinders, 3,000 cc (still the small table)", vehicle({ engineCc: 3000 }), 831],
    ["4 cylinders, 3,200 cc (large table)", vehicle({ engineCc: 3200 }), 951],
    ["6 cylinders, 2,500 cc", vehicle({ cylinders: 6, engineCc: 2500 }), 843],
    ["8 cylinders, 5,000 cc", vehicle({ cylinders: 8, engineCc: 5000 }), 1107],
  ])("%s → $%i", (_name, car, amount) => expect(NT.registration(car).amount).toBe(amount));
  it("has no figure for an electric car", () => expect(NT.registration(vehicle({ fuel: "electric", cylinders: null, engineCc: null })).amount).toBeNull());
});
