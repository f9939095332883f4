import { describe, expect, it } from "vitest";
import { siteConfigSchema } from "@/domain/site/site-config-schema";
import { minimalSiteConfig } from "../../../tests/factories/minimal-site-config";
import { offersYouxQuotes, parseYouxQuoteRequest, youxQuote } from "./youx-quote";
import { DEFAULT_YOUX_RATES } from "./youx-rates";

describe("youxQuote — spec 001 §9 '5 year term, 10.0% deposit, 30% final payment'", () => {
  // Weekly: =PMT(rate/52, 260, -(price − 10% + 395), 30% of price) + 8 × 12 / 52, to the dollar.
  it.each([
    [30_000, "GREAT", 103, 8.49, 9.6],
    [45_990, "EXCELLENT", 148, 6.99, 8.1],
    [19_990, "POOR", 95, 17.99, 19.09],
    [72_500, "GOOD", 267, 10.99, 12.09],
  ] as const)("$%i, credit %s → $%i a week at %f%% (comparison %f%%)", (purchasePrice, selfAssessedCreditScore, weekly, advertisedRate, comparison) => {
    expect(youxQuote({ purchasePrice, selfAssessedCreditScore }, DEFAULT_YOUX_RATES)).toEqual({
      weeklyRepaymentAmount: weekly, advertisedRate, comparisonRate: comparison,
    });
  });

  it("reads the site's own table", () => {
    const rates = { ...DEFAULT_YOUX_RATES, byCreditScore: { ...DEFAULT_YOUX_RATES.byCreditScore, GREAT: 7 }, establishmentFee: 0, monthlyFee: 0 };
    expect(youxQuote({ purchasePrice: 30_000, selfAssessedCreditScore: "GREAT" }, rates)).toMatchObject({ advertisedRate: 7, comparisonRate: 7 });
  });

  it("site configuration gets the default table when it names none", () => {
    expect(siteConfigSchema.parse(minimalSiteConfig("alpha")).youxRates).toEqual(DEFAULT_YOUX_RATES);
  });
});

describe("parseYouxQuoteRequest — spec 001 §7 payload", () => {
  it("reads the payload, defaulting the credit score to GREAT and the term to 5 years", () => {
    expect(parseYouxQuoteRequest({ purchasePrice: 30_000, year: 2021, vin: "JTNKU3JE60J123456", nvic: "0AB12C", whoIsHelping: "Sam" })).toEqual({
      ok: true,
      request: { selfAssessedCreditScore: "GREAT", purchasePrice: 30_000, loanTerm: 5, year: 2021, vin: "JTNKU3JE60J123456", nvic: "0AB12C", whoIsHelping: "Sam" },
    });
    expect(parseYouxQuoteRequest({ purchasePrice: "30000", selfAssessedCreditScore: "excellent", loanTerm: "5" })).toMatchObject({
      ok: true, request: { purchasePrice: 30_000, selfAssessedCreditScore: "EXCELLENT", loanTerm: 5 },
    });
  });

  it.each([
    [null, "body", "must be a JSON object"],
    [[1], "body", "must be a JSON object"],
    [{}, "purchasePrice", "is required"],
    [{ purchasePrice: 0 }, "purchasePrice", "must be above 0"],
    [{ purchasePrice: "lots" }, "purchasePrice", "must be a number"],
    [{ purchasePrice: 30_000, selfAssessedCreditScore: "AMAZING" }, "selfAssessedCreditScore", "must be one of EXCELLENT, GREAT, GOOD, FAIR, POOR"],
    [{ purchasePrice: 30_000, loanTerm: 7 }, "loanTerm", "must be 5 (years): quotes assume a 5 year term"],
    [{ purchasePrice: 30_000, year: 2021.5 }, "year", "must be a whole year"],
    [{ purchasePrice: 30_000, vin: "X".repeat(18) }, "vin", "must be at most 17 characters"],
  ])("%j → 400 naming %s", (body, parameter, message) => {
    expect(parseYouxQuoteRequest(body)).toEqual({ ok: false, error: { parameter, message } });
  });
});

describe("offersYouxQuotes — spec 001 §5 'only for sites with the feature'", () => {
  it.each([
    ["youx", [], true],
    ["manual", ["financeYouX"], true],
    ["manual", ["finance"], false],
    [null, [], false],
  ] as const)("provider %s, buttons %j → %s", (financeProvider, buttons, expected) => {
    expect(offersYouxQuotes({ financeProvider, buttons })).toBe(expected);
  });
});
