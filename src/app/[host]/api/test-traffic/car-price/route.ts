import type { NextRequest } from "next/server";
import { z } from "zod";
import { getDatabase } from "@/db/connection";
import { updateSiteCarPrice } from "@/db/queries/car-price";
import { failure, ok, toResponse } from "@/server/http/json-answer";
import { readJsonBody } from "@/server/http/json-body";
import { isTestTraffic } from "@/server/http/test-traffic";
import { findSite } from "@/server/tenancy/require-site";

export const dynamic = "force-dynamic";

const bodySchema = z.object({ slug: z.string().min(1).max(200), price: z.number().int().min(0).max(10_000_000) });

/**
 * `PUT /api/test-traffic/car-price` `{ slug, price }`: test servers only (a request carrying the server's
 * TEST_TRAFFIC_TOKEN, decision 008), sets a car's price in the database as a dealer's system would, so the e2e
 * suite can watch the change reach the pages (decision 019). Any other server or request: 404.
 */
export async function PUT(request: NextRequest, { params }: { params: Promise<{ host: string }> }) {
  const site = await findSite(params);
  if (!site || !isTestTraffic(request.headers)) return toResponse(failure(404, { message: "Not found" }));
  const body = await readJsonBody(request);
  const parsed = bodySchema.safeParse(body.ok ? body.value : null);
  if (!parsed.success) return toResponse(failure(400, { message: "Send { slug, price } with the price in whole dollars" }));
  const { db } = await getDatabase();
  const found = await updateSiteCarPrice(db, site, parsed.data.slug, parsed.data.price);
  return toResponse(found ? ok({ slug: parsed.data.slug, price: parsed.data.price }) : failure(404, { message: "The site has no car with this slug" }));
}
