import { describe, expect, it } from "vitest";
import { isPossibleServerAction, serverActionProblem, type ServerActionHeaders } from "./server-action-request";

const ACTION_ID = "40c1a9f2e3b4d5c6a7b8c9d0e1f2a3b4c5d6e7f8a9";
const action: ServerActionHeaders = {
  method: "POST", pathname: "/contact", contentType: "text/plain;charset=UTF-8", actionId: ACTION_ID,
  origin: "http://harbour-toyota.localhost:3100", host: "harbour-toyota.localhost:3100", forwardedHost: null,
};
const formPost: ServerActionHeaders = { ...action, contentType: "multipart/form-data; boundary=x", actionId: null };
const ANOTHER_SITE = { kind: "forbidden", parameter: "Origin", message: "Server actions are only taken from the site's own pages." };

describe("isPossibleServerAction: the posts Next.js may run as an action", () => {
  it.each<[string, Partial<ServerActionHeaders>, boolean]>([
    ["a script's call (Next-Action)", {}, true],
    ["a no-JavaScript form post (multipart)", formPost, true],
    ["a GET with Next-Action", { method: "GET" }, false],
    ["an urlencoded post (Next.js runs none)", { actionId: null, contentType: "application/x-www-form-urlencoded" }, false],
    ["a JSON post", { actionId: null, contentType: "application/json" }, false],
    ["multipart in other letter case (Next.js's test is case-sensitive)", { actionId: null, contentType: "Multipart/Form-Data; boundary=x" }, false],
    ["an API route's multipart post", { ...formPost, pathname: "/api/leads" }, false],
  ])("%s: %s", (_, change, expected) => {
    expect(isPossibleServerAction({ ...action, ...change })).toBe(expected);
  });
});

describe("serverActionProblem (issue 30: these answered 500)", () => {
  it.each<[string, Partial<ServerActionHeaders>]>([
    ["another site's origin", { origin: "https://evil.example" }],
    ["another tenant's origin", { origin: "http://metro-motor-group.localhost:3100" }],
    ["the same host on another port", { origin: "http://harbour-toyota.localhost:3101" }],
    ["the host in other letter case (Next.js compares the header as sent)", { host: "HARBOUR-TOYOTA.localhost:3100" }],
    ["an opaque origin", { origin: "null" }],
    ["a forwarded host that differs", { forwardedHost: "evil.example, harbour-toyota.localhost:3100" }],
    ["no host at all", { host: null }],
    ["a form post from another site", { ...formPost, origin: "https://evil.example" }],
  ])("%s is refused (403)", (_, change) => {
    expect(serverActionProblem({ ...action, ...change })).toEqual(ANOTHER_SITE);
  });

  it.each<[string, Partial<ServerActionHeaders>, string, string]>([
    ["an origin that is no URL", { origin: "not a url" }, "Origin", "is not a web origin"],
    ["an action id too short", { actionId: "deadbeef" }, "Next-Action", "is not a server action id"],
    ["an action id too long", { actionId: `${ACTION_ID}0` }, "Next-Action", "is not a server action id"],
    ["an empty action id", { actionId: "" }, "Next-Action", "is not a server action id"],
    ["an action id that is not hexadecimal", { actionId: "z".repeat(42) }, "Next-Action", "is not a server action id"],
    ["an action id with a control character", { actionId: `${"0".repeat(41)}\u0000` }, "Next-Action", "is not a server action id"],
  ])("%s is refused (400 naming %s)", (_, change, parameter, message) => {
    expect(serverActionProblem({ ...action, ...change })).toEqual({ kind: "header", parameter, message });
  });

  it.each<[string, Partial<ServerActionHeaders>]>([
    ["the site's own page", {}],
    ["its own form post", formPost],
    ["no Origin (not a browser's cross-site post)", { origin: null }],
    ["behind the balancer, X-Forwarded-Host naming the site", { host: "10.0.0.5:3000", forwardedHost: "harbour-toyota.localhost:3100" }],
    ["not an action at all", { method: "GET", origin: "https://evil.example" }],
    ["an API route", { pathname: "/api/leads", origin: "https://evil.example" }],
  ])("%s goes on", (_, change) => {
    expect(serverActionProblem({ ...action, ...change })).toBeNull();
  });
});
