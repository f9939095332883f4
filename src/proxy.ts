import { NextResponse, type NextRequest } from "next/server";
import { normaliseHost } from "@/domain/site/resolve-site-host";

/**
 * Puts the request host into the path (`/cars/x` on a.localhost → `/a.localhost/cars/x`) so every
 * page and route under `app/[host]` receives its tenant as a parameter. No database access here:
 * the `[host]` layout resolves the site and answers 404 for unknown hosts.
 */
export function proxy(request: NextRequest) {
  const host = normaliseHost(request.headers.get("host") ?? "");
  const url = request.nextUrl.clone();
  url.pathname = `/${encodeURIComponent(host)}${request.nextUrl.pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: ["/((?!_next/|media/|api/health|favicon.ico).*)"],
};
