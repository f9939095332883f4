import type { NextRequest } from "next/server";
import type { Database } from "@/db/client";
import type { Site } from "@/domain/site/site";
import { csrfRefusalResponse } from "@/server/accounts/csrf-request";
import { SESSION_COOKIE } from "@/server/accounts/account-cookies";
import { resolveShopper } from "@/server/accounts/shopper-sessions";
import { badRequest } from "@/server/http/api-error";
import type { EdgeAnswers } from "@/server/http/handle-api-error";
import { toResponse, type JsonAnswer } from "@/server/http/json-answer";
import { readRequestBody } from "@/server/http/request-body";
import { withSite } from "@/server/http/with-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import type { SaveOptions, Shopper } from "./watchlist-service";

const PRIVATE = { "Cache-Control": "no-store" };

/** The watchlist API's errors carry its `success: false` (docs/api.md) and, like every answer of it, no-store. */
const WATCHLIST_EDGE: EdgeAnswers = {
  name: "Watchlist request", unavailable: "Your watchlist is unavailable just now, please try again.", headers: PRIVATE, envelope: { success: false },
};

type Work = (db: Database, site: Site, shopper: Shopper | null) => Promise<JsonAnswer>;
type PostWork = (db: Database, site: Site, shopper: Shopper | null, body: unknown, options: SaveOptions) => Promise<JsonAnswer>;

/** The shopper the request's session cookie names on this site (decision 020). */
const shopperOf = (db: Database, site: Site, request: NextRequest) => resolveShopper(db, site, request.cookies.get(SESSION_COOKIE)?.value, new Date());

/** `GET /api/watchlist…` routes: the signed-in shopper of the host's site, then the answer (docs/api.md). */
export function watchlistGet(work: Work) {
  return withSite(async ({ request, site, db }) => toResponse(await work(db, site, await shopperOf(db, site, request))), WATCHLIST_EDGE);
}

/**
 * `POST /api/watchlist/…` routes: the CSRF check of decision 020 (same host, `X-CSRF-Token`), the JSON body, the
 * signed-in shopper; the site's address as this request reached it goes with a save, for the links in later alerts.
 */
export function watchlistPost(work: PostWork) {
  return withSite(async ({ request, site, db }) => {
    const refusal = csrfRefusalResponse(request);
    if (refusal) return refusal;
    const body = await readRequestBody(request);
    if (!body.ok) throw badRequest(body.parameter ?? "body", body.message);
    return toResponse(await work(db, site, await shopperOf(db, site, request), body.body, { siteOrigin: siteBaseUrl(site) }));
  }, WATCHLIST_EDGE);
}
