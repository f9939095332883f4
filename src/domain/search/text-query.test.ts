import { describe, expect, it } from "vitest";
import { allowsTypo, parseTextQuery, synonymsOf, tokenize, withinOneEdit } from "./text-query";

describe("tokenize", () => {
  it.each([
    ["Toyota HiLux SR5", ["toyota", "hilux", "sr5"]],
    ["Mazda CX-5 Maxx", ["mazda", "cx", "5", "cx5", "maxx"]],
    ["Citroën C5 Aircross", ["citroen", "c5", "aircross"]],
    ["Stock ST-10234, VIN JTMABC123", ["stock", "st", "10234", "st10234", "vin", "jtmabc123"]],
    ["  ", []],
  ])("%s → %j", (text, tokens) => {
    expect(tokenize(text)).toEqual(tokens);
  });
});

describe("parseTextQuery", () => {
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
