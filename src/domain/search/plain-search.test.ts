import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { parsePlainSearch } from "./plain-search";
import { plainSearchRequest } from "./plain-search-href";
import { parseSearchParams, searchRequestToParams } from "./search-request";
import { MAX_INPUT_CHARACTERS, MAX_INPUT_WORDS } from "./plain-search-tokens";
import { PLAIN_SEARCH_PHRASINGS as PHRASINGS } from "../../../tests/fixtures/plain-search-phrasings";
import { PLAIN_SEARCH_BIKES_SITE, PLAIN_SEARCH_SITE } from "../../../tests/fixtures/plain-search-site";

/** The reading as the search's own URL parameters, in a stable order (a facet's values in any order). */
function paramsOf(text: string, site = PLAIN_SEARCH_SITE): string[] {
  return [...searchRequestToParams(plainSearchRequest(parsePlainSearch(text, site)))].map(([name, value]) => `${name}=${value}`).sort();
}
const expected = (params: string) => [...new URLSearchParams(params)].map(([name, value]) => `${name}=${value}`).sort();

describe("parsePlainSearch", () => {
  it("has at least 200 phrasings in its table", () => {
    expect(PHRASINGS.length).toBeGreaterThanOrEqual(200);
  });

  it.each(PHRASINGS)("%j reads as %j", (text, params) => {
    expect(paramsOf(text)).toEqual(expected(params));
  });

  it("leaves a word the site has no value for in the text query", () => {
    expect(paramsOf("hybrid ute automatic", PLAIN_SEARCH_BIKES_SITE)).toEqual(expected("query=hybrid ute automatic"));
    expect(paramsOf("yamaha motorbike petrol", PLAIN_SEARCH_BIKES_SITE)).toEqual(expected("make=Yamaha&body=Motorcycle&fuel=Petrol"));
    expect(paramsOf("near brisbane", PLAIN_SEARCH_BIKES_SITE)).toEqual(expected("query=near brisbane"));
  });

  it("gives a chip per thing understood, in the order typed, each naming what it removes", () => {
    expect(parsePlainSearch("7 seater under $40k near Brisbane corolla", PLAIN_SEARCH_SITE).chips).toEqual([
      { label: "Seats 7", remove: { attribute: "seats", value: "7" } },
      { label: "Price: Up to $40,000", remove: { range: "price" } },
      { label: "Brisbane", remove: { attribute: "city", value: "Brisbane" } },
      { label: "Corolla", remove: { attribute: "model", value: "Corolla" } },
      { label: "Toyota", remove: { attribute: "make", value: "Toyota" } },
    ]);
  });

  it("keeps one chip for a range stated twice, showing what holds at the end", () => {
    expect(parsePlainSearch("under 20k over 30k certified", PLAIN_SEARCH_SITE).chips).toEqual([
      { label: "Price: From $30,000", remove: { range: "price" } },
      { label: "Certified", remove: { attribute: "certified", value: "true" } },
    ]);
  });

  it("reads a very long input only up to its limits, and leaves a query the search accepts", () => {
    const repeated = parsePlainSearch("toyota ".repeat(5000), PLAIN_SEARCH_SITE);
    expect(repeated).toMatchObject({ filters: { make: ["Toyota"] }, leftover: "" });
    expect(parsePlainSearch(`${"word ".repeat(MAX_INPUT_WORDS)}toyota`, PLAIN_SEARCH_SITE).filters).toEqual({});
    expect(parsePlainSearch(`${"x".repeat(MAX_INPUT_CHARACTERS - 3)} toyota`, PLAIN_SEARCH_SITE).filters).toEqual({});
    expect(parsePlainSearch(`toyota ${"x".repeat(MAX_INPUT_CHARACTERS - 8)}`, PLAIN_SEARCH_SITE).filters).toEqual({ make: ["Toyota"] });
    const unknown = parsePlainSearch("lorem ipsum dolor sit amet ".repeat(100), PLAIN_SEARCH_SITE);
    expect(unknown.leftover.length).toBeLessThanOrEqual(120);
    expect(unknown.leftover.startsWith("lorem ipsum dolor sit amet lorem")).toBe(true);
  });

  it("always gives a search the search request parser reads back unchanged", () => {
    const words = fc.constantFrom("toyota", "corolla", "under", "35k", "$40,000", "2020", "or", "newer", "km", "80,000", "near", "brisbane",
      "7", "seater", "-", "to", "+", "hybird", "white", "x".repeat(60), "€", "ü", "'", "over", "1e9", "between", "and");
    fc.assert(fc.property(fc.array(fc.oneof(words, fc.string()), { maxLength: 60 }), (parts) => {
      const request = plainSearchRequest(parsePlainSearch(parts.join(" "), PLAIN_SEARCH_SITE));
      expect(parseSearchParams(searchRequestToParams(request))).toEqual({ ok: true, request });
    }));
  });

  it("reads the same text the same way every time", () => {
    const text = "used white corolla hatch auto 2019+ under 25k near brisbane";
    expect(parsePlainSearch(text, PLAIN_SEARCH_SITE)).toEqual(parsePlainSearch(text, PLAIN_SEARCH_SITE));
  });
});
