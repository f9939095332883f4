import { describe, expect, it } from "vitest";
import { amountHelpText, calculatorInputs, calculatorPrice, clampToInput, isOutOfRange, termPosition, termYearsAt } from "./calculator-inputs";
import type { FinanceProvider } from "./lender-entry";

describe("calculatorInputs — spec 000 §5 'Calculator inputs'", () => {
  it.each<[FinanceProvider, number, number, number, number, number, string]>([
    // provider, price, amount min, amount max, interest min, interest max, visibility
    ["manual", 30_000, 1_000, 100_000, 0.5, 15, "shown"],
    ["manual", 100_000, 1_000, 100_000, 0.5, 15, "shown"],
    // "1.05 × price if price above 100000": 1.05 × 120,000 = 126,000
    ["manual", 120_000, 1_000, 126_000, 0.5, 15, "shown"],
    // 1.05 × 149,990 = 157,489.5, down to the 500 grid
    ["manual", 149_990, 1_000, 157_000, 0.5, 15, "shown"],
    ["taurus", 30_000, 5_000, 250_000, 7.5, 14.5, "shown"],
    ["360_finance", 30_000, 1_000, 100_000, 9.95, 19.95, "shown"],
    ["ausloans", 30_000, 1_000, 250_000, 4, 20, "shown"],
    ["angle", 30_000, 1_000, 250_000, 1, 15, "shown"],
    ["powertorque", 30_000, 1_000, 250_000, 0.5, 15, "disabled"],
    ["nissan_finance", 30_000, 1_000, 100_000, 5.99, 15.99, "hidden"],
  ])("%s at $%i: amount %i–%i step 500, interest %f–%f step 0.5, %s", (provider, price, amountMin, amountMax, interestMin, interestMax, visibility) => {
    const inputs = calculatorInputs(provider, { price });
    expect(inputs.amount).toMatchObject({ min: amountMin, max: amountMax, step: 500 });
    expect(inputs.interest).toEqual({ min: interestMin, max: interestMax, step: 0.5, visibility });
    expect(inputs.deposit).toEqual({ min: 0, max: 250_000, step: 500 });
    expect(inputs.residual).toEqual({ min: 0, max: 250_000, step: 500 });
  });

  it.each<[FinanceProvider, unknown]>([
    ["manual", { kind: "range", min: 1, max: 7, step: 0.5 }], // "Term 1 to 7 years … step 0.5"
    ["360_finance", { kind: "range", min: 1, max: 5, step: 0.5 }], // "(5 in one configuration)"
    ["nissan_finance", { kind: "increments", years: [1, 2, 3, 4, 5] }], // "or an index into custom year increments"
  ])("%s term %j", (provider, term) => expect(calculatorInputs(provider, { price: 30_000 }).term).toEqual(term));

  it("help text: 'Cannot be less than {min} or more than 250,000'", () => {
    expect(calculatorInputs("taurus", { price: 30_000 }).amount.helpText).toBe("Cannot be less than 5,000 or more than 250,000");
    expect(calculatorInputs("angle", { price: 30_000 }).amount.helpText).toBe("Cannot be less than 1,000 or more than 250,000");
    expect(amountHelpText(1_000, 100_000)).toBe("Cannot be less than 1,000 or more than 100,000");
  });

  it.each([[-5, 0], [0, 0], [0.5, 0.5], [25_990, 25_990]])("'price at or below zero becomes 0': %f → %f", (price, expected) => {
    expect(calculatorPrice(price)).toBe(expected);
  });
});

describe("clamping and terms", () => {
  const amount = { min: 1_000, max: 100_000 };
  it.each([[500, 1_000], [1_000, 1_000], [45_250, 45_250], [100_001, 100_000], [Number.NaN, 1_000], [Infinity, 100_000]])("clamp %f → %f", (value, expected) => {
    expect(clampToInput(value, amount)).toBe(expected);
  });
  it.each([[999, true], [1_000, false], [100_000, false], [100_500, true], [Number.NaN, true]])("%f out of range → %s", (value, expected) => {
    expect(isOutOfRange(value, amount)).toBe(expected);
  });

  const increments = { kind: "increments", years: [1, 2, 3, 4, 5] } as const;
  const range = { kind: "range", min: 1, max: 7, step: 0.5 } as const;
  it.each([[0, 1], [2, 3], [4, 5], [9, 5], [-1, 1]])("increment index %i → %i years", (index, years) => expect(termYearsAt(increments, index)).toBe(years));
  it.each([[4.5, 4.5], [0, 1], [8, 7]])("range position %f → %f years", (position, years) => expect(termYearsAt(range, position)).toBe(years));
  it.each([[3, 2], [3.4, 2], [7, 4], [4.74, 4.5]])("term %f years → position %f (nearest increment or half year)", (years, position) => {
    expect(termPosition(years === 4.74 ? range : increments, years)).toBe(position);
  });
});
