import { EMPTY_SEARCH_REQUEST, FACET_ATTRIBUTES, MAX_VALUES_PER_FACET, RANGE_ATTRIBUTES, type SearchRequest } from "./search-request";
import { mergeFilters, searchPageHref, toggleFilter } from "./search-href";
import type { SearchFilterSet, SearchPlaces } from "./search-route";
import { combinedRange, type ChipRemoval, type PlainSearch } from "./plain-search";

/**
 * `request` with a reading of its text added: the reading's facet values join the request's (OR within a facet),
 * its bounds replace the request's as a later bound does within one reading, and its leftover becomes the text
 * query. Back to page 1, as any change of filter is.
 */
export function withPlainSearch(request: SearchRequest, reading: PlainSearch): SearchRequest {
  const filters: SearchFilterSet = mergeFilters(request.filters, reading.filters);
  for (const attribute of FACET_ATTRIBUTES) filters[attribute] &&= filters[attribute].slice(0, MAX_VALUES_PER_FACET);
  const ranges = { ...request.ranges };
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = reading.ranges[attribute];
    if (range) ranges[attribute] = combinedRange(ranges[attribute], range);
  }
  return { ...request, query: reading.leftover, filters, ranges, page: 1 };
}

/** The search a plain-language reading stands for: its filters and ranges, its leftover as the text query, page 1. */
export function plainSearchRequest(reading: PlainSearch): SearchRequest {
  return withPlainSearch(EMPTY_SEARCH_REQUEST, reading);
}

/** The same search without what one chip stands for. */
export function withoutChip(request: SearchRequest, remove: ChipRemoval): SearchRequest {
  if ("attribute" in remove) {
    return request.filters[remove.attribute]?.includes(remove.value) ? toggleFilter(request, remove.attribute, remove.value) : request;
  }
  const ranges = { ...request.ranges };
  delete ranges[remove.range];
  return { ...request, ranges, page: 1 };
}

/** The normal search address for what the shopper typed ('/search/toyota/corolla?body=Hatch&year_min=2020'). */
export function plainSearchHref(reading: PlainSearch, places?: SearchPlaces): string {
  return searchPageHref(plainSearchRequest(reading), places);
}
