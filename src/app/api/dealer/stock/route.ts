import { loadEnv } from "@/config/env";
import { badRequest } from "@/server/http/api-error";
import { withHostSite } from "@/server/http/with-site";
import { readDealerStockQuery } from "@/server/stock/dealer-stock-query";
import { maxFeedBytes, putDealerStock, STOCK_IMPORT_EDGE } from "@/server/stock/put-dealer-stock";

export const dynamic = "force-dynamic";

/**
 * `PUT /api/dealer/stock` on a site host: a dealership's whole stock feed (docs/api.md). Outside
 * `[host]` because the proxy (which puts the host into the path) would buffer the body in memory
 * and cut it at 10 MB; this route reads the host itself and streams the body (src/proxy.ts matcher).
 */
export const PUT = withHostSite(async ({ request, site, handle }) => {
  const query = readDealerStockQuery(request.nextUrl.searchParams, ["force", "partial", "dry_run"]);
  if (!query.ok) throw badRequest(query.parameter, query.message);
  const env = loadEnv();
  return putDealerStock(handle, site, request, query.value, { maxBytes: maxFeedBytes(env.IMPORT_MAX_FEED_MB), maxRejectedShare: env.IMPORT_MAX_BAD_ROW_SHARE });
}, STOCK_IMPORT_EDGE);
