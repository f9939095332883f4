import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { cars, dealerships, leads } from "@/db/schema";
import type { StoredLeadPayload } from "@/domain/leads/lead-record";
import { describeTradeInEstimate, estimateTradeIn, type TradeInCar } from "@/domain/market/trade-in-estimate";
import { submitLead } from "@/server/leads/submit-lead";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createLeadFixture, enquiry, type LeadFixture } from "../../../tests/fixtures/lead-fixture";
import { estimateSiteTradeIn } from "./trade-in-estimates";

const NOW = new Date("2026-11-20T00:00:00Z");
const DAY = 86_400_000;
let handle: DatabaseHandle;
let fx: LeadFixture;

const MAZDA: TradeInCar = { make: "Mazda", model: "CX-5", badge: "Touring", year: 2022, km: 40_000, condition: "good" };

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createLeadFixture(handle);
  const { db } = handle;
  await db.update(dealerships).set({ tradeInMarginPercent: 10 }).where(eq(dealerships.id, fx.dealers.alpha));
  await db.update(dealerships).set({ tradeInMarginPercent: 20 }).where(eq(dealerships.id, fx.dealers.alphaEast));
  const [nowhere] = await db.insert(dealerships).values({ slug: "on-no-site", name: "On no site" }).returning();
  let n = 0;
  const cx5 = (dealershipId: number, input: Partial<typeof cars.$inferInsert>): typeof cars.$inferInsert => {
    const slug = `cx5-${++n}`;
    return { dealershipId, slug, name: slug, stocknum: slug, year: 2022, km: 40_000, make: "Mazda", model: "CX-5", badge: "Maxx", carType: "used", status: "in_stock", price: 30_000, ...input };
  };
  await db.insert(cars).values([
    // The market: listed on either site, or sold lately, across dealerships and sites.
    cx5(fx.dealers.alpha, { price: 30_000 }),
    cx5(fx.dealers.alpha, { price: 31_000, badge: "Touring" }),
    cx5(fx.dealers.bravo, { price: 32_000, make: "MAZDA", model: "cx-5" }),
    cx5(fx.dealers.bravo, { price: 33_000, carType: "demo", status: "coming_soon" }),
    cx5(fx.dealers.alphaEast, { price: 34_000, status: "sold", soldAt: new Date(NOW.getTime() - 10 * DAY) }),
    // Never comparables: sold long ago, unpublished, of a dealership on no site, new, past the km window, another model, unpriced.
    cx5(fx.dealers.alpha, { price: 5_000, status: "sold", soldAt: new Date(NOW.getTime() - 120 * DAY) }),
    cx5(fx.dealers.alpha, { price: 5_000, showOnDealerWebsite: false }),
    cx5(nowhere!.id, { price: 5_000 }),
    cx5(fx.dealers.bravo, { price: 50_000, carType: "new", km: 10 }),
    cx5(fx.dealers.bravo, { price: 5_000, km: 150_000 }),
    cx5(fx.dealers.bravo, { price: 5_000, model: "CX-9" }),
    cx5(fx.dealers.bravo, { price: 0 }),
  ]);
});
afterAll(() => destroyTestDatabase(handle));

async function sendTradeIn(fields: Record<string, unknown>) {
  const body = enquiry({ form: "trade_in", category: "Trade In", message: "", dealership_slug: "alpha-motors", location_id: fx.locationIds.alpha, ...fields });
  const result = await submitLead(handle.db, fx.alpha, body, { now: NOW }, { rateLimit: { max: 100, windowMs: 600_000 } });
  if (result.kind !== "created") throw new Error(`not stored: ${JSON.stringify(result)}`);
  const [lead] = await handle.db.select({ payload: leads.payload, adf: leads.adf }).from(leads).where(eq(leads.id, result.leadId));
  return { payload: lead!.payload as StoredLeadPayload, adf: lead!.adf };
}

const MARKET = [
  { year: 2022, km: 40_000, price: 30_000, badge: "Maxx", sold: false }, { year: 2022, km: 40_000, price: 31_000, badge: "Touring", sold: false },
  { year: 2022, km: 40_000, price: 32_000, badge: "Maxx", sold: false }, { year: 2022, km: 40_000, price: 33_000, badge: "Maxx", sold: false },
  { year: 2022, km: 40_000, price: 34_000, badge: "Maxx", sold: true },
];

describe("the instant trade-in estimate (issue 35 §5)", () => {
  it("reads the platform's listed and lately sold comparables, any site's, and takes the site's largest dealer margin", async () => {
    const estimate = await estimateSiteTradeIn(handle.db, fx.alpha, MAZDA, NOW);
    expect(estimate).toEqual(estimateTradeIn(MAZDA, MARKET, { currentYear: 2026, marginPercent: 20 }));
    expect(estimate).toMatchObject({ kind: "estimate", listedCount: 4, soldCount: 1, sameBadgeCount: 1, marginPercent: 20 });
    expect(await estimateSiteTradeIn(handle.db, fx.bravo, MAZDA, NOW)).toMatchObject({ kind: "estimate", marginPercent: 15 });
  });

  it("says no with too few comparables, or past the FAQ's age and km", async () => {
    expect(await estimateSiteTradeIn(handle.db, fx.alpha, { ...MAZDA, model: "CX-9" }, NOW)).toEqual({ kind: "refused", reason: "too_few_comparables", comparableCount: 1 });
    expect(await estimateSiteTradeIn(handle.db, fx.alpha, { ...MAZDA, year: 2018 }, NOW)).toMatchObject({ kind: "refused", reason: "too_old" });
  });

  it("goes into the trade-in lead, worked out again with the receiving dealership's margin, as ADF's appraisal price", async () => {
    const lead = await sendTradeIn({ trade_in_make: "Mazda", trade_in_model: "CX-5", trade_in_year: "2022", trade_in_badge: "Touring", kms: "40000", trade_in_condition: "good" });
    const expected = estimateTradeIn(MAZDA, MARKET, { currentYear: 2026, marginPercent: 10 });
    expect(lead.payload.trade_in_estimate).toBe(describeTradeInEstimate(MAZDA, expected));
    expect(expected.kind).toBe("estimate");
    expect(lead.adf).toContain(`<price type="appraisal" currency="AUD">${expected.kind === "estimate" ? expected.low : "none"}</price>`);
    expect(lead.adf).toContain("<trim>Touring</trim>");
    expect(lead.adf).toContain("Condition: good.");
  });

  it("leaves a lead without the estimate's answers as it was", async () => {
    const lead = await sendTradeIn({ trade_in_make: "Mazda", trade_in_model: "CX-5", trade_in_year: "2022", kms: "40000", email: "no-condition@example.com" });
    expect(lead.payload.trade_in_estimate).toBeUndefined();
    expect(lead.adf).not.toContain('type="appraisal"');
  });
});
