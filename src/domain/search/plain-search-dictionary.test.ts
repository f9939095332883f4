import { describe, expect, it } from "vitest";
import { buildPlainSearchDictionary, correctedWord } from "./plain-search-dictionary";
import { parsePlainSearch } from "./plain-search";
import { plainSearchRequest } from "./plain-search-href";
import { parseSearchParams, searchRequestToParams } from "./search-request";

describe("buildPlainSearchDictionary", () => {
  it("names only values the site has: a synonym with no value behind it is no filter", () => {
    const dictionary = buildPlainSearchDictionary({ body: ["Sedan"], fuel: ["Petrol"] });
    expect(dictionary.phrases.get("sedan")).toEqual({ attribute: "body", values: ["Sedan"] });
    expect(dictionary.phrases.get("ute")).toBeUndefined();
    expect(dictionary.phrases.get("diesel")).toBeUndefined();
  });

  it("reads a phrase naming two facets as the first in DICTIONARY_ATTRIBUTES order", () => {
    const dictionary = buildPlainSearchDictionary({ badge: ["Hybrid", "Sport"], fuel: ["Hybrid"], model: ["Sport"] });
    expect(dictionary.phrases.get("hybrid")).toEqual({ attribute: "fuel", values: ["Hybrid"] });
    expect(dictionary.phrases.get("sport")).toEqual({ attribute: "model", values: ["Sport"] });
  });

  it("matches a synonym group to the site's spelling of the value", () => {
    const dictionary = buildPlainSearchDictionary({ body: ["Hatchback", "Utility"], drive: ["4WD"] });
    expect(dictionary.phrases.get("hatch")).toEqual({ attribute: "body", values: ["Hatchback"] });
    expect(dictionary.phrases.get("ute")).toEqual({ attribute: "body", values: ["Utility"] });
    expect(dictionary.phrases.get("4x4")).toEqual({ attribute: "drive", values: ["4WD"] });
  });

  it("knows the site's seat counts in order", () => {
    expect(buildPlainSearchDictionary({ seats: ["8", "5", "7", "x"] }).seats).toEqual([5, 7, 8]);
  });

  it("leaves out values the search request would refuse, and keeps a colour family within its limit", () => {
    const whites = Array.from({ length: 60 }, (_, i) => `White ${i + 1}`);
    const dictionary = buildPlainSearchDictionary({ colour: [...whites, `${"Long ".repeat(30)}White`], make: [" Kia"] });
    expect(dictionary.phrases.get("white")?.values).toHaveLength(50);
    expect(dictionary.phrases.has("kia")).toBe(false);
    const request = plainSearchRequest(parsePlainSearch("white", dictionary));
    expect(parseSearchParams(searchRequestToParams(request))).toEqual({ ok: true, request });
  });
});

describe("correctedWord", () => {
  const dictionary = buildPlainSearchDictionary({ make: ["Land Rover", "Toyota", "Kia"], model: ["Corolla"] });

  it.each([
    ["toyta", "toyota"], ["tyoota", "toyota"], ["toyotas", "toyota"], ["corola", "corolla"], ["rovr", "rover"],
    // Known words, short words, codes and words two edits away stay as typed; so does a word one edit from two known words.
    ["over", "over"], ["rover", "rover"], ["kin", "kin"], ["kiaa", "kiaa"], ["toyt4", "toyt4"], ["tyotaa", "tyotaa"], ["mode", "mode"],
    ["mind", "mind"],
  ])("reads %j as %j", (word, expected) => {
    expect(correctedWord(word, dictionary)).toBe(expected);
  });
});
