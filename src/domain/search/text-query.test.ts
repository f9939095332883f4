import { describe, expect, it } from "vitest";
import { allowsTypo, parseTextQuery, queryWords, synonymsOf, tokenize, withinOneEdit } from "./text-query";

describe("tokenize", () => {
  it.each([
    ["Toyota HiLux SR5", ["toyota", "hilux", "sr5"]],
    ["Mazda CX-5 Maxx", ["mazda", "cx", "5", "cx5", "maxx"]],
    ["Citroën C5 Aircross", ["citroen", "c5", "aircross"]],
    ["Stock ST-10234, VIN JTMABC123", ["stock", "st", "10234", "st10234", "vin", "jtmabc123"]],
    ["Ford Mustang Mach-E (CX-5 sized)", ["ford", "mustang", "mach", "e", "mache", "cx", "5", "cx5", "sized"]],
    ["Air-con, heated seats", ["air", "con", "aircon", "heated", "seats"]],
    ["  ", []],
  ])("%s → %j", (text, tokens) => {
    expect(tokenize(text)).toEqual(tokens);
  });
});

describe("queryWords: a code typed with a hyphen or slash is one word, its parts joined", () => {
  it.each([
    ["SECTEST-1", ["sectest1"]],
    ["sectest-1", ["sectest1"]],
    ["SECTEST1", ["sectest1"]],
    ["mazda cx-5", ["mazda", "cx5"]],
    ["Mach-E", ["mache"]],
    ["a/c ", ["ac"]],
    ["(ST-10234),", ["st10234"]],
    ["toyota hilux sr5", ["toyota", "hilux", "sr5"]],
    ["toyota, hilux", ["toyota", "hilux"]],
    ["heated/ cooled", ["heated", "cooled"]], // a slash before a space joins nothing
    ["Citroën C5", ["citroen", "c5"]],
    ["  ", []],
  ])("%j → %j", (query, words) => {
    expect(queryWords(query)).toEqual(words);
  });

  it("every word of a query is among the words of the same text as a car's: what a car says, the same query finds", () => {
    for (const text of ["SECTEST-1", "Mazda CX-5 Maxx", "Ford Mustang Mach-E", "Stock ST-10234, VIN JTMABC123"]) {
      expect(tokenize(text)).toEqual(expect.arrayContaining(queryWords(text)));
    }
  });
});

describe("parseTextQuery", () => {
  it("looks for a hyphenated stock number as one code, matched as a prefix while it is typed", () => {
    expect(parseTextQuery("SECTEST-1")).toEqual([{ alternatives: ["sectest1"], prefix: true, typo: false }]);
  });

  it("matches the last word as a prefix while the shopper is still typing it", () => {
    expect(parseTextQuery("toyota cor").map((w) => w.prefix)).toEqual([false, true]);
    expect(parseTextQuery("toyota cor ").map((w) => w.prefix)).toEqual([false, false]);
  });

  it("expands synonyms: ute↔pickup, 4wd↔4x4, auto↔automatic", () => {
    expect(parseTextQuery("ute 4wd auto ").map((w) => w.alternatives)).toEqual([
      ["ute", "utes", "pickup", "pickups", "utility"],
      ["4wd", "4x4"],
      ["auto", "automatic"],
    ]);
  });

  it("keeps AWD apart from 4WD (not every AWD car goes off road)", () => {
    expect(synonymsOf("awd")).toEqual(["awd"]);
    expect(synonymsOf("4x4")).not.toContain("awd");
  });
});

describe("allowsTypo: one typo only in words of 5+ letters, never in numbers or codes", () => {
  it.each([
    ["corolla", true],
    ["mazda", true],
    ["ford", false],
    ["i30", false],
    ["12345", false],
    ["cx5", false],
    ["hilux", true],
  ])("%s → %s", (word, allowed) => {
    expect(allowsTypo(word)).toBe(allowed);
  });
});

describe("withinOneEdit", () => {
  it.each([
    ["corolla", "corolla", true],
    ["corola", "corolla", true], // deletion
    ["corrolla", "corolla", true], // insertion
    ["cerolla", "corolla", true], // substitution
    ["tyoota", "toyota", true], // neighbours swapped
    ["toyta", "toyota", true],
    ["tayata", "toyota", false], // two substitutions
    ["corol", "corolla", false], // two letters short
    ["ranger", "range", true],
    ["abc", "cba", false],
  ])("%s ~ %s → %s", (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});
