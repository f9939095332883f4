import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exactRepayment, financePrincipal, financeRepayment, monthlyEstimateFromWeekly, repaymentDisplay, type RepaymentInput } from "./finance-repayment";
import { REPAYMENT_FREQUENCIES, type RepaymentFrequency } from "./repayment-frequency";

const base: RepaymentInput = { amount: 30000, deposit: 0, establishmentFee: 0, annualInterestRate: 8.5, termYears: 5, frequency: "weekly", residual: 0, rounding: "nearest" };

describe("financeRepayment — spec 000 §9", () => {
  // Each row can be checked with a spreadsheet: =PMT(rate/100/ppy, years*ppy, -(amount-deposit+fee), residual).
  it.each<[number, number, number, number, number, RepaymentFrequency, number, number, number, number]>([
    // amount, deposit, fee, rate %, years, frequency, residual, nearest, up, total (nearest)
    [30000, 0, 0, 8.5, 5, "weekly", 0, 142, 142, 36920],
    [30000, 0, 0, 8.5, 5, "monthly", 0, 615, 616, 36900],
    [45000, 5000, 1300, 6.29, 5, "weekly", 0, 185, 186, 49400],
    [45000, 5000, 1300, 6.29, 5, "fortnightly", 10000, 305, 306, 40950],
    [20000, 0, 0, 0, 4, "weekly", 0, 96, 97, 19968],
    [60000, 0, 1360.5, 9.95, 7, "monthly", 15000, 893, 893, 76372.5],
    [1000, 0, 0, 15, 1, "weekly", 0, 21, 21, 1092],
    [250000, 20000, 0, 4, 5, "monthly", 75000, 3105, 3105, 186300],
    [15990, 2000, 395, 12.5, 3, "fortnightly", 0, 222, 222, 17711],
    [32500, 3250, 0, 10, 5, "weekly", 9750, 114, 115, 29640],
  ])("$%d − $%d deposit + $%d fee at %d%% over %d years, %s, residual $%d → $%d (up: $%d), total $%d", (amount, deposit, establishmentFee, annualInterestRate, termYears, frequency, residual, nearest, up, total) => {
    const input = { amount, deposit, establishmentFee, annualInterestRate, termYears, frequency, residual };
    const quote = financeRepayment({ ...input, rounding: "nearest" });
    expect(quote.repayment).toBe(nearest);
    expect(quote.totalRepayments).toBeCloseTo(total, 6);
    expect(quote.periods).toBe(termYears * REPAYMENT_FREQUENCIES[frequency].periodsPerYear);
    expect(quote.principal).toBeCloseTo(amount - deposit + establishmentFee, 6);
    expect(financeRepayment({ ...input, rounding: "up" }).repayment).toBe(up);
  });

  it("'principal = amount minus lender deposit plus establishment fees'", () => {
    expect(financePrincipal({ amount: 45000, deposit: 5000, establishmentFee: 1300 })).toBe(41300);
  });

  it("'Total repayments = periods per year × term × repayment + establishment fee'", () => {
    const quote = financeRepayment({ ...base, establishmentFee: 1300 });
    expect(quote.totalRepayments).toBe(52 * 5 * quote.repayment + 1300);
  });
});

describe("repaymentDisplay — spec 000 §5 'Repayment of 25 or less shows 'Enquire for Finance' and a blank total'", () => {
  it.each([
    [25, { kind: "enquire", text: "Enquire for Finance" }],
    [0, { kind: "enquire", text: "Enquire for Finance" }],
    [26, { kind: "amount", repayment: 26, totalRepayments: 6760 }],
  ])("repayment $%d", (repayment, expected) => {
    expect(repaymentDisplay({ repayment, totalRepayments: repayment * 260 })).toEqual(expected);
  });
});

describe("monthlyEstimateFromWeekly — spec 001 §9 'Monthly repayment estimate = weekly repayment times 4.33'", () => {
  it.each([
    [100, 433],
    [142, 615],
    [0, 0],
  ])("$%d a week → $%d a month", (weekly, monthly) => expect(monthlyEstimateFromWeekly(weekly)).toBe(monthly));
});

describe("repayment properties", () => {
  const loan = fc.record({
    amount: fc.integer({ min: 1000, max: 250000 }),
    deposit: fc.integer({ min: 0, max: 500 }),
    establishmentFee: fc.constantFrom(0, 395, 1300, 1360.5),
    annualInterestRate: fc.integer({ min: 1, max: 400 }).map((n) => n / 20),
    termYears: fc.integer({ min: 2, max: 14 }).map((n) => n / 2),
    frequency: fc.constantFrom<RepaymentFrequency>("weekly", "fortnightly", "monthly"),
    residual: fc.constant(0),
  });

  it("is never negative", () => {
    fc.assert(fc.property(loan, fc.integer({ min: 0, max: 250000 }), (input, residual) => {
      expect(financeRepayment({ ...input, residual, rounding: "nearest" }).repayment).toBeGreaterThanOrEqual(0);
    }));
  });

  it("decreases as the term grows, at a positive rate", () => {
    fc.assert(fc.property(loan, (input) => {
      expect(exactRepayment({ ...input, termYears: input.termYears + 0.5 })).toBeLessThan(exactRepayment(input));
    }));
  });

  it("increases with the amount and with the rate", () => {
    fc.assert(fc.property(loan, (input) => {
      expect(exactRepayment({ ...input, amount: input.amount + 500 })).toBeGreaterThan(exactRepayment(input));
      expect(exactRepayment({ ...input, annualInterestRate: input.annualInterestRate + 0.5 })).toBeGreaterThan(exactRepayment(input));
    }));
  });

  it("a zero-residual loan's repayments discount back to the principal within a cent (before rounding)", () => {
    fc.assert(fc.property(loan, (input) => {
      const { periodsPerYear } = REPAYMENT_FREQUENCIES[input.frequency];
      const rate = input.annualInterestRate / 100 / periodsPerYear;
      const periods = input.termYears * periodsPerYear;
      const payment = exactRepayment(input);
      let presentValue = 0;
      for (let k = 1; k <= periods; k++) presentValue += payment / (1 + rate) ** k;
      expect(Math.abs(presentValue - financePrincipal(input))).toBeLessThan(0.01);
    }));
  });
});
