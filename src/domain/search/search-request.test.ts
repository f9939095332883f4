import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { EMPTY_SEARCH_REQUEST, FACET_ATTRIBUTES, parseSearchParams, searchErrorForSite, searchRequestToParams, SORT_OPTIONS, type SearchRequest } from "./search-request";

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe("parseSearchParams", () => {
  it("reads the spec's parameters: query, page, sortBy and one repeated parameter per facet", () => {
    expect(parse("query=hilux&page=2&sortBy=price-asc&make=Toyota&make=Mazda&body=Ute&price_min=10000&price_max=50000&km_max=80000&year_min=2018")).toEqual({
      ok: true,
      request: {
        query: "hilux", page: 2, sortBy: "price-asc", hitsPerPage: 21,
        filters: { make: ["Toyota", "Mazda"], body: ["Ute"] },
        ranges: { price: { min: 10000, max: 50000 }, km: { max: 80000 }, year: { min: 2018 } },
      },
    });
  });

  it("defaults to page 1 of the most relevant 21 cars", () => {
    expect(parse("")).toEqual({ ok: true, request: { query: "", page: 1, sortBy: "relevance", hitsPerPage: 21, filters: {}, ranges: {} } });
  });

  it("ignores unknown parameters and empty values, and drops repeated values", () => {
    expect(parse("utm_source=fb&make=&make=Kia&make=Kia&price_min=")).toMatchObject({ ok: true, request: { filters: { make: ["Kia"] }, ranges: {} } });
  });

  it.each([
    ["page=0", "page"],
    ["page=two", "page"],
    ["page=1&page=2", "page"],
    ["page=501", "page"],
    ["sortBy=cheapest", "sortBy"],
    ["price_min=abc", "price_min"],
    ["price_min=-5", "price_min"],
    ["km_max=1.5", "km_max"],
    ["year_min=1800", "year_min"],
    ["price_min=50000&price_max=10000", "price_min"],
    ["hitsPerPage=500", "hitsPerPage"],
    [`query=${"x".repeat(121)}`, "query"],
    [`make=${"x".repeat(101)}`, "make"],
  ])("%s is rejected, naming %s", (query, parameter) => {
    const result = parse(query);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.parameter).toBe(parameter);
  });
});

describe("searchRequestToParams", () => {
  it("round-trips through parseSearchParams (the URL is the state)", () => {
    const request = fc.record({
      query: fc.stringMatching(/^[a-z0-9]{0,12}$/),
      page: fc.integer({ min: 1, max: 500 }),
      sortBy: fc.constantFrom(...SORT_OPTIONS),
      hitsPerPage: fc.constantFrom(0, 21),
      filters: fc.dictionary(fc.constantFrom(...FACET_ATTRIBUTES), fc.uniqueArray(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 >-]{0,10}[A-Za-z0-9]$/), { minLength: 1, maxLength: 3 })),
      ranges: fc.record({ price: fc.record({ min: fc.integer({ min: 0, max: 50_000 }) }, { requiredKeys: [] }) }, { requiredKeys: [] }),
    });
    fc.assert(
      fc.property(request, (generated) => {
        const expected = generated as SearchRequest;
        const reparsed = parseSearchParams(searchRequestToParams(expected));
        expect(reparsed).toEqual({ ok: true, request: { ...expected, ranges: Object.fromEntries(Object.entries(expected.ranges).filter(([, r]) => r && Object.keys(r).length)) } });
      }),
    );
  });

  it("leaves defaults out so equal searches share one address", () => {
    expect(searchRequestToParams({ query: "", page: 1, sortBy: "relevance", hitsPerPage: 21, filters: { make: ["Kia"] }, ranges: {} }).toString()).toBe("make=Kia");
  });
});

describe("searchErrorForSite", () => {
  it("offers the subscription sort only on sites that offer subscriptions", () => {
    const request = { ...EMPTY_SEARCH_REQUEST, sortBy: "subscription-asc" as const };
    expect(searchErrorForSite(request, { offersSubscriptions: false })).toEqual({ parameter: "sortBy", message: "subscription-asc is not offered on this site" });
    expect(searchErrorForSite(request, { offersSubscriptions: true })).toBeNull();
    expect(searchErrorForSite(EMPTY_SEARCH_REQUEST, { offersSubscriptions: false })).toBeNull();
  });
});
