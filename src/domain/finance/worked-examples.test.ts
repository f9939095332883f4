import { describe, expect, it } from "vitest";
import { financeQuote, parseFinanceQuoteParams } from "./finance-quote-request";

/**
 * The ten worked examples of docs/api.md, through the same parsing the quote API uses. Each can be
 * checked in a spreadsheet: repayment = ROUND(PMT(rate/ppy, years*ppy, -(amount-deposit+fee), residual), 0)
 * (ROUNDUP for rounding=up); total = ppy × years × repayment + fee (spec 000 §9).
 */
describe("worked examples (spec 000 §9)", () => {
  it.each([
    ["amount=30000&termYears=5&interestRate=8.5", 142, 36_920], // PMT = 141.7283
    ["amount=32990&termYears=5&interestRate=10", 161, 41_860], // 161.3577
    ["amount=45000&deposit=5000&establishmentFee=1300&interestRate=6.29&termYears=5&frequency=fortnightly&residual=10000", 305, 40_950], // 305.0925
    ["amount=45000&deposit=5000&establishmentFee=1300&interestRate=9.45&termYears=6&rounding=up", 174, 55_588], // 173.5438
    ["amount=60000&deposit=6000&establishmentFee=1360.5&interestRate=8.95&termYears=7&frequency=monthly&residual=15000", 760, 65_200.5], // 760.2146
    ["amount=24990&deposit=2000&interestRate=9.99&termYears=4", 134, 27_872], // 134.1841
    ["amount=18500&establishmentFee=395&interestRate=12.5&termYears=3&frequency=monthly", 632, 23_147], // 632.1063
    ["amount=120000&deposit=20000&interestRate=7.99&termYears=5&frequency=fortnightly&residual=36000", 709, 92_170], // 708.5534
    ["amount=15000&interestRate=0&termYears=5&frequency=monthly", 250, 15_000], // 250 exactly
    ["amount=75990&deposit=7599&interestRate=5.99&termYears=5&residual=22797", 229, 59_540], // 229.2914
  ])("?%s → $%i, total $%f", (query, repayment, total) => {
    const parsed = parseFinanceQuoteParams(new URLSearchParams(query));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(financeQuote(parsed.params)).toMatchObject({ repayment, totalRepayments: total });
  });
});
