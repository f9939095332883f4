import { describe, expect, it } from "vitest";
import { calculatorDefaults } from "./calculator-defaults";
import { financeRepayment } from "./finance-repayment";

const config = { defaultInterestRate: 10 };

describe("calculatorDefaults — spec 000 §9 'Defaults'", () => {
  it("a car with no lender entry: its price, 5 years, the site's rate, no deposit, residual 0, weekly", () => {
    expect(calculatorDefaults("manual", { car: { price: 32_990 }, lender: null, config })).toEqual({
      amount: 32_990, deposit: 0, residual: 0, establishmentFee: 0, annualInterestRate: 10, termYears: 5, frequency: "weekly", rounding: "nearest",
    });
  });

  it("'amount = highest of default value or 30000' without a car", () => {
    expect(calculatorDefaults("manual", { car: null, lender: null, config }).amount).toBe(30_000);
    expect(calculatorDefaults("manual", { car: null, lender: null, config, requestedAmount: 20_000 }).amount).toBe(30_000);
    expect(calculatorDefaults("manual", { car: null, lender: null, config, requestedAmount: 45_000 }).amount).toBe(45_000);
  });

  it("'term 5 or 6 years (or lender termYears)', 'interest from config or lender', 'deposit from lender or 0'", () => {
    const lender = { termYears: 4, interestRate: 7.99, deposit: 3_000, establishmentFees: 395 };
    expect(calculatorDefaults("angle", { car: { price: 30_000 }, lender, config })).toMatchObject({
      termYears: 4, annualInterestRate: 7.99, deposit: 3_000, establishmentFee: 395,
    });
    expect(calculatorDefaults("taurus", { car: { price: 30_000 }, lender: null, config }).termYears).toBe(6);
  });

  it.each([
    // "default 1300 for one provider, 1360.5 for one lender type, else 0 unless the car supplies one"
    ["taurus", null, 1_300],
    ["powertorque", null, 1_360.5],
    ["manual", null, 0],
    ["angle", 395, 395],
    ["taurus", 990, 990],
  ] as const)("%s with the car's fee %s → establishment fee %f", (provider, fee, expected) => {
    const lender = fee === null ? null : { establishmentFees: fee };
    expect(calculatorDefaults(provider, { car: { price: 30_000 }, lender, config }).establishmentFee).toBe(expected);
  });

  it("brings every value within its input: a 3,000 car under Taurus (min 5,000), a 20% rate, an 8-year lender term", () => {
    const defaults = calculatorDefaults("taurus", { car: { price: 3_000 }, lender: { interestRate: 20, termYears: 8 }, config });
    expect(defaults).toMatchObject({ amount: 5_000, annualInterestRate: 14.5, termYears: 7, rounding: "up" });
  });

  it("Nissan Finance snaps the lender's term to the nearest year increment", () => {
    expect(calculatorDefaults("nissan_finance", { car: { price: 40_000 }, lender: { termYears: 3.5 }, config }).termYears).toBe(3);
  });

  it("the defaults feed the repayment maths: $32,990 at 10% over 5 years weekly = $161", () => {
    // =PMT(10%/52, 260, -32990) = 161.35
    expect(financeRepayment(calculatorDefaults("manual", { car: { price: 32_990 }, lender: null, config })).repayment).toBe(161);
  });
});
