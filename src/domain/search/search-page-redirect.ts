import { isSearchParameter, type SearchRequest, type SearchRequestError } from "./search-request";
import type { SearchVocabulary } from "./search-response";
import { parseSearchPath } from "./search-route";
import { searchPageHref } from "./search-href";
import type { PlainSearchDictionary } from "./plain-search-dictionary";
import { readTypedSearch } from "./typed-search";

/** A search page request as the page read it. */
export type ReceivedSearchPage = {
  /** The path's decoded segments after /search, and the query string as it came. */
  segments: readonly string[];
  query: URLSearchParams;
  /** The search they were read as, without the parameters in `ignored`. */
  request: SearchRequest;
  ignored: readonly SearchRequestError[];
  vocabulary: SearchVocabulary;
};

/**
 * Where a search page request is sent instead, or null to render it. A GET form submission (no JavaScript) arrives
 * as /search/new-used-and-demo-cars?make=Toyota&sortBy=relevance&query=white+suv; it goes on to the search's own
 * address (/search/suv?make=Toyota&colour=White), with its typed text read as filters when the site's dictionary is
 * given. Not when something would be lost on the way: a parameter that could not be read (the page's note explains
 * it) or one the search does not know (utm_source…).
 */
export function searchPageRedirectTarget(received: ReceivedSearchPage, dictionary: PlainSearchDictionary | null): string | null {
  const { segments, query, request, ignored, vocabulary } = received;
  if (ignored.length > 0 || ![...query.keys()].every(isSearchParameter)) return null;
  const target = searchPageHref((dictionary && readTypedSearch(request, dictionary)) ?? request, vocabulary);
  const receivedHref = `/search/${segments.join("/")}${query.size > 0 ? `?${query.toString()}` : ""}`;
  const targetSegments = target.split("?")[0]!.split("/").slice(2);
  return receivedHref !== target && parseSearchPath(targetSegments, vocabulary) !== null ? target : null;
}
