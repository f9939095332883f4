import { describe, expect, it } from "vitest";
import {
  buildSitemapIndex,
  buildUrlset,
  escapeXml,
  formatLastmod,
  latestDate,
  parseSitemapChunkName,
  planSitemap,
  SITEMAP_URL_LIMIT,
  sitemapChunk,
} from "./sitemap";

describe("escapeXml", () => {
  it.each([
    ["a&b", "a&amp;b"],
    ["<x>", "&lt;x&gt;"],
    [`"q" 'a'`, "&quot;q&quot; &apos;a&apos;"],
    ["plain", "plain"],
  ])("%s → %s", (input, expected) => expect(escapeXml(input)).toBe(expected));
});

describe("formatLastmod", () => {
  it("writes UTC to the second", () => {
    expect(formatLastmod(new Date("2026-03-01T04:05:06.789+10:00"))).toBe("2026-02-28T18:05:06Z");
  });
});

describe("buildUrlset", () => {
  it("lists each URL with its lastmod, escaped", () => {
    const xml = buildUrlset([
      { loc: "https://a.example/", lastmod: new Date("2026-01-02T03:04:05Z") },
      { loc: "https://a.example/cars/x?y=1&z=2" },
    ]);
    expect(xml).toBe(
      [
        `<?xml version="1.0" encoding="UTF-8"?>`,
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
        `<url><loc>https://a.example/</loc><lastmod>2026-01-02T03:04:05Z</lastmod></url>`,
        `<url><loc>https://a.example/cars/x?y=1&amp;z=2</loc></url>`,
        `</urlset>`,
        "",
      ].join("\n"),
    );
  });

  it("refuses more URLs than the protocol allows", () => {
    const urls = Array.from({ length: SITEMAP_URL_LIMIT + 1 }, (_, i) => ({ loc: `https://a.example/${i}` }));
    expect(() => buildUrlset(urls)).toThrow(/at most 50000/);
  });
});

describe("buildSitemapIndex", () => {
  it("lists the chunk sitemaps", () => {
    const xml = buildSitemapIndex([{ loc: "https://a.example/sitemaps/1.xml", lastmod: new Date("2026-01-02T00:00:00Z") }]);
    expect(xml).toContain(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`);
    expect(xml).toContain(`<sitemap><loc>https://a.example/sitemaps/1.xml</loc><lastmod>2026-01-02T00:00:00Z</lastmod></sitemap>`);
  });
});

describe("planSitemap", () => {
  it.each([
    [1, 0, { kind: "urlset" }],
    [1, 49_999, { kind: "urlset" }],
    [1, 50_000, { kind: "index", chunkCount: 2 }],
    [1, 99_999, { kind: "index", chunkCount: 2 }],
    [1, 100_000, { kind: "index", chunkCount: 3 }],
    [3, 2_000_000, { kind: "index", chunkCount: 41 }],
  ])("%i main pages + %i vehicles → %j", (main, vehicles, expected) => {
    expect(planSitemap(main, vehicles)).toEqual(expected);
  });
});

describe("sitemapChunk", () => {
  it.each([
    // n, main, vehicles, limit → expected
    [1, 2, 10, 5, { includeMain: true, vehicleOffset: 0, vehicleLimit: 3 }],
    [2, 2, 10, 5, { includeMain: false, vehicleOffset: 3, vehicleLimit: 5 }],
    [3, 2, 10, 5, { includeMain: false, vehicleOffset: 8, vehicleLimit: 2 }],
    [4, 2, 10, 5, null],
    [0, 2, 10, 5, null],
    [1, 1, 2, 5, { includeMain: true, vehicleOffset: 0, vehicleLimit: 2 }],
    [2, 1, 2, 5, null],
  ])("chunk %i of %i main + %i vehicles (limit %i) → %j", (n, main, vehicles, limit, expected) => {
    expect(sitemapChunk(n, main, vehicles, limit)).toEqual(expected);
  });

  it("covers every vehicle exactly once, no chunk over the limit", () => {
    const main = 3, vehicles = 23, limit = 5;
    const plan = planSitemap(main, vehicles, limit);
    const count = plan.kind === "index" ? plan.chunkCount : 1;
    const seen: number[] = [];
    for (let n = 1; n <= count; n++) {
      const chunk = sitemapChunk(n, main, vehicles, limit)!;
      expect(chunk.vehicleLimit + (chunk.includeMain ? main : 0)).toBeLessThanOrEqual(limit);
      for (let i = 0; i < chunk.vehicleLimit; i++) seen.push(chunk.vehicleOffset + i);
    }
    expect(seen).toEqual(Array.from({ length: vehicles }, (_, i) => i));
  });
});

describe("parseSitemapChunkName", () => {
  it.each([
    ["1.xml", 1],
    ["41.xml", 41],
    ["0.xml", null],
    ["01.xml", null],
    ["1.5.xml", null],
    ["x.xml", null],
    ["1", null],
    ["99999999.xml", null],
  ])("%s → %s", (name, expected) => expect(parseSitemapChunkName(name)).toBe(expected));
});

describe("latestDate", () => {
  it("picks the newest and ignores nulls", () => {
    expect(latestDate([new Date("2026-01-01"), null, new Date("2026-02-01"), undefined])).toEqual(new Date("2026-02-01"));
    expect(latestDate([])).toBeNull();
  });
});
