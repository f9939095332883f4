import { describe, expect, it } from "vitest";
import { TAS } from "./tas";
import { vehicle } from "../../../tests/fixtures/charge-vehicle-fixture";

describe("TAS stamp duty — Transport Tasmania duty rates, with its own worked examples", () => {
  it.each([
    ["$500: flat $20", vehicle({ value: 500 }), 20],
    ["$27,750 → $27,800 × 3% (source example)", vehicle({ value: 27_750 }), 834],
    ["$35,000", vehicle({ value: 35_000 }), 1050],
    ["$38,750: $1,050 + $418 (source example)", vehicle({ value: 38_750 }), 1468],
    ["$40,000: $1,050 + 50 × $11", vehicle({ value: 40_000 }), 1600],
    ["$40,001: 401 × $4 of the whole value", vehicle({ value: 40_001 }), 1604],
    ["$65,750 → $2,632 (source example)", vehicle({ value: 65_750 }), 2632],
    ["$65,750 goods vehicle at $3", vehicle({ value: 65_750, passenger: false }), 1974],
  ])("%s → $%i", (_name, car, duty) => expect(TAS.duty(car).amount).toBe(duty));
});

describe("TAS registration — establishment fee by cylinders (1 December 2023), MAIB and plates included", () => {
  it.each([
    ["3 cylinders", vehicle({ cylinders: 3 }), 601],
    ["4 cylinders", vehicle(), 624],
    ["electric (as 4 cylinders)", vehicle({ fuel: "electric", cylinders: null }), 624],
    ["6 cylinders", vehicle({ cylinders: 6 }), 664],
    ["8 cylinders", vehicle({ cylinders: 8 }), 738],
  ])("%s → $%i", (_name, car, amount) => expect(TAS.registration(car).amount).toBe(amount));
  it("includes CTP and plates", () => expect([TAS.ctp(vehicle()).included, TAS.plates(vehicle()).included]).toEqual([true, true]));
});
