import type { NextRequest } from "next/server";
import { getDatabase } from "@/db/connection";
import { dealershipForAuthorization } from "@/server/leads/api-keys";
import { leadErrors } from "@/server/leads/lead-responses";
import { listDealerReviews, parseDealerReviewsQuery } from "@/server/reviews/dealer-reviews";
import { findSite } from "@/server/tenancy/require-site";
import { logFailure } from "@/server/logging/log-failure";

export const dynamic = "force-dynamic";

/** `GET /api/dealer/reviews?status=pending`: the key's dealership's reviews in a status, for moderation (docs/api.md). */
export async function GET(request: NextRequest, { params }: { params: Promise<{ host: string }> }) {
  const query = parseDealerReviewsQuery(request.nextUrl.searchParams);
  if (!query.ok) return leadErrors.badRequest(query.parameter, query.message);
  try {
    const site = await findSite(params);
    if (!site) return leadErrors.unknownSite();
    const { db } = await getDatabase();
    const dealershipId = await dealershipForAuthorization(db, request.headers.get("authorization"));
    if (dealershipId === null || !site.dealerships.some((d) => d.id === dealershipId)) return leadErrors.unauthorized();
    return Response.json(await listDealerReviews(db, dealershipId, query.value), { headers: { "Cache-Control": "private, no-store" } });
  } catch (failure) {
    logFailure("Dealer reviews failed", failure);
    return leadErrors.unavailable("The reviews API");
  }
}
