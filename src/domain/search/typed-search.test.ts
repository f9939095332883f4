import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { EMPTY_SEARCH_REQUEST, parseSearchParams, searchRequestToParams, type SearchRequest } from "./search-request";
import { searchPageHref } from "./search-href";
import { readTypedSearch } from "./typed-search";
import { PLAIN_SEARCH_SITE } from "../../../tests/fixtures/plain-search-site";

/** The request an address stands for (the path's filters are in its query here: searchPageHref puts them back). */
function requestOf(params: string): SearchRequest {
  const parsed = parseSearchParams(new URLSearchParams(params));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.request;
}
const read = (params: string) => readTypedSearch(requestOf(params), PLAIN_SEARCH_SITE);
const hrefOf = (params: string) => {
  const typed = read(params);
  return typed && searchPageHref(typed);
};

describe("readTypedSearch", () => {
  it.each([
    // Issue 35: the typed text becomes the site's facets, what was not understood stays as the text query.
    ["query=white hybrid SUV under 35k", "/search/suv?fuel=Hybrid&colour=Glacier+White&colour=Frozen+White&price_max=35000"],
    ["query=suv with bullbar", "/search/suv?query=bullbar"],
    // The typed text adds to the filters the address has.
    ["make=Toyota&query=corolla hatch", "/search/toyota/corolla?body=Hatch"],
    ["make=Mazda&query=toyota", "/search/new-used-and-demo-cars?make=Mazda&make=Toyota"],
    ["body=SUV&query=suv", "/search/suv"],
    ["price_min=10000&sortBy=price-asc&page=3&query=under 35k", "/search/new-used-and-demo-cars?price_min=10000&price_max=35000&sortBy=price-asc"],
    // A typed bound replaces the address's, and drops its other bound if the two cannot both hold.
    ["price_max=50000&query=under 35k", "/search/new-used-and-demo-cars?price_max=35000"],
    ["price_min=40000&query=under 35k", "/search/new-used-and-demo-cars?price_max=35000"],
    // What a first reading leaves is read again until nothing more is understood.
    ["query=land toyota cruiser", "/search/toyota/landcruiser"],
  ])("%j goes to %s", (params, href) => {
    expect(hrefOf(params)).toBe(href);
  });

  it.each(["query=bullbar", "query=near Melbourne", "query=with the", "make=Toyota&query=bullbar", "make=Toyota", ""])(
    "leaves %j a plain text search: the parser understands nothing of it",
    (params) => {
      expect(read(params)).toBeNull();
    },
  );

  it("is idempotent: its answer's text names nothing more, whatever was typed", () => {
    const words = fc.constantFrom("toyota", "land", "cruiser", "corolla", "cross", "under", "35k", "2020", "or", "newer", "km", "80,000",
      "near", "brisbane", "7", "seater", "-", "hybird", "white", "suv", "bullbar", "over", "between", "and", "with", "x".repeat(40));
    const typed = fc.array(fc.oneof(words, fc.string({ maxLength: 8 })), { maxLength: 30 }).map((parts) => parts.join(" ").slice(0, 120));
    fc.assert(fc.property(typed, fc.constantFrom("", "make=Mazda", "price_min=40000", "body=SUV&year_max=2015"), (query, params) => {
      const request = { ...requestOf(params), query };
      const once = readTypedSearch(request, PLAIN_SEARCH_SITE);
      if (!once) return;
      expect(readTypedSearch(once, PLAIN_SEARCH_SITE)).toBeNull();
      expect(parseSearchParams(searchRequestToParams(once))).toEqual({ ok: true, request: once });
    }));
  });

  it("keeps what is not the search's filters or text as it was", () => {
    const request: SearchRequest = { ...EMPTY_SEARCH_REQUEST, query: "toyota", sortBy: "latest", hitsPerPage: 0 };
    expect(readTypedSearch(request, PLAIN_SEARCH_SITE)).toEqual({ ...request, query: "", filters: { make: ["Toyota"] } });
  });
});
