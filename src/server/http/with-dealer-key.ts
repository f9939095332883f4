import type { Database } from "@/db/client";
import { dealershipForAuthorization } from "@/server/dealer-api/dealer-api-keys";
import { ApiError } from "./api-error";
import type { EdgeAnswers } from "./handle-api-error";
import { withSite, type SiteRequest } from "./with-site";

const DEALER_LEADS_REALM = "dealer-leads";

/** No key, or an unknown or revoked one (docs/api.md); `realm` names the API it opens. */
export const dealerKeyRequired = (realm: string) =>
  new ApiError("unauthorized", "Send a dealership API key as 'Authorization: Bearer <key>'.", { headers: { "WWW-Authenticate": `Bearer realm="${realm}"` } });

/** The dealership of a request's key (`Authorization: Bearer <key>`); 401 for none, an unknown or a revoked key. */
export async function requireDealerKey(db: Database, request: Request, realm: string): Promise<number> {
  const dealershipId = await dealershipForAuthorization(db, request.headers.get("authorization"));
  if (dealershipId === null) throw dealerKeyRequired(realm);
  return dealershipId;
}

export type DealerKeyRequest<P> = SiteRequest<P> & { dealershipId: number };

/**
 * A dealer API route (`/api/dealer/leads`, `/api/dealer/reviews…`), written as its body alone: `withSite`, then the
 * key's dealership, which must be one this site shows; any other key is 401 (`realm="dealer-leads"`).
 */
export function withDealerKey<P extends { host: string }>(handler: (context: DealerKeyRequest<P>) => Promise<Response>, edge: EdgeAnswers) {
  return withSite<P>(async (context) => {
    const dealershipId = await requireDealerKey(context.db, context.request, DEALER_LEADS_REALM);
    if (!context.site.dealerships.some((d) => d.id === dealershipId)) throw dealerKeyRequired(DEALER_LEADS_REALM);
    return handler({ ...context, dealershipId });
  }, edge);
}
