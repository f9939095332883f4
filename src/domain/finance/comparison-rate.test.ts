import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { comparisonRate } from "./comparison-rate";

describe("comparisonRate — spec 000 §9 'Comparison rate base: 5 year secured loan of $30,000'", () => {
  // Expected values computed apart (Python, bisection on the same cash flows): $30,000 plus the
  // establishment fee amortised monthly over 60 months at the advertised rate, plus the monthly fee.
  it.each([
    [8.49, 0, 0, 8.49],
    [8.49, 395, 0, 9.05],
    [8.49, 0, 8, 9.04],
    [6.99, 395, 8, 8.1],
    [8.49, 395, 8, 9.6],
    [10.99, 395, 8, 12.09],
    [13.99, 395, 8, 15.09],
    [17.99, 395, 8, 19.09],
    // spec 000 §9 fees of one dealer variant: "establishment $395, vehicle security registration $6, monthly account administration $8"
    [6.29, 401, 8, 7.41],
  ])("%f%% with a $%f establishment fee and $%f a month → %f%%", (rate, establishmentFee, monthlyFee, expected) => {
    expect(comparisonRate(rate, { establishmentFee, monthlyFee })).toBe(expected);
  });

  const fees = fc.record({ establishmentFee: fc.integer({ min: 0, max: 2_000 }), monthlyFee: fc.integer({ min: 0, max: 20 }) });
  const rate = fc.integer({ min: 0, max: 2_500 }).map((n) => n / 100);

  it("is never below the advertised rate, and equals it without fees", () => {
    fc.assert(fc.property(rate, fees, (advertised, loanFees) => {
      expect(comparisonRate(advertised, loanFees)).toBeGreaterThanOrEqual(advertised - 0.005);
      expect(comparisonRate(advertised, { establishmentFee: 0, monthlyFee: 0 })).toBeCloseTo(advertised, 2);
    }));
  });

  it("rises with the fees", () => {
    fc.assert(fc.property(rate, fees, (advertised, loanFees) => {
      const more = { establishmentFee: loanFees.establishmentFee + 200, monthlyFee: loanFees.monthlyFee + 2 };
      expect(comparisonRate(advertised, more)).toBeGreaterThan(comparisonRate(advertised, loanFees));
    }));
  });
});
