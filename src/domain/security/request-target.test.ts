import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { controlCharacterField, decodeRouteParam, decodeRouteSegments, MAX_PATH_SEGMENT_LENGTH, methodProblem, pathProblem, queryProblem, SERVED_METHODS } from "./request-target";

describe("methodProblem", () => {
  // Issue 30: TRACE answered 500 on every path.
  it.each(["TRACE", "CONNECT", "PROPFIND", "MKCOL", "DELETE", "PATCH", "get", "Post", "FOO", "M-SEARCH", ""])("%j is refused (405)", (method) => {
    expect(methodProblem(method)).toEqual({ kind: "method", parameter: "method", message: "The method is not one this site answers (GET, HEAD, POST, PUT, OPTIONS)." });
  });

  it.each(SERVED_METHODS)("%s is served", (method) => {
    expect(methodProblem(method)).toBeNull();
  });
});

describe("pathProblem", () => {
  // Issue 19: each of these answered 500 (or reached PostgreSQL, for %00) before the proxy checked them.
  it.each([
    ["/search/%E0%A4%A", "The address is not valid percent-encoded UTF-8."],
    ["/search/%ZZ", "The address is not valid percent-encoded UTF-8."],
    ["/search/used-cars/%E0", "The address is not valid percent-encoded UTF-8."],
    ["/cars/%E0%A4%A", "The address is not valid percent-encoded UTF-8."],
    ["/cars/%ff", "The address is not valid percent-encoded UTF-8."],
    ["/cars/%C0%80", "The address is not valid percent-encoded UTF-8."],
    ["/cars/%ED%A0%80", "The address is not valid percent-encoded UTF-8."],
    ["/cars/abc%", "The address is not valid percent-encoded UTF-8."],
    ["/cars/%00", "The address contains a control character."],
    ["/cars/a%0Ab/view.json", "The address contains a control character."],
    ["/cars/%7F", "The address contains a control character."],
    ["/cars/%C2%85", "The address contains a control character."],
    [`/cars/${"a".repeat(MAX_PATH_SEGMENT_LENGTH + 1)}`, "A part of the address is longer than 200 characters."],
    [`/cars/${"%C3%A9".repeat(MAX_PATH_SEGMENT_LENGTH + 1)}`, "A part of the address is longer than 200 characters."],
  ])("%s names nothing: %s", (path, message) => {
    expect(pathProblem(path)).toEqual({ kind: "path", message });
  });

  it.each([
    "/", "/cars/2022-toyota-corolla-ascent-sport-st1234", "/search/toyota/corolla", "/search/citro%C3%ABn", "/cars/%25ff", "/search/toyota%2Fcorolla",
    `/cars/${"a".repeat(MAX_PATH_SEGMENT_LENGTH)}`, "/media/vehicles/suv/white/front/12.svg", "/sitemaps/2.xml",
  ])("%s reads", (path) => {
    expect(pathProblem(path)).toBeNull();
  });
});

describe("queryProblem", () => {
  it.each([
    ["?make=%ff", "make", "is not valid percent-encoded UTF-8"],
    ["make=Toyota&query=50%off", "query", "is not valid percent-encoded UTF-8"],
    ["?%E0=1", "%E0", "is not valid percent-encoded UTF-8"],
    ["?car_id=%00", "car_id", "must not contain control characters"],
    ["?a%00b=1", "ab", "must not contain control characters"],
    ["?query=a%1Bb", "query", "must not contain control characters"],
    [`?utm_source=${"x".repeat(2000)}`, "utm_source", "must be at most 2000 characters"],
  ])("%s: %s %s", (query, parameter, message) => {
    expect(queryProblem(query)).toEqual({ kind: "query", parameter, message });
  });

  it.each(["", "?", "?make=Toyota&make=Mazda", "?query=a+b%20c", "?message=line%0Aline%0D%0A%09tab", "?flag", "?a=b=c", "?query=caf%C3%A9", "?a=&&b="])("%s reads", (query) => {
    expect(queryProblem(query)).toBeNull();
  });

  it("finds a problem in any query the browser would not send, and none in any it would", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string({ unit: "grapheme" })), (values) => {
        const query = new URLSearchParams(values).toString();
        const hasControl = Object.entries(values).some(([k, v]) => /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(k + v));
        const tooLong = query.split("&").some((pair) => pair.length > 2000);
        expect(queryProblem(query) !== null).toBe(hasControl || tooLong);
      }),
    );
  });
});

describe("decodeRouteParam", () => {
  it.each([
    ["2022-toyota-corolla", "2022-toyota-corolla"],
    ["citro%C3%ABn", "citroën"],
    ["citroën", "citroën"],
    ["50%off", "50%off"],
    ["%2541", "%41"],
  ])("%s → %s", (raw, value) => {
    expect(decodeRouteParam(raw)).toBe(value);
  });

  it.each([["%ff"], ["%E0%A4%A"], ["\u0000"], ["%00"], ["a\nb"], ["a".repeat(201)], [undefined], [["a"]], [42]])("%j → null", (raw) => {
    expect(decodeRouteParam(raw)).toBeNull();
  });

  it("never returns a value with a control character or over the length limit", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("%", "%0", "%00", "%1f", "%ff", "%E0%A4", "%C3%A9", "%C2%85", "%25", "a", "-", "é", "\u0000", "\u0085"), { maxLength: 250 }).map((parts) => parts.join("")), (raw) => {
        const value = decodeRouteParam(raw);
        if (value !== null) expect(value.length <= MAX_PATH_SEGMENT_LENGTH && !/[\u0000-\u001f\u007f-\u009f]/.test(value)).toBe(true);
      }),
    );
  });
});

describe("decodeRouteSegments", () => {
  it.each([
    [undefined, []],
    [["toyota", "corolla"], ["toyota", "corolla"]],
    [["citro%C3%ABn"], ["citroën"]],
    [["toyota", "%ff"], null],
    [["a%00"], null],
    ["toyota", null],
  ])("%j → %j", (raw, segments) => {
    expect(decodeRouteSegments(raw)).toEqual(segments);
  });
});

describe("controlCharacterField", () => {
  it.each([
    [{ name: "Jess", message: "Hi\u0000" }, "message"],
    [{ lead_attributes: { visited_pages: ["/", "/cars/\u0001"] } }, "lead_attributes.visited_pages.1"],
    [{ "a\u0000b": "x" }, "ab"],
    ["\u0000", "body"],
  ])("%j → %s", (body, field) => {
    expect(controlCharacterField(body)).toBe(field);
  });

  it.each([[{ message: "line\nline\r\n\ttab", car_id: 4, ok: true, list: [null, 1.5] }], [null], [[]]])("%j → null", (body) => {
    expect(controlCharacterField(body)).toBeNull();
  });
});
