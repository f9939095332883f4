import type { NextRequest } from "next/server";
import { getDatabase } from "@/db/connection";
import { vehicleAdFeedResponse } from "@/server/feeds/vehicle-ad-feed-response";
import { requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

/** Per request: the answer depends on the Host header and the database, never on build time. */
export const dynamic = "force-dynamic";

/** The site's Meta automotive catalogue feed (docs/api.md): the cars it shows, rebuilt when its stock moves. */
export async function GET(request: NextRequest, { params }: { params: HostParams }) {
  const site = await requireSite(params);
  const { db } = await getDatabase();
  return vehicleAdFeedResponse(request, db, site, "meta", siteBaseUrl(request));
}
