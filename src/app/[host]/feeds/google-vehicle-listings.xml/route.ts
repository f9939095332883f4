import type { NextRequest } from "next/server";
import { readFromReplica } from "@/db/connection";
import { vehicleAdFeedResponse } from "@/server/feeds/vehicle-ad-feed-response";
import { requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

/** Per request: the answer depends on the Host header and the database, never on build time. */
export const dynamic = "force-dynamic";

/** The site's Google Merchant Center vehicle ads feed (docs/api.md): the cars it shows, rebuilt when its stock moves. */
export async function GET(request: NextRequest, { params }: { params: HostParams }) {
  const site = await requireSite(params);
  // Built from the read replica when there is one (decision 023): a feed may lag the stock by a moment.
  return readFromReplica((db) => vehicleAdFeedResponse(request, db, site, "google", siteBaseUrl(site)));
}
