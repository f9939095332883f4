import { FACET_ATTRIBUTES, searchRequestToParams, type FacetAttribute, type SearchRequest } from "@/domain/search/search-request";
import { searchPathFor, type SearchFilterSet, type SearchPlaces } from "@/domain/search/search-route";

/**
 * The address of a whole search: the most specific path for its filters (`/search/toyota/corolla`) and
 * everything the path cannot say (other filters, text, ranges, sort, page) in the query string, in the
 * contract's canonical order. Every link, chip and client navigation on the results page goes through here,
 * so one search has one address.
 */
export function searchPageHref(request: SearchRequest, places?: SearchPlaces): string {
  const { path, rest } = searchPathFor(request.filters, places);
  const query = searchRequestToParams({ ...request, filters: rest }).toString();
  return query ? `${path}?${query}` : path;
}

/** The same search with one facet value added or removed; back to page 1, as any change of filter is. */
export function toggleFilter(request: SearchRequest, attribute: FacetAttribute, value: string): SearchRequest {
  const current = request.filters[attribute] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const filters: SearchFilterSet = { ...request.filters, [attribute]: next };
  if (next.length === 0) delete filters[attribute];
  return { ...request, filters, page: 1 };
}

/** Path filters and query-string filters together: OR within a facet, as if both came from the query. */
export function mergeFilters(path: SearchFilterSet, query: SearchFilterSet): SearchFilterSet {
  const merged: SearchFilterSet = {};
  for (const attribute of FACET_ATTRIBUTES) {
    const values = [...new Set([...(path[attribute] ?? []), ...(query[attribute] ?? [])])];
    if (values.length > 0) merged[attribute] = values;
  }
  return merged;
}
