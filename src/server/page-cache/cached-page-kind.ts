/**
 * Which requests the page cache answers (decision 019): a plain GET of the full HTML of a search page or a
 * vehicle page, the pages every shopper opens and whose content follows the stock. Not the client router's
 * requests for RSC payloads or server actions, nor other pages (the home page reads cookies; forms pages and
 * the rest are rendered per request as before).
 */
export type CachedPageKind = "search" | "vehicle";

/** Static routes beside `cars/[slug]` (src/app/[host]/cars/*): their paths are not vehicle pages. */
export const STATIC_CARS_ROUTES: readonly string[] = ["trade-in"];

const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action"];

type RequestLike = { method: string; headers: { has(name: string): boolean }; nextUrl: { pathname: string; searchParams: URLSearchParams } };

export function cachedPageKind(request: RequestLike): CachedPageKind | null {
  if (request.method !== "GET") return null;
  if (ROUTER_HEADERS.some((name) => request.headers.has(name)) || request.nextUrl.searchParams.has("_rsc")) return null;
  const { pathname } = request.nextUrl;
  if (pathname === "/search" || pathname.startsWith("/search/")) return "search";
  const vehicle = /^\/cars\/([^/]+)$/.exec(pathname);
  if (vehicle && !STATIC_CARS_ROUTES.includes(vehicle[1]!)) return "vehicle";
  return null;
}
