import type { Database } from "@/db/client";
import { findMarketComparables, findMarketSubject } from "@/db/queries/market";
import { estimateMarketPrice, isEligibleForMarketComparison } from "@/domain/market/market-estimate";
import type { Site } from "@/domain/site/site";
import { failure, ok, type JsonAnswer } from "@/server/http/json-answer";

/**
 * `GET {car.path}/autogauge` (spec 000 §7): the market comparison for one of the site's cars, from
 * comparable stock in the database. A car with no estimate (sold, reserved, new, unpriced, or too few
 * comparables) still answers 200, with null fields that the panel rule hides; an unknown car is a 404.
 */
export async function answerAutogauge(db: Database, site: Site, slug: string, options: { sites: readonly Site[]; now: Date }): Promise<JsonAnswer> {
  const subject = await findMarketSubject(db, site, slug);
  if (!subject) return failure(404, { message: "No such car on this site" });
  const comparables = isEligibleForMarketComparison(subject) ? await findMarketComparables(db, site, subject, options) : [];
  return ok(estimateMarketPrice(subject, comparables), 300);
}
