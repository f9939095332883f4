import { describe, expect, it } from "vitest";
import { SA } from "./sa";
import { vehicle } from "../../../tests/fixtures/charge-vehicle-fixture";

describe("SA stamp duty — RevenueSA: $1/$2/$3 per $100 or part in the first $3,000, then $4 (non-commercial) or $3 (commercial)", () => {
  it.each([
    ["$400: at least $5", vehicle({ value: 400 }), 5],
    ["$900", vehicle({ value: 900 }), 9],
    ["$1,500: $10 + 5 × $2", vehicle({ value: 1_500 }), 20],
    ["$3,000: $30 + 10 × $3", vehicle({ value: 3_000 }), 60],
    ["$30,000 non-commercial: $60 + 270 × $4", vehicle(), 1140],
    ["$30,050 non-commercial: 271 parts", vehicle({ value: 30_050 }), 1144],
    ["$30,000 commercial: $60 + 270 × $3", vehicle({ passenger: false }), 870],
  ])("%s → $%i", (_name, car, duty) => expect(SA.duty(car).amount).toBe(duty));
});

describe("SA registration, CTP and plates — not in our tables, said so", () => {
  it.each([["registration"], ["ctp"], ["plates"]] as const)("%s", (line) => expect(SA[line](vehicle()).amount).toBeNull());
});
