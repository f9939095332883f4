import type { NextRequest } from "next/server";
import { getDatabase } from "@/db/connection";
import { listDealerLeadsPage, parseDealerLeadsQuery } from "@/server/leads/dealer-leads-page";
import { dealershipForAuthorization } from "@/server/leads/api-keys";
import { leadErrors } from "@/server/leads/lead-responses";
import { findSite } from "@/server/tenancy/require-site";
import { logFailure } from "@/server/logging/log-failure";

export const dynamic = "force-dynamic";

/** `GET /api/dealer/leads` on a site host: the key's dealership's leads on this site, newest first (docs/api.md). */
export async function GET(request: NextRequest, { params }: { params: Promise<{ host: string }> }) {
  const query = parseDealerLeadsQuery(request.nextUrl.searchParams);
  if (!query.ok) return leadErrors.badRequest(query.parameter, query.message);
  try {
    const site = await findSite(params);
    if (!site) return leadErrors.unknownSite();
    const { db } = await getDatabase();
    const dealershipId = await dealershipForAuthorization(db, request.headers.get("authorization"));
    if (dealershipId === null || !site.dealerships.some((d) => d.id === dealershipId)) return leadErrors.unauthorized();
    const page = await listDealerLeadsPage(db, site, dealershipId, query.value);
    return Response.json(page, { headers: { "Cache-Control": "private, no-store" } });
  } catch (failure) {
    logFailure("Dealer leads failed", failure);
    return leadErrors.unavailable("The leads API");
  }
}
