import { describe, expect, it } from "vitest";
import { cameFromSearch } from "./view-source";

const ORIGIN = "https://www.metro.example";

describe("cameFromSearch", () => {
  it.each([
    ["the site's search", `${ORIGIN}/search/used-cars?make=Mazda`, true],
    ["the default search page", `${ORIGIN}/search/new-used-and-demo-cars`, true],
    ["the bare search path", `${ORIGIN}/search`, true],
    ["a path that only starts with the word", `${ORIGIN}/searchlight`, false],
    ["another site's search", "https://www.harbour.example/search/used-cars", false],
    ["the home page", `${ORIGIN}/`, false],
    ["another car", `${ORIGIN}/cars/2021-mazda-cx-5`, false],
    ["nothing known", "", false],
  ])("%s", (_case, previous, expected) => expect(cameFromSearch(previous, ORIGIN)).toBe(expected));
});
