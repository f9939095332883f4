import { describe, expect, it } from "vitest";
import { readSignInRequest, safeReturnPath, signInHref } from "./return-path";

describe("safeReturnPath — the sign-in redirect is a same-site path, so there is no open redirect (issue 14 §3)", () => {
  it.each([
    ["/", "/"],
    ["/cars/2022-toyota-corolla-st1234", "/cars/2022-toyota-corolla-st1234"],
    ["/search/used-cars?make=Toyota&page=2", "/search/used-cars?make=Toyota&page=2"],
    ["/my-garage#watchlist", "/my-garage#watchlist"],
    ["/a/../b", "/b"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ])("keeps %j as %j", (value, path) => {
    expect(safeReturnPath(value)).toBe(path);
  });

  it.each([
    ["an absolute URL", "https://evil.example/"],
    ["a scheme-relative URL", "//evil.example/x"],
    ["a backslash path browsers read as scheme-relative", "/\\evil.example"],
    ["a backslash later on", "/cars\\x"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a data: URL", "data:text/html,hi"],
    ["a relative path", "cars/x"],
    ["a tab browsers drop, leaving //", "/\t/evil.example"],
    ["a newline", "/\n/evil.example"],
    ["a space", "/ /evil.example"],
    ["a NUL", "/\u0000"],
    ["sign-in itself (a loop)", "/sign-in?type=watchlist"],
    ["under sign-in", "/sign-in/x"],
    ["empty", ""],
    ["not a string", ["/a"]],
    ["over 2,000 characters", `/${"a".repeat(2000)}`],
  ])("refuses %s", (_label, value) => {
    expect(safeReturnPath(value)).toBeNull();
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
