import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cachedPageKind, STATIC_CARS_ROUTES } from "./cached-page-kind";

function request(url: string, { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {}) {
  const parsed = new URL(url, "http://harbour-toyota.localhost");
  return { method, headers: new Headers(headers), nextUrl: { pathname: parsed.pathname, searchParams: parsed.searchParams } };
}

describe("cachedPageKind", () => {
  it.each([
    ["/search", "search"],
    ["/search/used-cars?make=Toyota&page=2", "search"],
    ["/search/toyota/corolla", "search"],
    ["/cars/2025-toyota-yaris-cross-urban-u102915", "vehicle"],
    ["/cars/2025-toyota-yaris-cross-urban-u102915?postcode=2000", "vehicle"],
    ["/cars/trade-in", null],
    ["/cars", null],
    ["/cars/2025-toyota-yaris-cross-urban-u102915/enquire", null],
    ["/", null],
    ["/searching", null],
    ["/finance", null],
  ])("%s → %s", (url, kind) => {
    expect(cachedPageKind(request(url))).toBe(kind);
  });

  it("leaves the client router's requests, server actions and other methods to render as usual", () => {
    expect(cachedPageKind(request("/search/used-cars", { headers: { rsc: "1" } }))).toBeNull();
    expect(cachedPageKind(request("/search/used-cars?_rsc=abc"))).toBeNull();
    expect(cachedPageKind(request("/cars/x", { method: "POST", headers: { "next-action": "abc" } }))).toBeNull();
    expect(cachedPageKind(request("/cars/x", { headers: { "next-router-prefetch": "1" } }))).toBeNull();
    expect(cachedPageKind(request("/cars/x", { method: "HEAD" }))).toBeNull();
  });

  it("knows every static route beside cars/[slug]", () => {
    const carsRoutes = path.resolve(import.meta.dirname, "../../app/[host]/cars");
    const staticRoutes = readdirSync(carsRoutes, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith("["));
    expect(staticRoutes.map((entry) => entry.name).sort()).toEqual([...STATIC_CARS_ROUTES].sort());
  });
});
