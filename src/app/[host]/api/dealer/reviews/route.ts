import { badRequest } from "@/server/http/api-error";
import { withDealerKey } from "@/server/http/with-dealer-key";
import { listDealerReviews, parseDealerReviewsQuery } from "@/server/reviews/dealer-reviews";

export const dynamic = "force-dynamic";

/** `GET /api/dealer/reviews?status=pending`: the key's dealership's reviews in a status, for moderation (docs/api.md). */
export const GET = withDealerKey(async ({ request, db, dealershipId }) => {
  const query = parseDealerReviewsQuery(request.nextUrl.searchParams);
  if (!query.ok) throw badRequest(query.parameter, query.message);
  return Response.json(await listDealerReviews(db, dealershipId, query.value), { headers: { "Cache-Control": "private, no-store" } });
}, { name: "Dealer reviews", unavailable: "The reviews API is unavailable just now, please try again." });
