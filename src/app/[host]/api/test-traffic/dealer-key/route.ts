import type { NextRequest } from "next/server";
import { getDatabase } from "@/db/connection";
import { failure, ok, toResponse } from "@/server/http/json-answer";
import { isTestTraffic } from "@/server/http/test-traffic";
import { issueDealerApiKey } from "@/server/leads/api-keys";
import { findSite } from "@/server/tenancy/require-site";

export const dynamic = "force-dynamic";

/**
 * `POST /api/test-traffic/dealer-key`: test servers only (a request carrying the server's TEST_TRAFFIC_TOKEN,
 * decision 008), issues a dealer API key for the site's first dealership, as the demo seed does, so the fuzz suite
 * can send stock feeds through `PUT /api/dealer/stock` (issue 30). Any other server or request: 404.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ host: string }> }) {
  const site = await findSite(params);
  if (!site || !isTestTraffic(request.headers)) return toResponse(failure(404, { message: "Not found" }));
  const dealership = site.dealerships[0];
  if (!dealership) return toResponse(failure(404, { message: "The site has no dealership" }));
  const { db } = await getDatabase();
  const key = await issueDealerApiKey(db, dealership.id, "test traffic");
  return toResponse(ok({ key, dealership: dealership.slug }));
}
