import { describe, expect, it } from "vitest";
import { readSignInRequest, safeReturnPath, signInHref } from "./return-path";

const SITE = "https://harbourtoyota.example";

/** Where a browser on one of our pages goes when a link's href is `path`: tabs and newlines dropped, resolved against the page. */
const browserTarget = (path: string) => new URL(path.replace(/[\t\n\r]/g, ""), `${SITE}/sign-in?type=watchlist`);

const KEPT: [string, string][] = [
  ["/", "/"],
  ["/cars/2022-toyota-corolla-st1234", "/cars/2022-toyota-corolla-st1234"],
  ["/search/used-cars?make=Toyota&page=2", "/search/used-cars?make=Toyota&page=2"],
  ["/my-garage#watchlist", "/my-garage#watchlist"],
  ["/a/../b", "/b"],
  ["/./cars/x", "/cars/x"],
  ["/finance/credit-check?car_id=12&vehiclePriceBudget=30000", "/finance/credit-check?car_id=12&vehiclePriceBudget=30000"],
  ["/search/used-cars?make=Land%20Rover&q=a%2Fb", "/search/used-cars?make=Land%20Rover&q=a%2Fb"],
  ["/@evil.example", "/@evil.example"],
  ["/cars/x?next=//evil.example", "/cars/x?next=//evil.example"],
  ["/cars/é", "/cars/%C3%A9"],
];

/** Issue 30 §2 and the forms an attacker tries next: each must come out as null (the caller then uses `/`). */
const HOSTILE: [string, unknown][] = [
  ["an absolute URL", "https://evil.example/"],
  ["an absolute URL in capitals", "HTTPS://evil.example/"],
  ["a scheme without slashes", "https:evil.example"],
  ["a scheme-relative URL", "//evil.example/x"],
  ["three slashes", "///evil.example"],
  ["a backslash path browsers read as scheme-relative", "/\\evil.example"],
  ["two backslashes", "\\\\evil.example"],
  ["a backslash then a slash", "\\/evil.example"],
  ["a slash, backslash, slash", "/\\/evil.example"],
  ["a backslash later on", "/cars\\x"],
  ["a javascript: URL", "javascript:alert(1)"],
  ["a javascript: URL in mixed case", "JaVaScRiPt:alert(1)"],
  ["a data: URL", "data:text/html,hi"],
  ["a vbscript: URL", "vbscript:msgbox(1)"],
  ["a relative path", "cars/x"],
  ["a dot segment that leaves //", "/.//evil.example"],
  ["a parent segment that leaves //", "/..//evil.example"],
  ["a parent segment after a folder that leaves //", "/cars/..//evil.example"],
  ["several dot segments that leave //", "/./../..//evil.example"],
  ["encoded parent segment (issue 30)", "/%2e%2e//evil.example"],
  ["encoded dot segment in capitals", "/%2E//evil.example"],
  ["half-encoded parent segment", "/.%2e//evil.example"],
  ["an encoded slash after a parent segment", "/..%2f/evil.example"],
  ["encoded slashes", "/%2F%2Fevil.example"],
  ["an encoded backslash", "/%5Cevil.example"],
  ["a double-encoded parent segment", "/%252e%252e//evil.example"],
  ["double-encoded slashes", "/%252F%252Fevil.example"],
  ["a dot segment and an encoded slash", "/.%2e/%2fevil.example"],
  ["an escape that does not decode", "/cars/%E9"],
  ["an escape encoded four times", "/%2525252F%2525252Fevil.example"],
  ["a tab browsers drop, leaving //", "/\t/evil.example"],
  ["a newline", "/\n/evil.example"],
  ["a carriage return", "/\r/evil.example"],
  ["an encoded tab", "/%09/evil.example"],
  ["a leading space", " //evil.example"],
  ["a space", "/ /evil.example"],
  ["a NUL", "/\u0000"],
  ["an encoded NUL", "/%00"],
  ["userinfo before another host", "//harbourtoyota.example@evil.example/"],
  ["userinfo in an absolute URL", "https://harbourtoyota.example:pw@evil.example/"],
  ["sign-in itself (a loop)", "/sign-in?type=watchlist"],
  ["sign-in with a trailing slash", "/sign-in/"],
  ["sign-in through a dot segment", "/cars/../sign-in"],
  ["sign-in, encoded", "/%73ign-in"],
  ["under sign-in", "/sign-in/x"],
  ["empty", ""],
  ["not a string", ["/a"]],
  ["over 2,000 characters", `/${"a".repeat(2000)}`],
];

/** Unicode lookalikes of `/`, `\\` and `.` are no separators to a browser: they stay, percent-encoded, in a path on this site. */
const LOOKALIKES: [string, string][] = [
  ["fullwidth solidus", "/\uff0fevil.example"],
  ["fullwidth reverse solidus", "/\uff3cevil.example"],
  ["division slash", "/\u2215evil.example"],
  ["fraction slash", "/\u2044evil.example"],
  ["small reverse solidus", "/\ufe68evil.example"],
  ["a lookalike dot and slash", "/\u2024\u2024\uff0fevil.example"],
];

describe("safeReturnPath — the sign-in redirect is a same-site path, so there is no open redirect (issue 14 §3, issue 30 §2)", () => {
  it.each(KEPT)("keeps %j as %j", (value, path) => {
    expect(safeReturnPath(value)).toBe(path);
  });

  it.each(HOSTILE)("refuses %s", (_label, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it.each(LOOKALIKES)("keeps a %s only percent-encoded, as a path on this site", (_label, value) => {
    const path = safeReturnPath(value);
    expect(path).toMatch(/^\/%[0-9A-F]{2}/);
    expect(browserTarget(path!).origin).toBe(SITE);
  });

  it("has a table of at least 30 hostile forms", () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
  });

  it.each([...KEPT.map(([value]) => value), ...LOOKALIKES.map(([, value]) => value)])("answers %j with a path a browser resolves on this site, and answers that path unchanged", (value) => {
    const path = safeReturnPath(value)!;
    expect(browserTarget(path).origin).toBe(SITE);
    expect(browserTarget(path).pathname.startsWith("//")).toBe(false);
    expect(safeReturnPath(path)).toBe(path);
  });
});

describe("readSignInRequest — /sign-in?type=…&redirect=…&back=…", () => {
  it.each<[string, Record<string, unknown>, ReturnType<typeof readSignInRequest>]>([
    ["all three", { type: "watchlist", redirect: "/cars/x", back: "/search" }, { purpose: "watchlist", redirect: "/cars/x", back: "/search" }],
    ["back defaults to redirect", { type: "my-garage", redirect: "/my-garage" }, { purpose: "my-garage", redirect: "/my-garage", back: "/my-garage" }],
    ["nothing: home", {}, { purpose: "account", redirect: "/", back: "/" }],
    ["an unknown type", { type: "admin", redirect: "/x" }, { purpose: "account", redirect: "/x", back: "/x" }],
    ["an open redirect is replaced by home", { type: "watchlist", redirect: "https://evil.example", back: "//evil.example" }, { purpose: "watchlist", redirect: "/", back: "/" }],
    ["repeated parameters (arrays) are refused", { redirect: ["/a", "/b"] }, { purpose: "account", redirect: "/", back: "/" }],
  ])("%s", (_label, query, expected) => {
    expect(readSignInRequest(query)).toEqual(expected);
  });
});

describe("signInHref", () => {
  it("builds the spec's address", () => {
    expect(signInHref({ purpose: "watchlist", redirect: "/cars/x?save=1", back: "/cars/x" })).toBe("/sign-in?type=watchlist&redirect=%2Fcars%2Fx%3Fsave%3D1&back=%2Fcars%2Fx");
  });

  it("never puts an unsafe path in the link", () => {
    expect(signInHref({ purpose: "my-garage", redirect: "//evil.example" })).toBe("/sign-in?type=my-garage&redirect=%2F&back=%2F");
  });

  it("round-trips through readSignInRequest", () => {
    const href = signInHref({ purpose: "watchlist", redirect: "/cars/x?a=1&b=2#top", back: "/search/used-cars" });
    const query = Object.fromEntries(new URL(href, "http://a.localhost").searchParams);
    expect(readSignInRequest(query)).toEqual({ purpose: "watchlist", redirect: "/cars/x?a=1&b=2#top", back: "/search/used-cars" });
  });
});
