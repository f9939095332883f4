import { describe, expect, it } from "vitest";
import { controlCharacterField } from "./request-target";
import { JSON_INVALID_MESSAGE, JSON_TOO_DEEP_MESSAGE, jsonNestingDepth, MAX_JSON_DEPTH, parseJsonBody } from "./json-body";

const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
const nestedArrays = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

describe("jsonNestingDepth", () => {
  it.each([
    ["1", 0],
    ['"text"', 0],
    ["{}", 1],
    ['{"a":[1,{"b":2}]}', 3],
    ['["[[[[", "{{{{"]', 1],
    ['{"a":"\\"[[[["}', 1],
    ['{"a":"\\\\"}', 1],
    ['[[1],[2],[3]]', 2],
    [nestedObjects(5000), 5000],
    [nestedArrays(5000), 5000],
  ])("%s nests %i deep", (text, depth) => {
    expect(jsonNestingDepth(text)).toBe(depth);
  });

  it("stops counting past its limit", () => {
    expect(jsonNestingDepth(nestedArrays(100_000), 40)).toBe(41);
  });
});

describe("parseJsonBody (issue 30: a body nested 5,000 deep answered 500)", () => {
  it("parses a body at the limit", () => {
    expect(parseJsonBody(nestedObjects(MAX_JSON_DEPTH))).toMatchObject({ ok: true });
    expect(parseJsonBody('{"name":"Jess","lead_attributes":{"linked_query_params":{"utm":"x"}}}')).toEqual({
      ok: true, value: { name: "Jess", lead_attributes: { linked_query_params: { utm: "x" } } },
    });
  });

  it.each([
    ["objects one level over", nestedObjects(MAX_JSON_DEPTH + 1)],
    ["objects 5,000 deep", nestedObjects(5000)],
    ["arrays 5,000 deep", nestedArrays(5000)],
    ["a deep value inside a lead", `{"name":"Jess","lead_attributes":${nestedObjects(5000)}}`],
    ["unclosed brackets", "[".repeat(5000)],
  ])("refuses %s by name", (_, text) => {
    expect(parseJsonBody(text)).toEqual({ ok: false, message: JSON_TOO_DEEP_MESSAGE });
  });

  it.each(["{", "[1,", '{"a":}', "", "nul\u0000l"])("answers %j as not valid JSON", (text) => {
    expect(parseJsonBody(text)).toEqual({ ok: false, message: JSON_INVALID_MESSAGE });
  });

  it("leaves nothing deep enough to overflow the recursive checks that follow", () => {
    // The reason for the limit: walking this value recursively is what threw the RangeError.
    expect(() => controlCharacterField(JSON.parse(nestedObjects(5000)))).toThrow(RangeError);
    const parsed = parseJsonBody(nestedObjects(MAX_JSON_DEPTH));
    expect(parsed.ok && controlCharacterField(parsed.value)).toBeNull();
  });
});
