import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/[host]/api/dealer/stock/quality/route";
import type { DatabaseHandle } from "@/db/client";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { issueDealerApiKey } from "@/server/dealer-api/dealer-api-keys";
import { importStock } from "./import-stock";
import { createStockFixture, feedRow, records, type StockFixture } from "../../../tests/fixtures/stock-fixture";
import { replaceProcessSingleton } from "@/config/process-singletons";
import { DATABASE_SINGLETON } from "@/db/connection";

let handle: DatabaseHandle;
let fx: StockFixture;
const keys = { alpha: "", bravo: "" };
const photos = (count: number) => Array.from({ length: count }, (_, i) => `https://photos.example/${i}.jpg`);
const now = new Date();

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createStockFixture(handle);
  replaceProcessSingleton(DATABASE_SINGLETON, Promise.resolve(handle));
  keys.alpha = await issueDealerApiKey(handle.db, fx.alpha.id, "test");
  keys.bravo = await issueDealerApiKey(handle.db, fx.bravo.id, "test");
  const options = { now, source: "test feed", full: true, force: false, maxRejectedShare: 0 };
  await importStock(handle, [fx.alpha], records([
    feedRow(1, { images: photos(9) }),
    feedRow(2, { images: photos(2), price: 0, vin: null }),
    feedRow(3, { images: photos(6) }),
    feedRow(4, { images: photos(9), status: "sold" }),
    feedRow(5, { images: photos(9), show_on_dealer_website: false, price: 0 }),
    feedRow(6, { images: photos(9), certified: true, km: 152_300 }),
  ]), options);
  await importStock(handle, [fx.bravo], records([feedRow(9, { images: [] })]), options);
});
afterAll(() => destroyTestDatabase(handle));

type Report = { count: number; average_score: number; photo_minimum: number; listings: { stocknum: string; score: number; reasons: { code: string; points: number; message: string }[] }[]; error?: { parameter?: string } };
async function get(query: string, key: string | null, host = "alpha.localhost:3000") {
  const headers: Record<string, string> = key === null ? {} : { authorization: `Bearer ${key}` };
  const response = await GET(new NextRequest(`http://${host}/api/dealer/stock/quality${query}`, { headers }), { params: Promise.resolve({ host }) });
  return { status: response.status, body: (await response.json()) as Report };
}

describe("GET /api/dealer/stock/quality", () => {
  it("scores the dealership's listings on the site, worst first, with the reasons", async () => {
    const { status, body } = await get("", keys.alpha);
    expect(status).toBe(200);
    // Sold and unpublished cars are no listings; the minimal site configuration asks for 3 photos.
    expect(body).toMatchObject({ count: 4, photo_minimum: 3, average_score: 74.8 });
    expect(body.listings.map((l) => [l.stocknum, l.score, l.reasons.map((r) => r.code)])).toEqual([
      ["U1002", 35, ["belowTemplateMinimum", "noPrice", "noVin"]],
      ["U1006", 70, ["certifiedOutsideRule"]],
      ["U1003", 94, ["fewPhotos"]],
      ["U1001", 100, []],
    ]);
    expect(body.listings[0]?.reasons[0]).toEqual({ code: "belowTemplateMinimum", points: 30, message: "2 photos: this site's template needs at least 3" });
    // Issue 32: the dealer's Certified Pre-Owned rule, "under seven years old with fewer than 140,000 km".
    expect(body.listings[1]?.reasons[0]?.message).toBe("Listed as Certified Pre-Owned at 152,300 km: the program takes cars under 7 years and 140,000 km");
    expect((await get("?limit=1", keys.alpha)).body.listings).toHaveLength(1);
  });

  it("answers 401 without a key, 403 for another dealership's, 400 naming a bad parameter", async () => {
    expect((await get("", null)).status).toBe(401);
    expect((await get("", keys.bravo)).status).toBe(403);
    expect((await get("?dealership=bravo-motors", keys.alpha)).status).toBe(403);
    expect((await get("", keys.bravo, "bravo.localhost:3000")).body.listings.map((l) => l.stocknum)).toEqual(["U1009"]);
    const bad = await get("?limit=0", keys.alpha);
    expect([bad.status, bad.body.error]).toEqual([400, { parameter: "limit", message: "limit must be a whole number from 1 to 1,000" }]);
  });
});
