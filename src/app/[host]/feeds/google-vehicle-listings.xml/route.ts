import { readFromReplica } from "@/db/connection";
import { vehicleAdFeedResponse } from "@/server/feeds/vehicle-ad-feed-response";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { textAnswers } from "@/server/http/handle-api-error";
import { withSite } from "@/server/http/with-site";

/** Per request: the answer depends on the Host header and the database, never on build time. */
export const dynamic = "force-dynamic";

/** The site's Google Merchant Center vehicle ads feed (docs/api.md): the cars it shows, rebuilt when its stock moves. */
export const GET = withSite(async ({ request, site }) => {
  // Built from the read replica when there is one (decision 023): a feed may lag the stock by a moment.
  return readFromReplica((db) => vehicleAdFeedResponse(request, db, site, "google", siteBaseUrl(site)));
}, textAnswers("The vehicle ads feed"));
