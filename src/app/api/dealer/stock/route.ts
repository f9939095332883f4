import type { NextRequest } from "next/server";
import { loadEnv } from "@/config/env";
import { getDatabase } from "@/db/connection";
import { normaliseHost } from "@/domain/site/resolve-site-host";
import { stockErrors } from "@/server/stock/dealer-stock-responses";
import { readDealerStockQuery } from "@/server/stock/dealer-stock-query";
import { maxFeedBytes, putDealerStock } from "@/server/stock/put-dealer-stock";
import { findSiteForHost } from "@/server/tenancy/site-registry";
import { logFailure } from "@/server/logging/log-failure";

export const dynamic = "force-dynamic";

/**
 * `PUT /api/dealer/stock` on a site host: a dealership's whole stock feed (docs/api.md). Outside
 * `[host]` because the proxy (which puts the host into the path) would buffer the body in memory
 * and cut it at 10 MB; this route reads the host itself and streams the body (src/proxy.ts matcher).
 */
export async function PUT(request: NextRequest) {
  const site = await findSiteForHost(normaliseHost(request.headers.get("host") ?? "")).catch(() => undefined);
  if (site === undefined) return stockErrors.unavailable("The stock import");
  if (site === null) return stockErrors.unknownSite();
  const query = readDealerStockQuery(request.nextUrl.searchParams, ["force", "partial", "dry_run"]);
  if (!query.ok) return stockErrors.badRequest(query.parameter, query.message);
  const env = loadEnv();
  try {
    const handle = await getDatabase();
    return await putDealerStock(handle, site, request, query.value, { maxBytes: maxFeedBytes(env.IMPORT_MAX_FEED_MB), maxRejectedShare: env.IMPORT_MAX_BAD_ROW_SHARE });
  } catch (failure) {
    logFailure("Stock import failed", failure);
    return stockErrors.unavailable("The stock import");
  }
}
