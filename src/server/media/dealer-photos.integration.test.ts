import { createServer, type Server } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/media/photos/[dealershipId]/[stock]/[key]/route";
import type { DatabaseHandle } from "@/db/client";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { importStock } from "../stock/import-stock";
import { carsOf, createStockFixture, feedRow, records } from "../../../tests/fixtures/stock-fixture";
import { imageUrl } from "@/domain/media/image-url";
import { dealerPhotoResponse } from "./dealer-photo-response";
import { loopbackAddressPolicy } from "@/server/http/loopback-address-policy";
import { replaceProcessSingleton } from "@/config/process-singletons";
import { DATABASE_SINGLETON } from "@/db/connection";

let handle: DatabaseHandle;
let server: Server;
let dataDir: string;
let paths: string[] = [];
let secondCarFolder = "";
let fetched = 0;

beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#c0392b" } }).jpeg().toBuffer();
  server = createServer((request, response) => {
    fetched++;
    if (request.url === "/car.jpg" || request.url === "/other.jpg") return response.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
    if (request.url === "/page.html") return response.writeHead(200, { "content-type": "text/html" }).end("<p>not a photo</p>");
    response.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dataDir = await mkdtemp(path.join(tmpdir(), "dealer-photos-"));
  process.env.DATA_DIR = dataDir;
  handle = await createTestDatabase();
  const fx = await createStockFixture(handle);
  replaceProcessSingleton(DATABASE_SINGLETON, Promise.resolve(handle));
  const feed = [feedRow(1, { images: [`${origin}/car.jpg`, `${origin}/page.html`, `${origin}/broken.jpg`, `${origin}/other.jpg`] }), feedRow(2, { images: [`${origin}/page.html`] })];
  // The fake dealer server is on loopback, which production's rules refuse: the import and the fetches here take the test's policy.
  await importStock(handle, [fx.alpha], records(feed), { now: new Date(), source: "test feed", full: true, force: false, maxRejectedShare: 0, photoAddresses: loopbackAddressPolicy() });
  const [first, second] = await carsOf(handle.db, fx.alpha.id);
  paths = (first?.images as { url: string }[]).map((image) => image.url);
  secondCarFolder = (second?.images as { url: string }[])[0]!.url.replace(/[0-9a-f]{32}$/, "");
});
afterAll(async () => {
  await destroyTestDatabase(handle);
  await new Promise((resolve) => server.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

/** The photo at `url` asked for on `host`, through the route's service with the test's policy, or through the route itself (production's policy). */
async function get(url: string, { host = "alpha.localhost:3000", route = false } = {}) {
  const { pathname, search } = new URL(url, `http://${host}`);
  const [dealershipId = "", stock = "", key = ""] = pathname.split("/").slice(3);
  const request = new Request(`http://${host}${pathname}${search}`, { headers: { host } });
  const params = { dealershipId, stock, key };
  const response = route ? await GET(request, { params: Promise.resolve(params) }) : await dealerPhotoResponse(request, params, loopbackAddressPolicy());
  return { status: response.status, type: response.headers.get("content-type"), body: Buffer.from(await response.arrayBuffer()) };
}

describe("/media/photos/{dealership}/{stock number}/{key}: a dealer's photo from a stock feed, through the image pipeline", () => {
  it("fetches the photo the import stored when first asked for, resizes it and serves the cached copy after", async () => {
    expect(paths[0]).toMatch(/^\/media\/photos\/\d+\/[\w-]+\/[0-9a-f]{32}$/);
    const before = fetched;
    const webp = await get(imageUrl(paths[0] ?? "", { width: 320 }));
    expect([webp.status, webp.type]).toEqual([200, "image/webp"]);
    expect(await sharp(webp.body).metadata()).toMatchObject({ format: "webp", width: 320, height: 240 });
    expect((await get(imageUrl(paths[0] ?? "", { width: 320 }))).status).toBe(200);
    expect(fetched - before).toBe(1);
    // Without size parameters: a JPEG no wider than the photo itself.
    const original = await get(paths[0] ?? "");
    expect([original.status, original.type, (await sharp(original.body).metadata()).width]).toEqual([200, "image/jpeg", 800]);
  });

  it("answers 404 for a photo the car named does not list and 502 when the dealer's server fails or sends no image", async () => {
    const [folder, key] = [paths[0]!.replace(/[0-9a-f]{32}$/, ""), paths[0]!.slice(-32)];
    // Not a photo of this car, the photo of another car, no such car (dealership, then stock number), not a path the import writes.
    const refused = [`${folder}0123456789abcdef0123456789abcdef`, `${secondCarFolder}${key}`, folder.replace(/\/\d+\//, "/999999/") + key, `${folder.replace(/\/[\w-]+\/$/, "/VTk5OTk/")}${key}`, `/media/photos/${key}`, `${folder}not-a-key`];
    for (const path of refused) expect((await get(`${path}?w=320&fm=webp&q=75`)).status, path).toBe(404);
    expect((await get(imageUrl(paths[1] ?? "", { width: 320 }))).status).toBe(502);
    expect((await get(imageUrl(paths[2] ?? "", { width: 320 }))).status).toBe(502);
  });

  it("serves a photo only on the host of the site that owns the car: another site's host, or an unknown one, gets 404", async () => {
    const path = imageUrl(paths[0] ?? "", { width: 320 });
    expect((await get(path)).status).toBe(200);
    expect((await get(path, { host: "bravo.localhost:3000" })).status).toBe(404);
    expect((await get(path, { host: "nobody.localhost:3000" })).status).toBe(404);
    expect((await get(path, { host: "127.0.0.1:3000" })).status).toBe(404);
  });

  it("under production's rules, never fetches a photo a feed put on a loopback address (http allowed or not): 502, and the server is not asked", async () => {
    const before = fetched;
    for (const allowHttp of ["false", "true"]) {
      process.env.PHOTO_FETCH_ALLOW_HTTP = allowHttp;
      expect((await get(imageUrl(paths[3] ?? "", { width: 320 }), { route: true })).status).toBe(502);
    }
    delete process.env.PHOTO_FETCH_ALLOW_HTTP;
    expect(fetched).toBe(before);
  });
});
