import { describe, expect, it } from "vitest";
import { constantTimeEqual, csrfRefusal, type CsrfInput } from "./csrf";

const token = "A".repeat(21) + "_-" + "b".repeat(20);
const good: CsrfInput = { host: "harbour-toyota.localhost:3000", origin: "http://harbour-toyota.localhost:3000", referer: null, cookieToken: token, submittedToken: token };

describe("csrfRefusal — issue 14: 'Every state-changing POST is protected against CSRF'", () => {
  it.each<[string, Partial<CsrfInput>, ReturnType<typeof csrfRefusal>]>([
    ["same origin with the cookie's token", {}, null],
    ["the site over https behind a proxy", { host: "harbourtoyota.com.au", origin: "https://harbourtoyota.com.au" }, null],
    ["host header in another case", { host: "Harbour-Toyota.localhost:3000" }, null],
    ["no Origin, same-site Referer", { origin: null, referer: "http://harbour-toyota.localhost:3000/sign-in?type=watchlist" }, null],
    ["another site's origin", { origin: "http://evil.localhost:3000" }, "cross_origin"],
    ["another tenant on the same server", { origin: "http://metro-motor-group.localhost:3000" }, "cross_origin"],
    ["the same host on another port", { origin: "http://harbour-toyota.localhost:4000" }, "cross_origin"],
    ["Origin: null (sandboxed frame, data: page)", { origin: "null" }, "cross_origin"],
    ["a cross-site Referer without Origin", { origin: null, referer: "https://evil.example/page" }, "cross_origin"],
    ["neither Origin nor Referer", { origin: null, referer: null }, "no_origin"],
    ["no token submitted", { submittedToken: undefined }, "bad_token"],
    ["no CSRF cookie", { cookieToken: undefined }, "bad_token"],
    ["a token that is not the cookie's", { submittedToken: "B".repeat(43) }, "bad_token"],
    ["a cookie that is not a token", { cookieToken: "x", submittedToken: "x" }, "bad_token"],
  ])("%s", (_label, change, expected) => {
    expect(csrfRefusal({ ...good, ...change })).toBe(expected);
  });
});

describe("constantTimeEqual", () => {
  it.each([
    ["abc", "abc", true],
    ["abc", "abd", false],
    ["abc", "abcd", false],
    ["", "", true],
  ])("%j vs %j → %s", (a, b, expected) => {
    expect(constantTimeEqual(a, b)).toBe(expected);
  });
});
