import type { Database } from "@/db/client";
import { findImportDealerships } from "@/db/queries/import-dealerships";
import type { ImportDealership } from "@/domain/stock/import-dealership";
import type { Site } from "@/domain/site/site";
import { dealershipForAuthorization } from "@/server/leads/api-keys";
import { stockErrors } from "./dealer-stock-responses";

export type DealerStockAccess = { ok: true; dealership: ImportDealership } | { ok: false; response: Response };

/**
 * Which dealership's stock a dealer API call may work on: the key's own, on a site that shows it.
 * No key, or an unknown or revoked one: 401. Another dealership named in `dealership`, or the key's
 * dealership not on this site: 403.
 */
export async function authorizeDealerStock(db: Database, site: Site, authorization: string | null, dealershipSlug: string | undefined): Promise<DealerStockAccess> {
  const keyDealershipId = await dealershipForAuthorization(db, authorization);
  if (keyDealershipId === null) return { ok: false, response: stockErrors.unauthorized() };
  const own = site.dealerships.find((d) => d.id === keyDealershipId);
  if (!own) return { ok: false, response: stockErrors.forbidden("This key's dealership is not on this site.") };
  if (dealershipSlug !== undefined && dealershipSlug !== own.slug) {
    return { ok: false, response: stockErrors.forbidden(`This key is ${own.slug}'s: it cannot work on the stock of ${dealershipSlug}.`) };
  }
  const [dealership] = await findImportDealerships(db, [own.slug]);
  return dealership ? { ok: true, dealership } : { ok: false, response: stockErrors.unauthorized() };
}
