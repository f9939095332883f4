import { randomUUID } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { loadEnv } from "@/config/env";
import { isHttpsRequest, type HeaderMap } from "@/domain/security/security-headers";
import type { Site } from "@/domain/site/site";
import { getSearchEngine, type SearchEngine } from "@/server/search/search-engine";
import { logFailure } from "@/server/logging/log-failure";
import { cachedPageKind } from "./cached-page-kind";
import { PageCache, type RenderedPage } from "./page-cache";
import { fillPageTemplate, toPageTemplate } from "./page-template";
import { RecentKeys } from "./recent-keys";
import { renderForCache, TEMPLATE_NONCE } from "./render-for-cache";
import { processSingleton } from "@/config/process-singletons";

/** What the stock version does not cover (offers by date, configuration, 'just arrived'): a page is rendered again after this. */
const PAGE_MAX_AGE_MS = 30_000;
/** How old a stored page may be and still answer while the database cannot be reached (a primary restart, a failover). */
const PAGE_STALE_IF_ERROR_MS = 10 * 60_000;
/** Addresses of pages asked for lately, so a page is stored on its second request: about 5,000 addresses or more. */
const RECENT_KEYS_CHARS = 1_000_000;

/**
 * The render's headers a response repeats. Not the connection's own, nor Next.js's internal ones (the render's
 * `x-middleware-rewrite` would make Next.js rewrite the cached response), nor cookies: the security headers
 * come from the proxy, per response.
 */
const PAGE_HEADERS = new Set(["content-type", "cache-control", "vary", "location", "link", "x-robots-tag", "retry-after"]);

/** `port`: the server's own, which a page is rendered for the store through. */
type Shared = { port: number; cache: PageCache; recent: RecentKeys };
/** The process's page cache (null when PAGE_CACHE_MEMORY_MB is 0, the server's port is unknown, or in development). */
const shared = () =>
  processSingleton<Shared | null>("page-cache", () => {
    const env = loadEnv();
    // Not under `next dev`: a cached page would hide an edit to its code.
    if (env.PAGE_CACHE_MEMORY_MB === 0 || env.PORT === undefined || process.env.NODE_ENV === "development") return null;
    return {
      port: env.PORT,
      cache: new PageCache({ budgetBytes: env.PAGE_CACHE_MEMORY_MB * 1024 * 1024, maxAgeMs: PAGE_MAX_AGE_MS, staleIfErrorMs: PAGE_STALE_IF_ERROR_MS }),
      recent: new RecentKeys(RECENT_KEYS_CHARS),
    };
  });

/**
 * Answers a search or vehicle page from the page cache (decision 019), with this response's nonce and
 * security headers; null when the request is not one the cache answers, the page was not asked for lately, or
 * the render failed (the request is then rendered as usual). The page is keyed by scheme, host, path and query,
 * and stored with the site's stock version: a car change moves the version, and the next request renders the
 * page again. A page is rendered for the store on its second request: most filtered searches are asked for once,
 * and storing one costs a second request through this server and a copy that would never be served.
 */
export async function serveCachedPage(request: NextRequest, site: Site, nonce: string, securityHeaders: HeaderMap): Promise<NextResponse | null> {
  const kind = cachedPageKind(request);
  const state = kind ? shared() : null;
  if (!kind || !state) return null;
  const https = isHttpsRequest({ protocol: request.nextUrl.protocol, forwardedProto: request.headers.get("x-forwarded-proto") });
  const host = (request.headers.get("host") ?? "").toLowerCase();
  const path = `${request.nextUrl.pathname}${request.nextUrl.search}`;
  const origin = `${https ? "https" : "http"}://${host}`;
  const key = `${origin}${path}`;
  let engine: SearchEngine;
  let version: string;
  try {
    engine = await getSearchEngine();
    version = await engine.stockVersion(site);
  } catch (error) {
    // The database cannot be read: a page stored lately answers; any other is rendered (and answered 503).
    const stale = state.cache.stale(key);
    if (stale) return respond(stale, { nonce, origin, securityHeaders });
    logFailure("Page cache: the site's stock version could not be read; rendering the page directly", error, { host, path });
    return null;
  }
  try {
    // The engine trusts its index for a second before checking the version; this read is at most 250 ms old.
    engine.noteStockVersion(site, version);
    if (!state.cache.holds(key) && !state.recent.askedBefore(key)) return null;
    const page = await state.cache.page(key, version, async () => {
      const answer = await renderForCache({ port: state.port, host, https, path });
      // A search page is stored only if it was answered from an index of this stock (not one still rebuilding).
      const current = kind === "vehicle" || engine.indexedVersion(site) === version;
      const storable = answer.status === 200 && current && !answer.headers.some(([name]) => name === "set-cookie");
      const headers = answer.headers.filter(([name]) => PAGE_HEADERS.has(name));
      return { page: { status: answer.status, headers, body: toPageTemplate(answer.body, TEMPLATE_NONCE) }, storable };
    });
    return respond(page, { nonce, origin, securityHeaders });
  } catch (error) {
    logFailure("Page cache: rendering a page for the store failed; rendering it directly instead", error, { host, path });
    return null;
  }
}

/** The page for this response. A redirect's address is made absolute: Next.js reads a proxy's `Location` as a URL. */
function respond(page: RenderedPage, { nonce, origin, securityHeaders }: { nonce: string; origin: string; securityHeaders: HeaderMap }): NextResponse {
  const headers = new Headers(page.headers);
  const location = headers.get("location");
  if (location !== null) headers.set("location", new URL(location, origin).toString());
  for (const [name, value] of Object.entries(securityHeaders)) headers.set(name, value);
  return new NextResponse(fillPageTemplate(page.body, nonce, randomUUID), { status: page.status, headers });
}
