import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PUT } from "@/app/api/dealer/stock/route";
import type { DatabaseHandle } from "@/db/client";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { feedCsv } from "../../../tests/factories/feed-csv";
import { issueDealerApiKey } from "@/server/dealer-api/dealer-api-keys";
import { photoAddressPolicy } from "@/server/http/outbound-address-policy";
import { importStock } from "./import-stock";
import { carsOf, createStockFixture, feedRow, records, resetCars, type StockFixture } from "../../../tests/fixtures/stock-fixture";
import { replaceProcessSingleton } from "@/config/process-singletons";
import { DATABASE_SINGLETON } from "@/db/connection";

/**
 * Issue 30: feeds as an attacker would write them. Photo URLs aimed at this server or its network are
 * refused at import, row by row; a NUL or another control character in any field is a row problem
 * naming the field, never a 5xx or half an import.
 */
let handle: DatabaseHandle;
let fx: StockFixture;
let key = "";

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createStockFixture(handle);
  replaceProcessSingleton(DATABASE_SINGLETON, Promise.resolve(handle));
  key = await issueDealerApiKey(handle.db, fx.alpha.id, "test");
});
afterAll(() => destroyTestDatabase(handle));
beforeEach(() => resetCars(handle.db));
afterEach(() => {
  delete process.env.IMPORT_MAX_BAD_ROW_SHARE;
  delete process.env.PHOTO_FETCH_ALLOW_HTTP;
});

async function put(body: string, type = "text/csv") {
  const host = "alpha.localhost:3000";
  const response = await PUT(new NextRequest(`http://${host}/api/dealer/stock`, { method: "PUT", headers: { host, authorization: `Bearer ${key}`, "content-type": type }, body }));
  return { status: response.status, body: (await response.json()) as { rejected?: number; inserted?: number; problems?: unknown[]; error?: { parameter?: string; message: string } } };
}

const HOSTILE_PHOTOS: [string, string][] = [
  ["http://127.0.0.1:3000/metrics", "must be on a public address: 127.0.0.1 is a loopback address"],
  ["https://localhost:3000/metrics", "must be on a public host: localhost is a name for local use"],
  ["https://0x7f000001/a.jpg", "must be on a public address: 127.0.0.1 is a loopback address"],
  ["https://2130706433/a.jpg", "must be on a public address: 127.0.0.1 is a loopback address"],
  ["https://0177.0.0.1/a.jpg", "must be on a public address: 127.0.0.1 is a loopback address"],
  ["https://10.0.0.8/a.jpg", "must be on a public address: 10.0.0.8 is a private address"],
  ["https://192.168.0.1/a.jpg", "must be on a public address: 192.168.0.1 is a private address"],
  ["https://169.254.169.254/latest/meta-data/", "must be on a public address: 169.254.169.254 is a link-local address"],
  ["https://metadata.google.internal/a.jpg", "must be on a public host: metadata.google.internal is a name for local use"],
  ["https://photoserver/a.jpg", "must be on a public host: photoserver is a local name"],
];

describe("a feed's photo URLs (PUT /api/dealer/stock)", () => {
  it("refuses every photo on a local or private address with a row problem naming the photo, and imports the rest", async () => {
    process.env.IMPORT_MAX_BAD_ROW_SHARE = "0.9";
    // http is allowed here so that the loopback URL is refused for its address, not its scheme.
    process.env.PHOTO_FETCH_ALLOW_HTTP = "true";
    const rows = [feedRow(1), ...HOSTILE_PHOTOS.map(([url], i) => feedRow(i + 2, { images: ["https://photos.example/ok.jpg", url] })), feedRow(20)];
    const { status, body } = await put(feedCsv(rows));
    expect(status).toBe(200);
    expect(body).toMatchObject({ inserted: 2, rejected: HOSTILE_PHOTOS.length });
    expect(body.problems).toEqual(HOSTILE_PHOTOS.map(([, message], i) => ({ line: i + 3, stocknum: `U${1002 + i}`, field: "images.1", message })));
    expect((await carsOf(handle.db, fx.alpha.id)).map((car) => car.stocknum)).toEqual(["U1001", "U1020"]);
  });

  it("takes https only, unless PHOTO_FETCH_ALLOW_HTTP says otherwise", async () => {
    process.env.IMPORT_MAX_BAD_ROW_SHARE = "0.5";
    const rows = [feedRow(1), feedRow(2, { images: ["http://photos.example/1.jpg"] })];
    expect((await put(feedCsv(rows))).body.problems).toEqual([{ line: 3, stocknum: "U1002", field: "images.0", message: "must be an https address" }]);
    process.env.PHOTO_FETCH_ALLOW_HTTP = "true";
    expect((await put(feedCsv(rows))).body).toMatchObject({ rejected: 0, problems: [] });
  });
});

describe("a feed's photo hosts (the importer, as `npm run import` runs it)", () => {
  it("resolves each name once and refuses photos on a name that resolves to a private or loopback address", async () => {
    const asked: string[] = [];
    const names: Record<string, string[]> = {
      "photos.dealer.example": ["93.184.216.34"], "cdn.rebound.example": ["93.184.216.35", "10.1.2.3"], "loop.example": ["::1"],
    };
    const resolve = async (host: string) => {
      asked.push(host);
      if (!names[host]) throw new Error(`getaddrinfo ENOTFOUND ${host}`);
      return names[host];
    };
    const feed = [
      feedRow(1, { images: ["https://photos.dealer.example/1.jpg"] }),
      feedRow(2, { images: ["https://photos.dealer.example/2.jpg", "https://cdn.rebound.example/2.jpg"] }),
      feedRow(3, { interior_images: ["https://loop.example/3.jpg"] }),
      // A name that does not resolve now is left to the fetch, which checks every name again.
      feedRow(4, { images: ["https://gone.example/4.jpg"] }),
    ];
    const summary = await importStock(handle, [fx.alpha], records(feed), { now: new Date(), source: "test feed", full: true, force: false, maxRejectedShare: 0.5, photoAddresses: { ...photoAddressPolicy(), resolve } });
    expect(summary.problems).toEqual([
      { line: 2, stocknum: "U1002", field: "images.1", message: "must be on a public address: cdn.rebound.example resolves to 10.1.2.3, a private address" },
      { line: 3, stocknum: "U1003", field: "interior_images.0", message: "must be on a public address: loop.example resolves to ::1, a loopback address" },
    ]);
    expect(summary).toMatchObject({ inserted: 2, rejected: 2 });
    // Row 3 keeps the fixture's exterior photos on photos.example.
    expect(asked.sort()).toEqual(["cdn.rebound.example", "gone.example", "loop.example", "photos.dealer.example", "photos.example"]);
  });
});

describe("control characters in a feed (issue 19's promise: no 5xx for bad input)", () => {
  const NUL_ROWS = [
    feedRow(2, { colour: "Red\u0000" }),
    feedRow(3, { dealercomments: "One owner\u0001" }),
    feedRow(4, { variant: { cylinders: "4\u0000" } }),
    feedRow(5, { stocknum: "U10\u000005" }),
  ];
  const expected = [
    { line: 2, stocknum: "U1002", field: "colour" },
    { line: 3, stocknum: "U1003", field: "dealercomments" },
    { line: 4, stocknum: "U1004", field: "variant.cylinders" },
    { line: 5, stocknum: null, field: "stocknum" },
  ].map((problem) => ({ ...problem, message: "must not hold control characters (NUL and the like; tabs and line breaks are allowed)" }));
  const good = Array.from({ length: 6 }, (_, i) => feedRow(10 + i));

  it.each([
    ["CSV", (rows: Record<string, unknown>[]) => feedCsv(rows), "text/csv"],
    ["JSON", (rows: Record<string, unknown>[]) => JSON.stringify(rows), "application/json"],
  ] as const)("%s: each such row is a problem naming its field, the others are imported", async (_, encode, type) => {
    process.env.IMPORT_MAX_BAD_ROW_SHARE = "0.5";
    const { status, body } = await put(encode([feedRow(1), ...NUL_ROWS, ...good]), type);
    expect(status).toBe(200);
    expect(body).toMatchObject({ inserted: 7, rejected: 4 });
    // A CSV row's line counts the header; a JSON car's is its position in the list.
    expect(body.problems).toEqual(type === "text/csv" ? expected.map((problem) => ({ ...problem, line: problem.line + 1 })) : expected);
  });

  it("too many such rows fail the import with 422, changing nothing; NUL bytes outside JSON strings are a 400", async () => {
    const refused = await put(feedCsv([feedRow(1), ...NUL_ROWS]));
    expect([refused.status, refused.body.error?.parameter]).toEqual([422, "body"]);
    const broken = await put(`[${JSON.stringify(feedRow(1)).replace('"Glacier White"', '"Glacier\u0000White"')}]`, "application/json");
    expect([broken.status, broken.body.error?.parameter]).toEqual([400, "body"]);
    expect(await carsOf(handle.db, fx.alpha.id)).toEqual([]);
  });
});
