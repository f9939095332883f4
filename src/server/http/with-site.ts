import type { NextRequest } from "next/server";
import type { Database, DatabaseHandle } from "@/db/client";
import { getDatabase } from "@/db/connection";
import { normaliseHost } from "@/domain/site/resolve-site-host";
import type { Site } from "@/domain/site/site";
import { findSite } from "@/server/tenancy/require-site";
import { findSiteForHost } from "@/server/tenancy/site-registry";
import { unknownSite } from "./api-error";
import type { EdgeAnswers } from "./handle-api-error";
import { withRequest } from "./with-request";

/** What a tenant route's body gets: the request, its route parameters, the host's site and the database. */
export type SiteRequest<P> = { request: NextRequest; params: P; site: Site; db: Database; handle: DatabaseHandle };
export type SiteHandler<P> = (context: SiteRequest<P>) => Promise<Response> | Response;

async function answer<P>(request: NextRequest, params: P, site: Site | null, handler: SiteHandler<P>): Promise<Response> {
  if (!site) throw unknownSite();
  const handle = await getDatabase();
  return handler({ request, params, site, db: handle.db, handle });
}

/**
 * A route under `[host]`, written as its body alone: the site the proxy put into the path is resolved once, the
 * database opened, and whatever the body throws answered by `handleApiError` (an `ApiError` as its status, anything
 * else logged once and answered 503). An unknown host is the one `unknownSite()` 404.
 */
export function withSite<P extends { host: string }>(handler: SiteHandler<P>, edge: EdgeAnswers) {
  return withRequest<P>(async ({ request, params }) => answer(request, params, await findSite(Promise.resolve(params)), handler), edge);
}

/** `withSite` for a route outside `[host]` (`PUT /api/dealer/stock` streams its body past the proxy): the site comes from the Host header. */
export function withHostSite(handler: SiteHandler<Record<string, never>>, edge: EdgeAnswers) {
  return withRequest<Record<string, never>>(async ({ request }) => answer(request, {}, await findSiteForHost(normaliseHost(request.headers.get("host") ?? "")), handler), edge);
}
