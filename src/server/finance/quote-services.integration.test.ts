import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { loadSites } from "@/db/queries/sites";
import { sites } from "@/db/schema";
import type { Site } from "@/domain/site/site";
import { minimalSiteConfig } from "../../../tests/factories/minimal-site-config";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { answerFinanceQuote } from "./finance-quote-service";
import { answerYouxQuote } from "./youx-quote-service";

let handle: DatabaseHandle;
let youx: Site;
let withButton: Site;
let manual: Site;

const customRates = { byCreditScore: { EXCELLENT: 5.99, GREAT: 7.99, GOOD: 9.99, FAIR: 12.99, POOR: 16.99 }, establishmentFee: 0, monthlyFee: 0 };

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.insert(sites).values([
    { slug: "youx", name: "YouX site", template: "metro-group", config: minimalSiteConfig("youx", { financeProvider: "youx", youxRates: customRates }) },
    { slug: "button", name: "Button site", template: "metro-group", config: minimalSiteConfig("button", { buttons: ["enquire", "financeYouX"] }) },
    { slug: "manual", name: "Manual site", template: "metro-group", config: minimalSiteConfig("manual", { financeProvider: "manual" }) },
  ]);
  const loaded = await loadSites(handle.db);
  [youx, withButton, manual] = ["youx", "button", "manual"].map((slug) => loaded.find((s) => s.slug === slug)!) as [Site, Site, Site];
});

afterAll(() => destroyTestDatabase(handle));

describe("GET /api/finance/quote", () => {
  it("answers the spec 000 §9 maths: =PMT(8.5%/52, 260, -30000) = 141.79 → $142 a week, total $36,920", () => {
    expect(answerFinanceQuote(new URLSearchParams("amount=30000&termYears=5&interestRate=8.5"))).toEqual({
      status: 200,
      body: { repayment: 142, frequency: "weekly", periods: 260, principal: 30_000, totalRepayments: 36_920 },
      headers: { "Cache-Control": "public, max-age=86400" },
    });
  });

  it("answers 400 naming the field", () => {
    expect(answerFinanceQuote(new URLSearchParams("amount=30000&termYears=5&interestRate=high"))).toEqual({
      status: 400, body: { error: { parameter: "interestRate", message: "must be a number like 8.99" } },
    });
  });
});

describe("POST /api/youx/quote — site configuration read from the database", () => {
  it("quotes at the site's own rate table (fees 0: comparison = advertised)", () => {
    // =PMT(7.99%/52, 260, -(30000 − 3000), 9000) = 97.86
    expect(answerYouxQuote(youx, { purchasePrice: 30_000, selfAssessedCreditScore: "GREAT" })).toEqual({
      status: 200, body: { weeklyRepaymentAmount: 98, advertisedRate: 7.99, comparisonRate: 7.99 },
    });
  });

  it("a site with the YouX button and no table of its own uses the default table", () => {
    expect(answerYouxQuote(withButton, { purchasePrice: 30_000 })).toEqual({
      status: 200, body: { weeklyRepaymentAmount: 103, advertisedRate: 8.49, comparisonRate: 9.6 },
    });
  });

  it.each([
    [{}, "purchasePrice", "is required"],
    [{ purchasePrice: -1 }, "purchasePrice", "must be above 0"],
    [{ purchasePrice: 30_000, selfAssessedCreditScore: "meh" }, "selfAssessedCreditScore", "must be one of EXCELLENT, GREAT, GOOD, FAIR, POOR"],
    ["30000", "body", "must be a JSON object"],
  ])("%j → 400 naming %s", (body, parameter, message) => {
    expect(answerYouxQuote(youx, body)).toEqual({ status: 400, body: { error: { parameter, message } } });
  });

  it("a site without the feature answers 404", () => {
    expect(answerYouxQuote(manual, { purchasePrice: 30_000 })).toEqual({ status: 404, body: { error: { message: "This site does not offer YouX quotes" } } });
  });
});
