import { badRequest } from "@/server/http/api-error";
import { withSite } from "@/server/http/with-site";
import { authorizeDealerStock, DEALER_STOCK_HEADERS } from "@/server/stock/dealer-stock-access";
import { readDealerStockQuery } from "@/server/stock/dealer-stock-query";
import { dealershipListingQuality } from "@/server/stock/listing-quality-report";
import { toListingQualityJson } from "@/server/stock/listing-quality-json";

export const dynamic = "force-dynamic";

/** `GET /api/dealer/stock/quality` on a site host: the key's dealership's listings on this site, worst first (docs/api.md). */
export const GET = withSite(async ({ request, site, db }) => {
  const query = readDealerStockQuery(request.nextUrl.searchParams, [], { limit: { min: 1, max: 1_000, default: 100 } });
  if (!query.ok) throw badRequest(query.parameter, query.message);
  const dealership = await authorizeDealerStock(db, site, request, query.value.dealership);
  const report = await dealershipListingQuality(db, site, dealership.id, new Date());
  return Response.json(toListingQualityJson(dealership.slug, report, query.value.limit), { headers: { "Cache-Control": "private, no-store" } });
}, { name: "Listing quality", unavailable: "Listing quality is unavailable just now, please try again.", headers: DEALER_STOCK_HEADERS });
