import type { Database } from "@/db/client";
import { approvedReviewTotals } from "@/db/queries/reviews";
import { aggregateOf } from "@/domain/reviews/shown-reviews";
import { parseSnap21OrgId, snap21Rating } from "@/domain/reviews/snap21-rating";
import type { Site } from "@/domain/site/site";
import { failure, ok, type JsonAnswer } from "@/server/http/json-answer";

const RATING_MAX_AGE_SECONDS = 300;

/** `GET /api/reviews/snap21?orgId=`: one of the site's dealerships' approved-review rating (spec 001 §7, docs/api.md). */
export async function answerSnap21Rating(db: Database, site: Site, search: URLSearchParams): Promise<JsonAnswer> {
  const parsed = parseSnap21OrgId(search);
  if (!parsed.ok) return failure(400, { parameter: "orgId", message: parsed.message });
  if (!site.dealerships.some((d) => d.id === parsed.orgId)) return failure(404, { parameter: "orgId", message: "No such dealership on this site" });
  const totals = await approvedReviewTotals(db, site);
  return ok(snap21Rating(parsed.orgId, aggregateOf(totals.filter((t) => t.dealershipId === parsed.orgId))), RATING_MAX_AGE_SECONDS);
}
