import { listSitePromoNodes } from "@/db/queries/promo-nodes";
import { memoisePerSiteRecord } from "@/server/tenancy/site-record-memo";

/** The site's promo tiles: content, not stock, so read once per site record rather than on every search page. */
export const sitePromoNodes = memoisePerSiteRecord(listSitePromoNodes);
