import { searchPageRedirectTarget, type ReceivedSearchPage } from "@/domain/search/search-page-redirect";
import type { Site } from "@/domain/site/site";
import type { SearchEngine } from "./search-engine";

/** Where the search page sends this request instead (its own address, the typed text read as the site's facets), or null. */
export async function searchPageRedirect(engine: SearchEngine, site: Site, received: ReceivedSearchPage): Promise<string | null> {
  const dictionary = received.request.query === "" ? null : await engine.plainSearchDictionary(site);
  return searchPageRedirectTarget(received, dictionary);
}
