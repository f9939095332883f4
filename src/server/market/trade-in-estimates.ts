import type { Database } from "@/db/client";
import { dealershipTradeInMarginPercent, findTradeInComparables, siteTradeInMarginPercent } from "@/db/queries/trade-in-comparables";
import type { LeadSubmission } from "@/domain/leads/lead-form-schema";
import { describeTradeInEstimate, estimateTradeIn, type TradeInCar, type TradeInEstimate } from "@/domain/market/trade-in-estimate";
import { siteToday } from "@/domain/site/calendar-date";
import type { Site } from "@/domain/site/site";

const currentYear = (site: Site, now: Date) => Number(siteToday(site, now).slice(0, 4));

async function estimate(db: Database, site: Site, car: TradeInCar, marginPercent: number, now: Date): Promise<TradeInEstimate> {
  const comparables = await findTradeInComparables(db, car, now);
  return estimateTradeIn(car, comparables, { currentYear: currentYear(site, now), marginPercent });
}

/** The instant estimate a site's trade-in page shows, with the largest margin of its dealerships; null for a site with none. */
export async function estimateSiteTradeIn(db: Database, site: Site, car: TradeInCar, now: Date): Promise<TradeInEstimate | null> {
  const margin = await siteTradeInMarginPercent(db, site);
  return margin === null ? null : estimate(db, site, car, margin, now);
}

/** What a trade-in lead tells its dealer of the estimate (ADF and e-mail): the low end as the appraisal, and the working. */
export type LeadTradeInEstimate = { appraisal: number | null; text: string };

/**
 * A trade-in lead's estimate, worked out again at receipt with the receiving dealership's margin: the dealer reads
 * our figures, not the browser's. Only for a lead that answered every question of the estimate.
 */
export async function estimateLeadTradeIn(db: Database, site: Site, dealershipId: number, s: LeadSubmission, now: Date): Promise<LeadTradeInEstimate | undefined> {
  if (!s.trade_in_make || !s.trade_in_model || s.trade_in_year === undefined || s.kms === undefined || !s.trade_in_condition) return undefined;
  const margin = await dealershipTradeInMarginPercent(db, dealershipId);
  if (margin === null) return undefined;
  const car: TradeInCar = { make: s.trade_in_make, model: s.trade_in_model, badge: s.trade_in_badge ?? null, year: s.trade_in_year, km: s.kms, condition: s.trade_in_condition };
  const outcome = await estimate(db, site, car, margin, now);
  return { appraisal: outcome.kind === "estimate" ? outcome.low : null, text: describeTradeInEstimate(car, outcome) };
}
