import { NextResponse, type NextRequest } from "next/server";
import { normaliseHost } from "@/domain/site/resolve-site-host";
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
  if (!(await isKnownHost(host))) {
    return new NextResponse(unknownHostPage(nonce), { status: 404, headers: { ...securityHeaders, "Content-Type": "text/html; charset=utf-8" } });
  }
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set("Content-Security-Policy", securityHeaders["Content-Security-Policy"]!);

  const response = NextResponse.rewrite(url, { request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
  return response;
}

/** The site list is cached in memory; if it cannot be read, the layout decides (and reports the error). */
async function isKnownHost(host: string): Promise<boolean> {
  try {
    return (await findSiteForHost(host)) !== null;
  } catch {
    return true;
  }
}

export const config = {
  // `/api/dealer/stock` (exactly) is left out: the proxy would buffer its large request body (app/api/dealer/stock).
  matcher: ["/((?!_next/|media/|api/health|api/dealer/stock$|favicon.ico).*)"],
};
