import { describe, expect, it } from "vitest";
import { EMPTY_SEARCH_REQUEST, type SearchRequest } from "./search-request";
import type { SearchVocabulary } from "./search-response";
import { isIndexableSearch, parseSearchPath, searchBreadcrumbs, searchHref, searchPathFor, slugify, usedCarBodySearchHref, dealershipSearchPath, type SearchFilterSet } from "./search-route";

const vocabulary: SearchVocabulary = {
  makes: ["Toyota", "Land Rover", "Mazda"],
  models: [{ make: "Toyota", model: "Corolla" }, { make: "Mazda", model: "CX-5" }, { make: "Land Rover", model: "Range Rover Sport" }],
  bodies: ["SUV", "People Mover", "Ute"],
  locations: [{ slug: "harbour-toyota-north", name: "Harbour Toyota North" }, { slug: "shared-slug", name: "Shared Location" }],
  dealerships: [{ slug: "harbour-toyota", name: "Harbour Toyota" }, { slug: "shared-slug", name: "Shared Dealership" }],
};

describe("slugify", () => {
  it.each([
    ["Land Rover", "land-rover"],
    ["CX-5", "cx-5"],
    ["Mercedes-Benz", "mercedes-benz"],
    ["Citroën", "citroen"],
    ["  People  Mover ", "people-mover"],
    ["Range Rover Sport", "range-rover-sport"],
    ["!!!", ""],
  ])("%j → %j", (name, slug) => expect(slugify(name)).toBe(slug));
});

// Spec 001 §2: "Search: /search/new-used-and-demo-cars (default), /search/{type}-cars (used-cars, demo-cars,
// new-cars), /search/new-and-demo-cars, /search/{make}, /search/{make}/{model}, /search/{body},
// /search/{location slug} (View Our Stock)." Spec 000 §2: "/search/{dealership_slug} | see more from this dealer".
describe("parseSearchPath", () => {
  it.each<[string, string[], SearchFilterSet, string, string]>([
    ["no segment is the default", [], {}, "New, Used and Demo Cars", "/search/new-used-and-demo-cars"],
    ["'/search/new-used-and-demo-cars (default)'", ["new-used-and-demo-cars"], {}, "New, Used and Demo Cars", "/search/new-used-and-demo-cars"],
    ["used-cars", ["used-cars"], { car_type: ["used"] }, "Used Cars", "/search/used-cars"],
    ["demo-cars", ["demo-cars"], { car_type: ["demo"] }, "Demo Cars", "/search/demo-cars"],
    ["new-cars", ["new-cars"], { car_type: ["new"] }, "New Cars", "/search/new-cars"],
    ["'/search/new-and-demo-cars'", ["new-and-demo-cars"], { car_type: ["new", "demo"] }, "New and Demo Cars", "/search/new-and-demo-cars"],
    ["'/search/{make}'", ["land-rover"], { make: ["Land Rover"] }, "Land Rover", "/search/land-rover"],
    ["make, any case", ["Toyota"], { make: ["Toyota"] }, "Toyota", "/search/toyota"],
    ["'/search/{make}/{model}'", ["mazda", "cx-5"], { make: ["Mazda"], model: ["CX-5"] }, "Mazda CX-5", "/search/mazda/cx-5"],
    ["'/search/{body}'", ["people-mover"], { body: ["People Mover"] }, "People Mover", "/search/people-mover"],
    ["'/search/{location slug} (View Our Stock)'", ["harbour-toyota-north"], { location_name: ["Harbour Toyota North"] }, "Stock at Harbour Toyota North", "/search/harbour-toyota-north"],
    ["'/search/{dealership_slug} see more from this dealer'", ["harbour-toyota"], { dealership_name: ["Harbour Toyota"] }, "More from Harbour Toyota", "/search/harbour-toyota"],
    ["a slug both a location and a dealership use reads as the location", ["shared-slug"], { location_name: ["Shared Location"] }, "Stock at Shared Location", "/search/shared-slug"],
  ])("%s", (_, segments, filters, heading, canonicalPath) => {
    const route = parseSearchPath(segments, vocabulary);
    expect(route).toMatchObject({ filters, heading, canonicalPath });
  });

  it.each<[string, string[]]>([
    ["an unknown make", ["saab"]],
    ["a model of another make", ["toyota", "cx-5"]],
    ["an unknown model", ["toyota", "hilux"]],
    ["three segments", ["toyota", "corolla", "extra"]],
    ["an empty segment", [""]],
  ])("%s is not a search route (404)", (_, segments) => expect(parseSearchPath(segments, vocabulary)).toBeNull());
});

describe("searchPathFor — the most specific path, the rest in the query", () => {
  it.each<[string, SearchFilterSet, string, SearchFilterSet]>([
    ["nothing", {}, "/search/new-used-and-demo-cars", {}],
    ["used", { car_type: ["used"] }, "/search/used-cars", {}],
    ["new and demo in any order", { car_type: ["demo", "new"] }, "/search/new-and-demo-cars", {}],
    ["all three types are the default", { car_type: ["used", "demo", "new"] }, "/search/new-used-and-demo-cars", {}],
    ["used and demo has no path", { car_type: ["used", "demo"] }, "/search/new-used-and-demo-cars", { car_type: ["used", "demo"] }],
    ["make and model", { make: ["Toyota"], model: ["Corolla"] }, "/search/toyota/corolla", {}],
    ["make beats car type", { car_type: ["used"], make: ["Land Rover"] }, "/search/land-rover", { car_type: ["used"] }],
    ["exactly one body", { body: ["SUV"] }, "/search/suv", {}],
    ["two bodies stay in the query", { body: ["SUV", "Ute"] }, "/search/new-used-and-demo-cars", { body: ["SUV", "Ute"] }],
    ["two makes stay in the query", { make: ["Toyota", "Mazda"], model: ["Corolla"] }, "/search/new-used-and-demo-cars", { make: ["Toyota", "Mazda"], model: ["Corolla"] }],
    ["a model without its make stays in the query", { model: ["Corolla"] }, "/search/new-used-and-demo-cars", { model: ["Corolla"] }],
    ["a location by its slug", { location_name: ["Harbour Toyota North"] }, "/search/harbour-toyota-north", {}],
    ["a dealership by its slug", { dealership_name: ["Harbour Toyota"], fuel: ["Hybrid"] }, "/search/harbour-toyota", { fuel: ["Hybrid"] }],
    ["an unknown location stays in the query", { location_name: ["Nowhere"] }, "/search/new-used-and-demo-cars", { location_name: ["Nowhere"] }],
    ["empty lists are no filter", { make: [], body: ["Ute"] }, "/search/ute", {}],
  ])("%s", (_, filters, path, rest) => expect(searchPathFor(filters, vocabulary)).toEqual({ path, rest }));

  it("every path it writes reads back as the same filters", () => {
    for (const filters of [{ make: ["Land Rover"], model: ["Range Rover Sport"] }, { body: ["People Mover"] }, { car_type: ["new", "demo"] }, { location_name: ["Harbour Toyota North"] }]) {
      const segments = searchPathFor(filters, vocabulary).path.split("/").slice(2);
      expect(parseSearchPath(segments, vocabulary)?.filters).toEqual(filters);
    }
  });

  it("searchHref puts the rest in the query string", () => {
    expect(searchHref({ car_type: ["used"], make: ["Toyota"], fuel: ["Hybrid", "Electric"] })).toBe("/search/toyota?fuel=Hybrid&fuel=Electric&car_type=used");
  });
});

describe("searchBreadcrumbs — car type → make → model → body", () => {
  it("a make and model page", () => {
    expect(parseSearchPath(["toyota", "corolla"], vocabulary)?.breadcrumbs).toEqual([
      { label: "New, Used and Demo Cars", href: "/search/new-used-and-demo-cars" },
      { label: "Toyota", href: "/search/toyota" },
      { label: "Corolla", href: "/search/toyota/corolla" },
    ]);
  });
  it("car type, make, model and body from a filtered search", () => {
    expect(searchBreadcrumbs({ car_type: ["used"], make: ["Mazda"], model: ["CX-5"], body: ["SUV"] })).toEqual([
      { label: "Used Cars", href: "/search/used-cars" },
      { label: "Mazda", href: "/search/mazda?car_type=used" },
      { label: "CX-5", href: "/search/mazda/cx-5?car_type=used" },
      { label: "SUV", href: "/search/mazda/cx-5?body=SUV&car_type=used" },
    ]);
  });
  it("no model level without a single make", () => {
    expect(searchBreadcrumbs({ make: ["Toyota", "Mazda"], model: ["Corolla"] }).map((c) => c.label)).toEqual(["New, Used and Demo Cars"]);
  });
});

describe("isIndexableSearch — filter combinations are noindex beyond what a path says", () => {
  const request = (overrides: Partial<SearchRequest>): SearchRequest => ({ ...EMPTY_SEARCH_REQUEST, ...overrides });
  it.each<[string, Partial<SearchRequest>, boolean]>([
    ["the default search", {}, true],
    ["make and model", { filters: { make: ["Toyota"], model: ["Corolla"] } }, true],
    ["one body", { filters: { body: ["SUV"] } }, true],
    ["a car type", { filters: { car_type: ["used"] } }, true],
    ["a location", { filters: { location_name: ["Harbour Toyota North"] } }, true],
    ["make plus car type", { filters: { make: ["Toyota"], car_type: ["used"] } }, false],
    ["two makes", { filters: { make: ["Toyota", "Mazda"] } }, false],
    ["a fuel filter", { filters: { fuel: ["Hybrid"] } }, false],
    ["a text query", { query: "corolla" }, false],
    ["page 2", { page: 2 }, false],
    ["a sort", { sortBy: "price-asc" }, false],
    ["a price range", { ranges: { price: { max: 30000 } } }, false],
    ["counts only", { hitsPerPage: 0 }, false],
  ])("%s → %s", (_, overrides, indexable) => expect(isIndexableSearch(request(overrides), vocabulary)).toBe(indexable));
});

// Spec 001 §2: "Breadcrumbs: /search/{car_type}/ and /used-car/{car_type}/ with make, model and simple_body levels."
describe("usedCarBodySearchHref — /used-car/{body}/ is the search of used cars of that body", () => {
  it.each([
    ["suv", "/search/suv?car_type=used"],
    ["SUV", "/search/suv?car_type=used"],
    ["people-mover", "/search/people-mover?car_type=used"],
    ["spaceship", null],
    ["", null],
  ])("%s → %s", (segment, href) => expect(usedCarBodySearchHref(segment, vocabulary)).toBe(href));
});

describe("dealershipSearchPath — spec 000 §2 '/search/{dealership_slug} | see more from this dealer'", () => {
  it("is the dealership's search", () => {
    expect(dealershipSearchPath("harbour-toyota")).toBe("/search/harbour-toyota");
    expect(parseSearchPath(["harbour-toyota"], vocabulary)?.filters).toEqual({ dealership_name: ["Harbour Toyota"] });
  });
});
