import { describe, expect, it } from "vitest";
import { parsePlainSearch } from "./plain-search";
import { plainSearchHref, plainSearchRequest, withoutChip } from "./plain-search-href";
import { searchPageHref } from "./search-href";
import { PLAIN_SEARCH_SITE } from "../../../tests/fixtures/plain-search-site";

const read = (text: string) => parsePlainSearch(text, PLAIN_SEARCH_SITE);
const places = { locations: [{ slug: "brisbane-north", name: "Brisbane North" }], dealerships: [] };

describe("plainSearchHref", () => {
  it.each([
    ["2020 or newer corolla hatch", "/search/toyota/corolla?body=Hatch&year_min=2020"],
    ["white hybrid SUV under 35k", "/search/suv?fuel=Hybrid&colour=Glacier+White&colour=Frozen+White&price_max=35000"],
    ["ute 4x4 diesel auto less than 80,000 km", "/search/ute?fuel=Diesel&transmission=Automatic&drive=4x4&km_max=80000"],
    ["7 seater under $40k near Brisbane", "/search/new-used-and-demo-cars?seats=7&city=Brisbane&price_max=40000"],
    ["used cars", "/search/used-cars"],
    ["mazda", "/search/mazda"],
    ["suv with bullbar", "/search/suv?query=bullbar"],
    ["brisbane north", "/search/brisbane-north"],
    ["", "/search/new-used-and-demo-cars"],
  ])("%j goes to %s", (text, href) => {
    expect(plainSearchHref(read(text), places)).toBe(href);
  });

  it("is the search page's own address for the same search", () => {
    const reading = read("kia carnival 8 seater diesel under 50k with sunroof");
    expect(plainSearchHref(reading, places)).toBe(searchPageHref(plainSearchRequest(reading), places));
  });
});

describe("withoutChip", () => {
  it("drops what each chip stands for and nothing else", () => {
    const reading = read("7 seater under $40k near Brisbane corolla");
    const request = plainSearchRequest(reading);
    const hrefs = reading.chips.map((chip) => searchPageHref(withoutChip(request, chip.remove)));
    expect(hrefs).toEqual([
      "/search/toyota/corolla?city=Brisbane&price_max=40000",
      "/search/toyota/corolla?seats=7&city=Brisbane",
      "/search/toyota/corolla?seats=7&price_max=40000",
      "/search/toyota?seats=7&city=Brisbane&price_max=40000",
      "/search/new-used-and-demo-cars?model=Corolla&seats=7&city=Brisbane&price_max=40000",
    ]);
  });

  it("leaves a search without the chip's value as it was", () => {
    const request = plainSearchRequest(read("toyota"));
    expect(withoutChip(request, { attribute: "make", value: "Mazda" })).toBe(request);
  });
});
