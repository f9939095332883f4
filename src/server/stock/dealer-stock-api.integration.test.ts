import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PUT } from "@/app/api/dealer/stock/route";
import type { DatabaseHandle } from "@/db/client";
import { loadSites } from "@/db/queries/sites";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { feedCsv } from "../../../tests/factories/feed-csv";
import { issueDealerApiKey } from "@/server/dealer-api/dealer-api-keys";
import { putDealerStock } from "./put-dealer-stock";
import { carsOf, createStockFixture, feedRow, resetCars, stockVersion, type StockFixture } from "../../../tests/fixtures/stock-fixture";
import { replaceProcessSingleton } from "@/config/process-singletons";
import { DATABASE_SINGLETON } from "@/db/connection";

let handle: DatabaseHandle;
let fx: StockFixture;
const keys: Record<"alpha" | "bravo", string> = { alpha: "", bravo: "" };
const ten = Array.from({ length: 10 }, (_, i) => feedRow(i + 1));

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createStockFixture(handle);
  replaceProcessSingleton(DATABASE_SINGLETON, Promise.resolve(handle));
  keys.alpha = await issueDealerApiKey(handle.db, fx.alpha.id, "test");
  keys.bravo = await issueDealerApiKey(handle.db, fx.bravo.id, "test");
});
afterAll(() => destroyTestDatabase(handle));
beforeEach(() => resetCars(handle.db));

type Answer = { status: number; body: Record<string, unknown> & { error?: { parameter?: string; message: string; summary?: Record<string, unknown> } }; headers: Headers };

async function put(body: string, options: { key?: string | null; query?: string; type?: string; host?: string } = {}): Promise<Answer> {
  const host = options.host ?? "alpha.localhost:3000";
  const headers: Record<string, string> = { host, "content-type": options.type ?? "text/csv" };
  const key = options.key === undefined ? keys.alpha : options.key;
  if (key !== null) headers.authorization = `Bearer ${key}`;
  const response = await PUT(new NextRequest(`http://${host}/api/dealer/stock${options.query ?? ""}`, { method: "PUT", headers, body }));
  return { status: response.status, body: (await response.json()) as Answer["body"], headers: response.headers };
}

describe("PUT /api/dealer/stock", () => {
  it("imports a CSV feed pushed by the dealership's DMS and answers the summary", async () => {
    const { status, body } = await put(feedCsv(ten));
    expect(status).toBe(200);
    expect(body).toMatchObject({ dealerships: ["alpha-motors"], dry_run: false, rows: 10, inserted: 10, updated: 0, unchanged: 0, marked_sold: 0, rejected: 0, problems: [] });
    expect((await carsOf(handle.db, fx.alpha.id)).map((c) => c.stocknum)).toEqual(ten.map((r) => r.stocknum));
  });

  it("imports a JSON feed, reports bad rows and skips them", async () => {
    const rows = Array.from({ length: 20 }, (_, i) => feedRow(i + 1, i === 9 ? { km: "lots" } : {}));
    const { status, body } = await put(JSON.stringify(rows), { type: "application/json", query: "?dealership=alpha-motors" });
    expect(status).toBe(200);
    // One bad row in 20 is the 5% a feed may have (IMPORT_MAX_BAD_ROW_SHARE).
    expect(body).toMatchObject({ inserted: 19, rejected: 1, problems: [{ line: 10, stocknum: "U1010", field: "km", message: "must be whole kilometres, like 85000" }] });
  });

  it("answers 401 without a valid key and 403 for another dealership's key, changing nothing", async () => {
    await put(feedCsv(ten));
    const version = await stockVersion(handle.db, fx.alpha.id);
    const emptied = feedCsv([feedRow(50)]);
    const missing = await put(emptied, { key: null });
    expect([missing.status, missing.headers.get("www-authenticate")]).toEqual([401, 'Bearer realm="dealer-stock"']);
    expect((await put(emptied, { key: "fcd_not-a-real-key-at-all-000000" })).status).toBe(401);
    const otherKey = await put(emptied, { key: keys.bravo });
    expect([otherKey.status, otherKey.body.error?.message]).toEqual([403, "This key's dealership is not on this site."]);
    const otherDealership = await put(emptied, { key: keys.bravo, host: "bravo.localhost:3000", query: "?dealership=alpha-motors&force=true" });
    expect([otherDealership.status, otherDealership.body.error?.message]).toEqual([403, "This key is bravo-motors's: it cannot work on the stock of alpha-motors."]);
    expect((await carsOf(handle.db, fx.alpha.id)).map((c) => c.status)).toEqual(ten.map(() => "in_stock"));
    expect(await stockVersion(handle.db, fx.alpha.id)).toBe(version);
    expect(await carsOf(handle.db, fx.bravo.id)).toEqual([]);
  });

  it("refuses a feed that would empty the showroom (409) unless forced, and previews with dry_run", async () => {
    await put(feedCsv(ten));
    const refused = await put(feedCsv(ten.slice(0, 3)));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ parameter: "force", message: expect.stringContaining("alpha-motors: 7 of its 10 cars"), summary: { rows: 3, marked_sold: 0 } });
    const preview = await put(feedCsv(ten.slice(0, 3)), { query: "?force=true&dry_run=1" });
    expect(preview.body).toMatchObject({ dry_run: true, unchanged: 3, marked_sold: 7 });
    expect((await carsOf(handle.db, fx.alpha.id)).filter((c) => c.status === "sold")).toEqual([]);
    expect((await put(feedCsv(ten.slice(0, 3)), { query: "?force=true" })).body).toMatchObject({ marked_sold: 7 });
  });

  it("fails a feed with too many bad rows (422) and a malformed one (400), changing nothing", async () => {
    const bad = ten.map((row, i) => (i < 3 ? { ...row, year: "soon" } : row));
    const tooMany = await put(JSON.stringify(bad), { type: "application/json" });
    expect([tooMany.status, tooMany.body.error?.parameter, tooMany.body.error?.summary?.rejected]).toEqual([422, "body", 3]);
    const broken = await put('[{"stocknum": "U1", ', { type: "application/json" });
    expect([broken.status, broken.body.error?.parameter]).toEqual([400, "body"]);
    expect(broken.body.error?.message).toMatch(/^The feed is not valid JSON: .*Nothing was changed\.$/);
    expect(await carsOf(handle.db, fx.alpha.id)).toEqual([]);
  });

  it("names what is wrong with the call: parameters (400), content type (415), size (413), host (404)", async () => {
    const csv = feedCsv(ten);
    expect((await put(csv, { query: "?force=maybe" })).body.error).toEqual({ parameter: "force", message: "force must be true or false" });
    expect((await put(csv, { query: "?dealership=Alpha%20Motors" })).body.error?.parameter).toBe("dealership");
    expect((await put(csv, { query: "?replace=true" })).body.error).toEqual({ parameter: "replace", message: "replace is not a parameter of this call (dealership, force, partial, dry_run)" });
    expect((await put(csv, { query: "?force=true&force=false" })).status).toBe(400);
    const xml = await put("<cars/>", { type: "application/xml" });
    expect([xml.status, xml.body.error?.parameter]).toEqual([415, "Content-Type"]);
    expect((await put(csv, { host: "nowhere.localhost:3000" })).status).toBe(404);
    const site = (await loadSites(handle.db)).find((s) => s.slug === "alpha")!;
    const request = (body: string) => new Request("http://alpha.localhost:3000/api/dealer/stock", { method: "PUT", headers: { authorization: `Bearer ${keys.alpha}`, "content-type": "text/csv" }, body });
    const options = { force: false, partial: false, dry_run: false };
    const streamed = await putDealerStock(handle, site, request(csv), options, { maxBytes: 1_000, maxRejectedShare: 0.05 });
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ error: { parameter: "body", message: "The feed is larger than 1 KiB, the most one import takes. Nothing was changed." } });
    expect(await carsOf(handle.db, fx.alpha.id)).toEqual([]);
  });
});
