import { badRequest } from "@/server/http/api-error";
import { withDealerKey } from "@/server/http/with-dealer-key";
import { listDealerLeadsPage, parseDealerLeadsQuery } from "@/server/leads/dealer-leads-page";

export const dynamic = "force-dynamic";

/** `GET /api/dealer/leads` on a site host: the key's dealership's leads on this site, newest first (docs/api.md). */
export const GET = withDealerKey(async ({ request, site, db, dealershipId }) => {
  const query = parseDealerLeadsQuery(request.nextUrl.searchParams);
  if (!query.ok) throw badRequest(query.parameter, query.message);
  const page = await listDealerLeadsPage(db, site, dealershipId, query.value);
  return Response.json(page, { headers: { "Cache-Control": "private, no-store" } });
}, { name: "Dealer leads", unavailable: "The leads API is unavailable just now, please try again." });
