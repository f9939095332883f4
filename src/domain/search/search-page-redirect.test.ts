import { describe, expect, it } from "vitest";
import { parseSearchParams } from "./search-request";
import type { SearchVocabulary } from "./search-response";
import { parseSearchPath } from "./search-route";
import { mergeFilters } from "./search-href";
import { searchPageRedirectTarget } from "./search-page-redirect";
import type { PlainSearchDictionary } from "./plain-search-dictionary";
import { PLAIN_SEARCH_SITE, PLAIN_SEARCH_SITE_VALUES } from "../../../tests/fixtures/plain-search-site";

const VOCABULARY: SearchVocabulary = {
  makes: [...PLAIN_SEARCH_SITE_VALUES.make!],
  models: PLAIN_SEARCH_SITE_VALUES.make_model!.map((pair) => {
    const [make, model] = pair.split(" > ") as [string, string];
    return { make, model };
  }),
  bodies: [...PLAIN_SEARCH_SITE_VALUES.body!],
  locations: [{ slug: "brisbane-north", name: "Brisbane North" }],
  dealerships: [],
};

/** The search `params` stand for without the parameter it cannot read, if any (the page drops each in turn). */
function readOneBad(params: URLSearchParams) {
  const parsed = parseSearchParams(params);
  if (parsed.ok) return { request: parsed.request, ignored: [] };
  const rest = new URLSearchParams(params);
  rest.delete(parsed.error.parameter);
  const again = parseSearchParams(rest);
  if (!again.ok) throw new Error(again.error.message);
  return { request: again.request, ignored: [parsed.error] };
}

/** The page's redirect for `/search/{path}?{params}`. */
function targetOf(path: string, params: string, dictionary: PlainSearchDictionary | null = PLAIN_SEARCH_SITE) {
  const segments = path.split("/").filter(Boolean);
  const query = new URLSearchParams(params);
  const { request, ignored } = readOneBad(query);
  const route = parseSearchPath(segments, VOCABULARY)!;
  return searchPageRedirectTarget({ segments, query, request: { ...request, filters: mergeFilters(route.filters, request.filters) }, ignored, vocabulary: VOCABULARY }, dictionary);
}

describe("searchPageRedirectTarget", () => {
  it.each([
    // The form's submission goes on to the search's own address, its typed text read as the site's facets.
    ["new-used-and-demo-cars", "make=Toyota&sortBy=relevance&query=", "/search/toyota"],
    ["new-used-and-demo-cars", "sortBy=relevance&query=2020 or newer corolla hatch", "/search/toyota/corolla?body=Hatch&year_min=2020"],
    ["toyota", "query=corolla with tow bar", "/search/toyota/corolla?filtered_features=Tow+Bar"],
    ["new-used-and-demo-cars", "query=ute with canopy", "/search/ute?query=canopy"],
    // A text the parser understands nothing of stays a text search; the search's own address is not sent anywhere.
    ["new-used-and-demo-cars", "query=canopy", null],
    ["ute", "query=canopy", null],
    ["toyota/corolla", "body=Hatch&year_min=2020", null],
    // Nothing is lost on the way: not a parameter that could not be read, nor one the search does not know.
    ["new-used-and-demo-cars", "query=corolla&price_min=abc", null],
    ["new-used-and-demo-cars", "query=corolla&utm_source=mail", null],
  ])("/search/%s?%s goes to %s", (path, params, target) => {
    expect(targetOf(path, params)).toBe(target);
  });

  it("reads no text without a dictionary", () => {
    expect(targetOf("new-used-and-demo-cars", "sortBy=relevance&query=corolla", null)).toBe("/search/new-used-and-demo-cars?query=corolla");
  });
});
