import { describe, expect, it } from "vitest";
import { financeQuote, parseFinanceQuoteParams } from "./finance-quote-request";

const parse = (query: string) => parseFinanceQuoteParams(new URLSearchParams(query));

describe("parseFinanceQuoteParams — GET /api/finance/quote", () => {
  it("reads every parameter", () => {
    expect(parse("amount=45000&deposit=5000&residual=10000&termYears=5&interestRate=6.29&frequency=fortnightly&establishmentFee=1300")).toEqual({
      ok: true,
      params: { amount: 45_000, deposit: 5_000, residual: 10_000, termYears: 5, interestRate: 6.29, frequency: "fortnightly", establishmentFee: 1_300, rounding: "nearest" },
    });
  });

  it("defaults: no deposit, no residual, weekly (spec 000 §9 'Weekly 52 (default)'), no fee, nearest dollar", () => {
    expect(parse("amount=30000&termYears=5&interestRate=8.5")).toEqual({
      ok: true,
      params: { amount: 30_000, deposit: 0, residual: 0, termYears: 5, interestRate: 8.5, frequency: "weekly", establishmentFee: 0, rounding: "nearest" },
    });
  });

  it.each([
    ["termYears=5&interestRate=8.5", "amount", "is required"],
    ["amount=&termYears=5&interestRate=8.5", "amount", "is required"],
    ["amount=abc&termYears=5&interestRate=8.5", "amount", "must be a whole number of dollars"],
    ["amount=30000.50&termYears=5&interestRate=8.5", "amount", "must be a whole number of dollars"],
    ["amount=0&termYears=5&interestRate=8.5", "amount", "must be at least 1"],
    ["amount=-5&termYears=5&interestRate=8.5", "amount", "must be a whole number of dollars"],
    ["amount=30000&amount=40000&termYears=5&interestRate=8.5", "amount", "must be given once"],
    ["amount=30000&termYears=5.25&interestRate=8.5", "termYears", "must be whole or half years"],
    ["amount=30000&termYears=11&interestRate=8.5", "termYears", "must be at most 10"],
    ["amount=30000&termYears=0.5&interestRate=8.5", "termYears", "must be at least 1"],
    ["amount=30000&termYears=5", "interestRate", "is required"],
    ["amount=30000&termYears=5&interestRate=31", "interestRate", "must be at most 30"],
    ["amount=30000&termYears=5&interestRate=8.5&frequency=yearly", "frequency", "must be one of weekly, fortnightly, monthly"],
    ["amount=30000&termYears=5&interestRate=8.5&establishmentFee=1360.555", "establishmentFee", "must be dollars with at most 2 decimals"],
    ["amount=30000&deposit=30001&termYears=5&interestRate=8.5", "deposit", "must not be more than the amount"],
    ["amount=30000&residual=30001&termYears=5&interestRate=8.5", "residual", "must not be more than the amount financed"],
    ["amount=30000&termYears=5&interestRate=8.5&rounding=down", "rounding", "must be nearest or up"],
  ])("?%s → 400 naming %s (%s)", (query, parameter, message) => {
    expect(parse(query)).toEqual({ ok: false, error: { parameter, message } });
  });

  it("accepts 1360.5 (spec 000 §9) and zero rates", () => {
    expect(parse("amount=60000&termYears=7&interestRate=0&establishmentFee=1360.5")).toMatchObject({ ok: true, params: { establishmentFee: 1360.5, interestRate: 0 } });
  });
});

describe("financeQuote", () => {
  it("=PMT(6.29%/26, 130, -41300, 10000) → $305 a fortnight, total 26 × 5 × 305 + 1300", () => {
    const parsed = parse("amount=45000&deposit=5000&residual=10000&termYears=5&interestRate=6.29&frequency=fortnightly&establishmentFee=1300");
    if (!parsed.ok) throw new Error("should parse");
    expect(financeQuote(parsed.params)).toEqual({ repayment: 305, frequency: "fortnightly", periods: 130, principal: 41_300, totalRepayments: 40_950 });
  });
});
