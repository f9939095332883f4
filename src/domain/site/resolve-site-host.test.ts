import { describe, expect, it } from "vitest";
import { normaliseHost, resolveSiteHost, type SiteHostEntry } from "./resolve-site-host";

const sites: SiteHostEntry[] = [
  { slug: "harbour-toyota", domains: ["harbourtoyota.com.au"], isDefault: false },
  { slug: "southern-cross", domains: ["southerncrossmotors.com.au", "scm.example.au"], isDefault: true },
  { slug: "ridgeway", domains: [], isDefault: false },
];

describe("normaliseHost", () => {
  it.each([
    ["Harbour-Toyota.LOCALHOST:3000", "harbour-toyota.localhost"],
    ["harbourtoyota.com.au.", "harbourtoyota.com.au"],
    ["[::1]:3000", "[::1]"],
    ["127.0.0.1:3000", "127.0.0.1"],
  ])("%s → %s", (input, expected) => expect(normaliseHost(input)).toBe(expected));
});

describe("resolveSiteHost", () => {
  it.each([
    ["{slug}.localhost:3000 in development", "harbour-toyota.localhost:3000", "harbour-toyota"],
    ["www. before a development host", "www.ridgeway.localhost:3000", "ridgeway"],
    ["a configured production domain", "harbourtoyota.com.au", "harbour-toyota"],
    ["a configured domain with www.", "www.harbourtoyota.com.au", "harbour-toyota"],
    ["a second configured domain", "scm.example.au", "southern-cross"],
    ["plain localhost → the default site", "localhost:3000", "southern-cross"],
    ["a loopback address → the default site", "127.0.0.1:3000", "southern-cross"],
  ])("%s", (_label, host, slug) => {
    expect(resolveSiteHost(host, sites)).toEqual({ kind: "site", slug });
  });

  it.each([
    ["an unknown development slug", "nobody.localhost:3000"],
    ["a nested development host", "a.harbour-toyota.localhost"],
    ["an unknown domain", "evil.example.com"],
    ["a domain that merely ends with a configured one", "notharbourtoyota.com.au"],
    ["a configured domain as a subdomain of another host", "harbourtoyota.com.au.evil.com"],
  ])("%s is unknown, never another dealer's site", (_label, host) => {
    expect(resolveSiteHost(host, sites).kind).toBe("unknown");
  });

  it("prefers DEFAULT_SITE over the flagged default on plain localhost", () => {
    expect(resolveSiteHost("localhost", sites, "ridgeway")).toEqual({ kind: "site", slug: "ridgeway" });
  });

  it("plain localhost is unknown when no site is the default", () => {
    expect(resolveSiteHost("localhost", sites.map((s) => ({ ...s, isDefault: false }))).kind).toBe("unknown");
  });
});
