import { NextRequest } from "next/server";
import type { Database, DatabaseHandle } from "@/db/client";
import { getDatabase } from "@/db/connection";
import { normaliseHost } from "@/domain/site/resolve-site-host";
import type { Site } from "@/domain/site/site";
import { findSite } from "@/server/tenancy/require-site";
import { findSiteForHost } from "@/server/tenancy/site-registry";
import { unknownSite } from "./api-error";
import { handleApiError, type EdgeAnswers } from "./handle-api-error";

/** What a route handler's body gets: the request, its route parameters, the host's site and the database. */
export type SiteRequest<P> = { request: NextRequest; params: P; site: Site; db: Database; handle: DatabaseHandle };
export type SiteHandler<P> = (context: SiteRequest<P>) => Promise<Response> | Response;
export type RouteContext<P> = { params: Promise<P> };

/** Next.js gives a route a NextRequest; a caller of its own (a test, the reliability harness) may give a plain Request. */
const asNextRequest = (request: Request) => (request instanceof NextRequest ? request : new NextRequest(request));

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
  return async (request: Request, context: RouteContext<P>): Promise<Response> => {
    try {
      return await answer(asNextRequest(request), await context.params, await findSite(context.params), handler);
    } catch (failure) {
      return handleApiError(failure, edge);
    }
  };
}

/** `withSite` for a route outside `[host]` (`PUT /api/dealer/stock` streams its body past the proxy): the site comes from the Host header. */
export function withHostSite(handler: SiteHandler<Record<string, never>>, edge: EdgeAnswers) {
  return async (request: Request): Promise<Response> => {
    try {
      const site = await findSiteForHost(normaliseHost(request.headers.get("host") ?? ""));
      return await answer(asNextRequest(request), {}, site, handler);
    } catch (failure) {
      return handleApiError(failure, edge);
    }
  };
}
