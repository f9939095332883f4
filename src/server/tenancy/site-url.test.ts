import { describe, expect, it } from "vitest";
import { siteBaseUrl } from "./site-url";

const request = (headers: Record<string, string>, url?: string) => ({ headers: new Headers(headers), url });

describe("siteBaseUrl", () => {
  it.each([
    [{ host: "harbour-toyota.localhost:3000" }, undefined, "http://harbour-toyota.localhost:3000"],
    [{ host: "HarbourToyota.com.au." }, undefined, "http://harbourtoyota.com.au"],
    [{ host: "harbourtoyota.com.au", "x-forwarded-proto": "https" }, undefined, "https://harbourtoyota.com.au"],
    [{ host: "harbourtoyota.com.au:443", "x-forwarded-proto": "https" }, undefined, "https://harbourtoyota.com.au"],
    [{ host: "harbourtoyota.com.au:80" }, undefined, "http://harbourtoyota.com.au"],
    [{ host: "harbourtoyota.com.au" }, "https://harbourtoyota.com.au/sitemap.xml", "https://harbourtoyota.com.au"],
    [{ host: "a.example", "x-forwarded-host": "evil.example" }, undefined, "http://a.example"],
    [{ host: "[::1]:3300" }, undefined, "http://[::1]:3300"],
  ])("%j (url %s) → %s", (headers, url, expected) => {
    expect(siteBaseUrl(request(headers, url))).toBe(expected);
  });
});
