import { EMPTY_SEARCH_REQUEST, type SearchRequest } from "./search-request";
import { searchPageHref, toggleFilter } from "./search-href";
import type { SearchPlaces } from "./search-route";
import type { ChipRemoval, PlainSearch } from "./plain-search";

/** The search a plain-language reading stands for: its filters and ranges, its leftover as the text query, page 1. */
export function plainSearchRequest(reading: PlainSearch): SearchRequest {
  return { ...EMPTY_SEARCH_REQUEST, query: reading.leftover, filters: reading.filters, ranges: reading.ranges };
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
