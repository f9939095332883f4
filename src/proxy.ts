import { NextResponse, type NextRequest } from "next/server";
import { isPerUserPage } from "@/domain/accounts/per-user-pages";
import { buildPermissionsPolicy, WORKSPACE_PERMISSIONS_POLICY } from "@/domain/security/security-headers";
import { isWorkspaceHost } from "@/domain/site/resolve-request-host";
import { normaliseHost } from "@/domain/site/resolve-site-host";
import type { Site } from "@/domain/site/site";
import { rejectedRequestResponse, requestProblem, type RequestProblem } from "@/server/http/rejected-request";
import { isMissingLocationPage } from "@/server/locations/location-page-slugs";
import { findSiteForHost } from "@/server/tenancy/site-registry";
import { unknownHostPage } from "@/server/tenancy/unknown-host-page";
import { serveCachedPage } from "@/server/page-cache/serve-cached-page";
import { isRenderForCache, PAGE_RENDER_HEADER, TEMPLATE_NONCE } from "@/server/page-cache/render-for-cache";
import { createNonce, NONCE_HEADER } from "@/server/security/nonce";
import { securityHeadersFor } from "@/server/security/response-headers";
import { CSRF_COOKIE, freshCsrfCookie } from "@/server/accounts/account-cookies";
import { workspaceHost } from "@/server/tenancy/workspace-origin";

/** Routes outside `app/[host]`: checked like every request, then served as they are, for any host. */
const SERVED_WITHOUT_SITE = /^\/(media\/|api\/health(\/|$)|metrics$|favicon\.ico$)/;

/**
 * Every request but Next.js's own assets (and stock feeds pushed to `/api/dealer/stock`) passes here first. A method
 * no route serves (TRACE: 405), an address that names nothing we serve (undecodable, a control character, an
 * over-long segment), a router-state header or multipart body that cannot be read, or a server action from another
 * origin or with a malformed id or Origin (403, 400) (`requestProblem`), is answered here before any route, action
 * or query runs. Next.js would otherwise answer 500 while decoding the route's parameters, the body of a form post
 * or an action's origin, or hand a NUL byte to PostgreSQL. So is the address of a location or dealership (spec 001 §2) the site
 * does not have: the same 404 page, server-rendered, which a notFound() from the page would not be.
 *
 * Then puts the request host into the path (`/cars/x` on a.localhost → `/a.localhost/cars/x`) so every
 * page and route under `app/[host]` receives its tenant as a parameter; the `[host]` layout resolves
 * the site. A host that is no dealer's site gets a plain 404 page from here (a notFound() thrown while
 * Next.js renders a dynamic route leaves the HTML body empty until JavaScript runs).
 *
 * Also issues this request's CSP nonce: the policy goes on the rewritten request (Next.js reads the
 * nonce from it and puts it on its scripts) and on the response, and the nonce alone in `x-nonce`
 * for server components that render a script. Routes served without a site get their headers from
 * `securityHeaderRules()` in next.config.ts.
 *
 * Search and vehicle pages are answered from the page cache when it holds them at the site's current stock
 * version, with this request's nonce put into the stored render (decision 019, `serveCachedPage`).
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // The page cache's own render gets the placeholder that every cached response replaces with its own nonce.
  const renderingForCache = isRenderForCache(request.headers);
  const nonce = renderingForCache ? TEMPLATE_NONCE : createNonce();
  const securityHeaders = securityHeadersFor(request, nonce, process.env.NODE_ENV === "development");
  const withoutSite = SERVED_WITHOUT_SITE.test(pathname);
  const host = normaliseHost(request.headers.get("host") ?? "");
  if (!withoutSite && isWorkspaceHost(host, workspaceHost())) return workspaceResponse(request, nonce, securityHeaders);
  const lookup = withoutSite ? null : await lookUpSite(host);
  if (lookup === "unknown") {
    return new NextResponse(unknownHostPage(nonce), { status: 404, headers: { ...securityHeaders, "Content-Type": "text/html; charset=utf-8" } });
  }
  const problem = await requestProblem(request);
  if (problem) {
    const site = typeof lookup === "object" ? lookup : null;
    return rejectedRequestResponse(problem, { pathname, accept: request.headers.get("accept") ?? "" }, { site, nonce, headers: securityHeaders });
  }
  if (withoutSite) return NextResponse.next();
  if (typeof lookup === "object" && lookup !== null && (await isMissingLocationPage(lookup, pathname))) {
    return rejectedRequestResponse(MISSING_LOCATION, { pathname, accept: request.headers.get("accept") ?? "" }, { site: lookup, nonce, headers: securityHeaders });
  }
  if (!renderingForCache && typeof lookup === "object" && lookup !== null) {
    const cached = await serveCachedPage(request, lookup, nonce, securityHeaders);
    if (cached) return cached;
  }

  const url = request.nextUrl.clone();
  url.pathname = `/${encodeURIComponent(host)}${pathname}`;
  // nextUrl calls a loopback address "localhost", and Next.js proxies a rewrite to another origin than the
  // request's over HTTP: on a node bound to 127.0.0.1 (a fleet behind nginx) every page would fail.
  url.host = new URL(request.url).host;
  const requestHeaders = new Headers(request.headers);
  requestHeaders.delete(PAGE_RENDER_HEADER);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set("Content-Security-Policy", securityHeaders["Content-Security-Policy"]!);
  const perUser = isPerUserPage(pathname);
  // A per-user page's forms carry the browser's CSRF token (decision 020); the first visit gets one, and the
  // page renders it from the request's cookies, so it is added there too.
  const csrf = perUser && !request.cookies.has(CSRF_COOKIE) ? freshCsrfCookie() : null;
  if (csrf) requestHeaders.set("cookie", [request.headers.get("cookie"), `${csrf.name}=${csrf.value}`].filter(Boolean).join("; "));
  const response = NextResponse.rewrite(url, { request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
  if (csrf) response.cookies.set(csrf.name, csrf.value, csrf.options);
  if (perUser) response.headers.set("Cache-Control", "no-store");
  return response;
}

/**
 * The dealer workspace's host (decision 030) is never a shopper site: its paths go to `app/workspace`, after the
 * same checks on hostile requests, with its nonce, and are never stored by a cache. A shopper host's `/workspace/x`
 * becomes `/{host}/workspace/x`, which no route serves.
 */
async function workspaceResponse(request: NextRequest, nonce: string, securityHeaders: Record<string, string>) {
  const { pathname } = request.nextUrl;
  const problem = await requestProblem(request);
  if (problem) return rejectedRequestResponse(problem, { pathname, accept: request.headers.get("accept") ?? "" }, { site: null, nonce, headers: securityHeaders });
  const url = request.nextUrl.clone();
  url.pathname = `/workspace${pathname === "/" ? "" : pathname}`;
  url.host = new URL(request.url).host;
  const requestHeaders = new Headers(request.headers);
  requestHeaders.delete(PAGE_RENDER_HEADER);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set("Content-Security-Policy", securityHeaders["Content-Security-Policy"]!);
  const response = NextResponse.rewrite(url, { request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
  response.headers.set("Permissions-Policy", buildPermissionsPolicy(WORKSPACE_PERMISSIONS_POLICY));
  response.headers.set("Cache-Control", "no-store");
  return response;
}

const MISSING_LOCATION: RequestProblem = { kind: "path", message: "The site has no location or dealership at this address." };

/** The site list is cached in memory; if it cannot be read, the layout decides (and reports the error). */
async function lookUpSite(host: string): Promise<Site | "unknown" | "unavailable"> {
  try {
    return (await findSiteForHost(host)) ?? "unknown";
  } catch {
    return "unavailable";
  }
}

export const config = {
  // Not `/api/dealer/stock` (exactly): Next.js clones a request body for the proxy in memory and cuts it
  // at 10 MB, and a stock feed is larger. That route reads its host and checks its input itself.
  matcher: ["/((?!_next/|api/dealer/stock$).*)"],
};
