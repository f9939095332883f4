import { ApiError } from "@/server/http/api-error";
import { TEST_TRAFFIC_EDGE, requireTestTraffic } from "@/server/http/test-traffic";
import { withSite } from "@/server/http/with-site";
import { issueDealerApiKey } from "@/server/dealer-api/dealer-api-keys";

export const dynamic = "force-dynamic";

/**
 * `POST /api/test-traffic/dealer-key`: test servers only (a request carrying the server's TEST_TRAFFIC_TOKEN,
 * decision 008), issues a dealer API key for the site's first dealership, as the demo seed does, so the fuzz suite
 * can send stock feeds through `PUT /api/dealer/stock` (issue 30). Any other server or request: 404.
 */
export const POST = withSite(async ({ request, site, db }) => {
  requireTestTraffic(request);
  const dealership = site.dealerships[0];
  if (!dealership) throw new ApiError("not_found", "The site has no dealership");
  return Response.json({ key: await issueDealerApiKey(db, dealership.id, "test traffic"), dealership: dealership.slug });
}, TEST_TRAFFIC_EDGE);
