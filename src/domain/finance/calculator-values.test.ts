import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculatorDefaults } from "./calculator-defaults";
import { calculatorInputs } from "./calculator-inputs";
import { calculatorValues, financeQuoteQuery, parseTypedDollars, parseTypedNumber } from "./calculator-values";
import { financeRepayment } from "./finance-repayment";
import { financeQuote, parseFinanceQuoteParams } from "./finance-quote-request";

const config = { defaultInterestRate: 10 };
const manual = { inputs: calculatorInputs("manual", { price: 0 }), defaults: calculatorDefaults("manual", { car: null, lender: null, config }) };
const nissan = { inputs: calculatorInputs("nissan_finance", { price: 0 }), defaults: calculatorDefaults("nissan_finance", { car: null, lender: null, config }) };
const powertorque = { inputs: calculatorInputs("powertorque", { price: 0 }), defaults: calculatorDefaults("powertorque", { car: null, lender: null, config }) };

describe("parseTypedDollars — '$' and commas as typed (spec 000 §5), whole dollars", () => {
  it.each<[string | number | null, number | null]>([
    ["$30,000", 30_000],
    ["30000", 30_000],
    [" 1,250.60 ", 1_251],
    ["", null],
    ["abc", null],
    ["-500", null],
    [null, null],
    [4_500, 4_500],
  ])("%j → %j", (typed, expected) => expect(parseTypedDollars(typed)).toBe(expected));
});

describe("parseTypedNumber — rates and terms", () => {
  it.each<[string, number | null]>([["8.5", 8.5], ["8.99%", 8.99], ["5 years", 5], ["1 yr", 1], ["", null], ["eight", null], [".5", 0.5]])("%j → %j", (typed, expected) =>
    expect(parseTypedNumber(typed)).toBe(expected),
  );
});

describe("calculatorValues — the loan the calculator quotes", () => {
  it("takes nothing typed as the defaults (spec 000 §9: 30,000, 5 years, site rate, weekly)", () => {
    expect(calculatorValues({}, manual.inputs, manual.defaults)).toEqual(manual.defaults);
    expect(manual.defaults).toMatchObject({ amount: 30_000, termYears: 5, annualInterestRate: 10, frequency: "weekly", deposit: 0, residual: 0 });
  });

  it("reads typed money and clamps to the inputs (amount 1,000–100,000 for the manual provider)", () => {
    expect(calculatorValues({ amount: "$45,000", deposit: "5,000", frequency: "fortnightly" }, manual.inputs, manual.defaults)).toMatchObject({
      amount: 45_000, deposit: 5_000, frequency: "fortnightly",
    });
    expect(calculatorValues({ amount: "500" }, manual.inputs, manual.defaults).amount).toBe(1_000);
    expect(calculatorValues({ amount: "2,000,000" }, manual.inputs, manual.defaults).amount).toBe(100_000);
    expect(calculatorValues({ interestRate: "99" }, manual.inputs, manual.defaults).annualInterestRate).toBe(15);
    expect(calculatorValues({ termYears: "12" }, manual.inputs, manual.defaults).termYears).toBe(7);
    expect(calculatorValues({ termYears: "3.7" }, manual.inputs, manual.defaults).termYears).toBe(3.5);
  });

  it("keeps the deposit within the amount and the residual within the amount financed (the quote API's bounds)", () => {
    const values = calculatorValues({ amount: "20000", deposit: "50000", residual: "90000" }, manual.inputs, manual.defaults);
    expect(values).toMatchObject({ amount: 20_000, deposit: 20_000, residual: 0 });
    expect(calculatorValues({ amount: "20000", deposit: "5000", residual: "90000" }, manual.inputs, manual.defaults).residual).toBe(15_000);
  });

  it("ignores a typed rate where the provider hides or disables it", () => {
    expect(calculatorValues({ interestRate: "3" }, nissan.inputs, nissan.defaults).annualInterestRate).toBe(nissan.defaults.annualInterestRate);
    expect(calculatorValues({ interestRate: "3" }, powertorque.inputs, powertorque.defaults).annualInterestRate).toBe(powertorque.defaults.annualInterestRate);
  });

  it("snaps a term to the provider's custom year increments", () => {
    expect(calculatorValues({ termYears: "3.4" }, nissan.inputs, nissan.defaults).termYears).toBe(3);
    expect(calculatorValues({ termYears: "9" }, nissan.inputs, nissan.defaults).termYears).toBe(5);
  });

  it("falls back to the default frequency for an unknown one", () => {
    expect(calculatorValues({ frequency: "yearly" }, manual.inputs, manual.defaults).frequency).toBe("weekly");
  });

  it("always gives a loan the quote API accepts, with the same repayment (property)", () => {
    const typed = fc.oneof(fc.string(), fc.integer({ min: -1_000, max: 400_000 }).map(String));
    fc.assert(
      fc.property(typed, typed, typed, fc.double({ min: 0, max: 40, noNaN: true }).map(String), fc.integer({ min: 0, max: 10 }).map(String), fc.constantFrom("weekly", "fortnightly", "monthly"), (amount, deposit, residual, interestRate, termYears, frequency) => {
        for (const profile of [manual, powertorque, nissan]) {
          const input = calculatorValues({ amount, deposit, residual, interestRate, termYears, frequency }, profile.inputs, profile.defaults);
          const parsed = parseFinanceQuoteParams(financeQuoteQuery(input));
          expect(parsed.ok).toBe(true);
          if (parsed.ok) expect(financeQuote(parsed.params)).toEqual(financeRepayment(input));
        }
      }),
    );
  });
});
