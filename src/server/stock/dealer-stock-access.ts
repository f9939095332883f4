import type { Database } from "@/db/client";
import { findImportDealerships } from "@/db/queries/import-dealerships";
import type { ImportDealership } from "@/domain/stock/import-dealership";
import type { Site } from "@/domain/site/site";
import { ApiError } from "@/server/http/api-error";
import { dealerKeyRequired, requireDealerKey } from "@/server/http/with-dealer-key";

const REALM = "dealer-stock";

/** The edge of the dealer stock API (docs/api.md): every answer is private. */
export const DEALER_STOCK_HEADERS = { "Cache-Control": "no-store" };

/**
 * Which dealership's stock a dealer API call may work on: the key's own, on a site that shows it.
 * No key, or an unknown or revoked one: 401. Another dealership named in `dealership`, or the key's
 * dealership not on this site: 403.
 */
export async function authorizeDealerStock(db: Database, site: Site, request: Request, dealershipSlug: string | undefined): Promise<ImportDealership> {
  const keyDealershipId = await requireDealerKey(db, request, REALM);
  const own = site.dealerships.find((d) => d.id === keyDealershipId);
  if (!own) throw new ApiError("forbidden", "This key's dealership is not on this site.");
  if (dealershipSlug !== undefined && dealershipSlug !== own.slug) {
    throw new ApiError("forbidden", `This key is ${own.slug}'s: it cannot work on the stock of ${dealershipSlug}.`);
  }
  const [dealership] = await findImportDealerships(db, [own.slug]);
  if (!dealership) throw dealerKeyRequired(REALM);
  return dealership;
}
