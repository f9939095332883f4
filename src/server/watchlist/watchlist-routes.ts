import type { NextRequest } from "next/server";
import type { Database } from "@/db/client";
import { getDatabase } from "@/db/connection";
import type { Site } from "@/domain/site/site";
import { csrfRefusalResponse } from "@/server/accounts/csrf-request";
import { SESSION_COOKIE } from "@/server/accounts/account-cookies";
import { resolveShopper } from "@/server/accounts/shopper-sessions";
import { toResponse, type JsonAnswer } from "@/server/http/json-answer";
import { readLeadBody } from "@/server/leads/request-body";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { findSite, type HostParams } from "@/server/tenancy/require-site";
import { logFailure } from "@/server/logging/log-failure";
import type { SaveOptions, Shopper } from "./watchlist-service";

const PRIVATE = { "Cache-Control": "no-store" };
type RouteContext = { params: HostParams };

type Work = (db: Database, site: Site, shopper: Shopper | null) => Promise<JsonAnswer>;

/** The host's site and the shopper its session cookie names (decision 020), then the work's answer; 503 when the database fails. */
async function answer(request: NextRequest, params: HostParams, work: Work): Promise<Response> {
  try {
    const site = await findSite(params);
    if (!site) return Response.json({ error: { message: "Unknown site" } }, { status: 404, headers: PRIVATE });
    const { db } = await getDatabase();
    const shopper = await resolveShopper(db, site, request.cookies.get(SESSION_COOKIE)?.value, new Date());
    return toResponse(await work(db, site, shopper));
  } catch (failure) {
    logFailure("Watchlist request failed (503)", failure);
    return Response.json({ success: false, error: { message: "Your watchlist is unavailable just now, please try again." } }, { status: 503, headers: { ...PRIVATE, "Retry-After": "2" } });
  }
}

/** `GET /api/watchlist…` routes: the signed-in shopper of the host's site, then the answer (docs/api.md). */
export async function watchlistGet(request: NextRequest, { params }: RouteContext, work: Work): Promise<Response> {
  return answer(request, params, work);
}

/**
 * `POST /api/watchlist/…` routes: the CSRF check of decision 020 (same host, `X-CSRF-Token`), the JSON body, the
 * signed-in shopper; the site's address as this request reached it goes with a save, for the links in later alerts.
 */
export async function watchlistPost(request: NextRequest, { params }: RouteContext, work: (db: Database, site: Site, shopper: Shopper | null, body: unknown, options: SaveOptions) => Promise<JsonAnswer>): Promise<Response> {
  const refusal = csrfRefusalResponse(request);
  if (refusal) return refusal;
  const body = await readLeadBody(request);
  if (!body.ok) return Response.json({ success: false, error: { parameter: body.parameter ?? "body", message: body.message } }, { status: 400, headers: PRIVATE });
  return answer(request, params, (db, site, shopper) => work(db, site, shopper, body.body, { siteOrigin: siteBaseUrl(site) }));
}
