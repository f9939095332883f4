import { cache } from "react";
import { FACET_ATTRIBUTES, HITS_PER_PAGE, parseSearchParams, searchErrorForSite, type SearchRequest, type SearchRequestError } from "@/domain/search/search-request";
import type { PromoNode } from "@/domain/search/promo-tiles";
import { getDatabase } from "@/db/connection";
import type { SearchResult, SearchVocabulary } from "@/domain/search/search-response";
import { parseSearchPath, type SearchRoute } from "@/domain/search/search-route";
import type { Site } from "@/domain/site/site";
import { mergeFilters } from "@/domain/search/search-href";
import { getSearchEngine } from "@/server/search/search-engine";
import { sitePromoNodes } from "@/server/search/site-promo-nodes";

export type RawSearchParams = Record<string, string | string[] | undefined>;

export type LoadedSearch = {
  route: SearchRoute;
  request: SearchRequest;
  result: SearchResult;
  vocabulary: SearchVocabulary;
  /** Query parameters that could not be read and were left out (see readLenientRequest). */
  ignored: SearchRequestError[];
  /** The site's promo tiles; the grid decides which show today and where. */
  promos: PromoNode[];
};

export function toUrlSearchParams(raw: RawSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(raw)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, item);
  }
  return params;
}

/**
 * The page reads its query string leniently, unlike `GET /api/search` (which answers 400): a shopper who
 * followed an old or hand-edited link gets results without the bad parameter and a short note, not an
 * error page. Each bad parameter is dropped in turn and the rest read again.
 */
export function readLenientRequest(params: URLSearchParams): { request: SearchRequest; ignored: SearchRequestError[] } {
  const ignored: SearchRequestError[] = [];
  const remaining = new URLSearchParams(params);
  for (;;) {
    const parsed = parseSearchParams(remaining);
    // The page always shows a full page of cards; hitsPerPage belongs to the API.
    if (parsed.ok) return { request: { ...parsed.request, hitsPerPage: HITS_PER_PAGE }, ignored };
    ignored.push(parsed.error);
    const before = remaining.size;
    remaining.delete(parsed.error.parameter);
    // Defensive: an error naming a parameter that is not there would otherwise loop for ever.
    if (remaining.size === before) return { request: { ...parseFallback(), hitsPerPage: HITS_PER_PAGE }, ignored };
  }
}

function parseFallback(): SearchRequest {
  const parsed = parseSearchParams(new URLSearchParams());
  if (!parsed.ok) throw new Error("An empty query string must parse");
  return parsed.request;
}

/**
 * Metadata and page need the same search: one engine call per request. The path comes as its decoded segments,
 * one argument each, because React's cache compares strings by value but an array by identity (an array made
 * per caller missed, and every search page was searched and read twice). Null: the path names nothing (404).
 */
export const loadSearch = cache(async (site: Site, queryString: string, ...segments: string[]): Promise<LoadedSearch | null> => {
  const engine = await getSearchEngine();
  const vocabulary = await engine.vocabulary(site);
  const route = parseSearchPath(segments, vocabulary);
  if (!route) return null;
  const { request: fromQuery, ignored } = readLenientRequest(new URLSearchParams(queryString));
  const siteError = searchErrorForSite(fromQuery, site.config);
  if (siteError) {
    ignored.push(siteError);
    fromQuery.sortBy = "relevance";
  }
  const request: SearchRequest = { ...fromQuery, filters: mergeFilters(route.filters, fromQuery.filters) };
  const [result, promos] = await Promise.all([engine.search(site, request), getDatabase().then((handle) => sitePromoNodes(handle.db, site))]);
  return { route, request, result, vocabulary, ignored, promos };
});

/** Whether the search narrows its path's own filters (text, ranges or more facet values): 'Clear Filters' then keeps the path. */
export function isFiltered(route: SearchRoute, request: SearchRequest): boolean {
  if (request.query !== "" || Object.keys(request.ranges).length > 0) return true;
  return FACET_ATTRIBUTES.some((attribute) => (request.filters[attribute]?.length ?? 0) !== (route.filters[attribute]?.length ?? 0));
}
