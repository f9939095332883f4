import type { NextRequest } from "next/server";
import { getDatabase } from "@/db/connection";
import { authorizeDealerStock } from "@/server/stock/dealer-stock-access";
import { stockErrors } from "@/server/stock/dealer-stock-responses";
import { readDealerStockQuery } from "@/server/stock/dealer-stock-query";
import { dealershipListingQuality } from "@/server/stock/listing-quality-report";
import { toListingQualityJson } from "@/server/stock/listing-quality-json";
import { findSite } from "@/server/tenancy/require-site";
import { logFailure } from "@/server/logging/log-failure";

export const dynamic = "force-dynamic";

/** `GET /api/dealer/stock/quality` on a site host: the key's dealership's listings on this site, worst first (docs/api.md). */
export async function GET(request: NextRequest, { params }: { params: Promise<{ host: string }> }) {
  const query = readDealerStockQuery(request.nextUrl.searchParams, [], { limit: { min: 1, max: 1_000, default: 100 } });
  if (!query.ok) return stockErrors.badRequest(query.parameter, query.message);
  try {
    const site = await findSite(params);
    if (!site) return stockErrors.unknownSite();
    const { db } = await getDatabase();
    const access = await authorizeDealerStock(db, site, request.headers.get("authorization"), query.value.dealership);
    if (!access.ok) return access.response;
    const report = await dealershipListingQuality(db, site, access.dealership.id, new Date());
    return Response.json(toListingQualityJson(access.dealership.slug, report, query.value.limit), { headers: { "Cache-Control": "private, no-store" } });
  } catch (failure) {
    logFailure("Listing quality failed", failure);
    return stockErrors.unavailable("Listing quality");
  }
}
