import { z } from "zod";
import { updateSiteCarPrice } from "@/db/queries/car-price";
import { ApiError } from "@/server/http/api-error";
import { readJsonBody } from "@/server/http/json-body";
import { TEST_TRAFFIC_EDGE, requireTestTraffic } from "@/server/http/test-traffic";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

const bodySchema = z.object({ slug: z.string().min(1).max(200), price: z.number().int().min(0).max(10_000_000) });

/**
 * `PUT /api/test-traffic/car-price` `{ slug, price }`: test servers only (a request carrying the server's
 * TEST_TRAFFIC_TOKEN, decision 008), sets a car's price in the database as a dealer's system would, so the e2e
 * suite can watch the change reach the pages (decision 019). Any other server or request: 404.
 */
export const PUT = withSite(async ({ request, site, db }) => {
  requireTestTraffic(request);
  const body = await readJsonBody(request);
  const parsed = bodySchema.safeParse(body.ok ? body.value : null);
  if (!parsed.success) throw new ApiError("bad_request", "Send { slug, price } with the price in whole dollars");
  const found = await updateSiteCarPrice(db, site, parsed.data.slug, parsed.data.price);
  if (!found) throw new ApiError("not_found", "The site has no car with this slug");
  return Response.json({ slug: parsed.data.slug, price: parsed.data.price });
}, TEST_TRAFFIC_EDGE);
