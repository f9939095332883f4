import { toResponse } from "@/server/http/json-answer";
import { withSite } from "@/server/http/with-site";
import { answerSnap21Rating } from "@/server/reviews/snap21-rating-api";

export const dynamic = "force-dynamic";

/** `GET /api/reviews/snap21?orgId=` on a site host (spec 001 §7, docs/api.md). */
export const GET = withSite(async ({ request, site, db }) => toResponse(await answerSnap21Rating(db, site, request.nextUrl.searchParams)), {
  name: "Snap21 rating", unavailable: "Ratings are unavailable, please try again",
});
