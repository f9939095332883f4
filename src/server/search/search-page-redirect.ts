import type { PlainSearchDictionary } from "@/domain/search/plain-search-dictionary";
import { searchPageRedirectTarget, type ReceivedSearchPage } from "@/domain/search/search-page-redirect";
import type { SearchRequest } from "@/domain/search/search-request";
import { readTypedSearch } from "@/domain/search/typed-search";
import type { Site } from "@/domain/site/site";
import type { SearchEngine } from "./search-engine";

/** The site's dictionary when the request has text to read; null (no dictionary built) when it has none. */
const dictionaryFor = (engine: SearchEngine, site: Site, request: SearchRequest): Promise<PlainSearchDictionary | null> =>
  request.query === "" ? Promise.resolve(null) : engine.plainSearchDictionary(site);

/** Where the search page sends this request instead (its own address, the typed text read as the site's facets), or null. */
export async function searchPageRedirect(engine: SearchEngine, site: Site, received: ReceivedSearchPage): Promise<string | null> {
  return searchPageRedirectTarget(received, await dictionaryFor(engine, site, received.request));
}

/** The search with its typed text read as the site's facets, or null when nothing of the text is understood. */
export async function readSiteTypedSearch(engine: SearchEngine, site: Site, request: SearchRequest): Promise<SearchRequest | null> {
  const dictionary = await dictionaryFor(engine, site, request);
  return dictionary && readTypedSearch(request, dictionary);
}
