import { describe, expect, it } from "vitest";
import { budgetCarType, budgetValues } from "./budget-query";

const BODIES = ["SUV", "Ute", "Hatch"];

describe("budgetValues — the budget panel's fields (spec 001 §5, §9)", () => {
  it("opens on the defaults: $600 a month, $2,000 deposit → $38,000", () => {
    expect(budgetValues({}, BODIES)).toEqual({ body: null, frequency: "monthly", repayment: 600, deposit: 2000, estimate: 38_000, capped: false });
  });

  it("defaults the weekly repayment to 200 (200 × 52 × 5 + 2,000 = 54,000)", () => {
    expect(budgetValues({ frequency: "weekly" }, BODIES)).toMatchObject({ repayment: 200, estimate: 54_000 });
  });

  it("clamps typed values 0–1,000,000; non-numeric becomes 0", () => {
    expect(budgetValues({ repayment: "abc", deposit: "$5,000" }, BODIES)).toMatchObject({ repayment: 0, deposit: 5_000, estimate: 5_000 });
    expect(budgetValues({ repayment: "2000000", deposit: "-4" }, BODIES)).toMatchObject({ repayment: 1_000_000, deposit: 0 });
    expect(budgetValues({ repayment: "" }, BODIES).repayment).toBe(0);
  });

  it("keeps only a body the site has, and a known frequency", () => {
    expect(budgetValues({ body: "SUV", frequency: "fortnightly" }, BODIES)).toMatchObject({ body: "SUV", frequency: "monthly" });
    expect(budgetValues({ body: "Tank" }, BODIES).body).toBeNull();
  });
});

describe("budgetCarType — nouns that take the spec's 's'", () => {
  it.each<[string | null, string]>([[null, "Vehicle"], ["SUV", "SUV"], ["Ute", "Ute"], ["Hatch", "Hatchback"], ["People Mover", "People Mover"], ["Cab Chassis", "Cab Chassis Ute"]])(
    "%j → %s",
    (body, noun) => expect(budgetCarType(body)).toBe(noun),
  );
});
