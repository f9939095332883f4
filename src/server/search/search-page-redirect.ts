import { searchPageRedirectTarget, type ReceivedSearchPage } from "@/domain/search/search-page-redirect";
import type { SearchRequest } from "@/domain/search/search-request";
import { readTypedSearch } from "@/domain/search/typed-search";
import type { Site } from "@/domain/site/site";
import type { SearchEngine } from "./search-engine";

/** Where the search page sends this request instead (its own address, the typed text read as the site's facets), or null. */
export async function searchPageRedirect(engine: SearchEngine, site: Site, received: ReceivedSearchPage): Promise<string | null> {
  const dictionary = received.request.query === "" ? null : await engine.plainSearchDictionary(site);
  return searchPageRedirectTarget(received, dictionary);
}

/** The search with its typed text read as the site's facets, or null when nothing of the text is understood. */
export async function readSiteTypedSearch(engine: SearchEngine, site: Site, request: SearchRequest): Promise<SearchRequest | null> {
  return request.query === "" ? null : readTypedSearch(request, await engine.plainSearchDictionary(site));
}
