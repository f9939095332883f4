import { NextResponse, type NextRequest } from "next/server";
import { normaliseHost } from "@/domain/site/resolve-site-host";
import type { Site } from "@/domain/site/site";
import { isMissingLocationPage } from "@/server/locations/location-page-slugs";
import { findSiteForHost } from "@/server/tenancy/site-registry";
import { unknownHostPage } from "@/server/tenancy/unknown-host-page";
import { createNonce, NONCE_HEADER } from "@/server/security/nonce";
import { securityHeadersFor } from "@/server/security/response-headers";

/**
 * Puts the request host into the path (`/cars/x` on a.localhost → `/a.localhost/cars/x`) so every
 * page and route under `app/[host]` receives its tenant as a parameter; the `[host]` layout resolves
 * the site. A host that is no dealer's site gets a plain 404 page from here (a notFound() thrown while
 * Next.js renders a dynamic route leaves the HTML body empty until JavaScript runs).
 *
 * A location or dealership address (spec 001 §2) whose slug the site does not have is rewritten to a path no
 * route answers, so the 404 page is server-rendered (see `isMissingLocationPage`).
 *
 * Also issues this request's CSP nonce: the policy goes on the rewritten request (Next.js reads the
 * nonce from it and puts it on its scripts) and on the response, and the nonce alone in `x-nonce`
 * for server components that render a script. Routes the matcher skips get their headers from
 * `securityHeaderRules()` in next.config.ts.
 */
export async function proxy(request: NextRequest) {
  const host = normaliseHost(request.headers.get("host") ?? "");
  const url = request.nextUrl.clone();
  url.pathname = `/${encodeURIComponent(host)}${request.nextUrl.pathname}`;

  const nonce = createNonce();
  const securityHeaders = securityHeadersFor(request, nonce, process.env.NODE_ENV === "development");
  const site = await siteOf(host);
  if (site === null) {
    return new NextResponse(unknownHostPage(nonce), { status: 404, headers: { ...securityHeaders, "Content-Type": "text/html; charset=utf-8" } });
  }
  // An address no route answers gets Next.js's server-rendered 404 page.
  if (site !== UNAVAILABLE && (await isMissingLocationPage(site, request.nextUrl.pathname))) url.pathname = `/${encodeURIComponent(host)}/_missing${request.nextUrl.pathname}`;
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set("Content-Security-Policy", securityHeaders["Content-Security-Policy"]!);

  const response = NextResponse.rewrite(url, { request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
  return response;
}

const UNAVAILABLE = Symbol("site list unavailable");

/** The site list is cached in memory; if it cannot be read, the layout decides (and reports the error). */
async function siteOf(host: string): Promise<Site | null | typeof UNAVAILABLE> {
  try {
    return await findSiteForHost(host);
  } catch {
    return UNAVAILABLE;
  }
}

export const config = {
  matcher: ["/((?!_next/|media/|api/health|favicon.ico).*)"],
};
