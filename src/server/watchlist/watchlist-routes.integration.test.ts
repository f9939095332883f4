import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/[host]/api/watchlist/route";
import { POST as merge } from "@/app/[host]/api/watchlist/merge/route";
import { POST as removeCar } from "@/app/[host]/api/watchlist/remove-car/route";
import { POST as saveCar } from "@/app/[host]/api/watchlist/save-car/route";
import type { DatabaseHandle } from "@/db/client";
import { CSRF_COOKIE, SESSION_COOKIE } from "@/server/accounts/account-cookies";
import { TEST_CSRF_TOKEN } from "../../../tests/fixtures/account-fixture";
import { startShopperSession } from "@/server/accounts/shopper-sessions";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createWatchlistFixture, type WatchlistFixture } from "../../../tests/fixtures/watchlist-fixture";
import { replaceProcessSingleton } from "@/config/process-singletons";
import { DATABASE_SINGLETON } from "@/db/connection";

let handle: DatabaseHandle;
let fx: WatchlistFixture;
let session: string;
let bravoSession: string;
const HOST = "alpha.localhost:3000";

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createWatchlistFixture(handle);
  replaceProcessSingleton(DATABASE_SINGLETON, Promise.resolve(handle));
  session = (await startShopperSession(handle.db, fx.alpha, fx.shoppers.alpha.phone, new Date())).sessionToken;
  bravoSession = (await startShopperSession(handle.db, fx.bravo, fx.shoppers.bravo.phone, new Date())).sessionToken;
});
afterAll(() => destroyTestDatabase(handle));

type Options = { host?: string; token?: string | null; csrf?: string | null; origin?: string | null };
function request(path: string, body: unknown, { host = HOST, token = session, csrf = TEST_CSRF_TOKEN, origin = `http://${host}` }: Options = {}) {
  const cookies = [token ? `${SESSION_COOKIE}=${token}` : null, `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`].filter(Boolean).join("; ");
  const headers: Record<string, string> = { host, cookie: cookies, "content-type": "application/json" };
  if (csrf) headers["x-csrf-token"] = csrf;
  if (origin) headers.origin = origin;
  return new NextRequest(`http://${host}${path}`, body === undefined ? { headers } : { method: "POST", headers, body: JSON.stringify(body) });
}
const context = (host = HOST) => ({ params: Promise.resolve({ host }) });
const call = async (response: Promise<Response>) => {
  const answer = await response;
  return { status: answer.status, cacheControl: answer.headers.get("cache-control"), body: (await answer.json()) as Record<string, unknown> };
};

describe("the watchlist routes", () => {
  it("save-car, GET /api/watchlist and remove-car for the session's shopper, never cached", async () => {
    const carId = await fx.addCar(fx.dealers.alpha, "route-car");
    expect(await call(saveCar(request("/api/watchlist/save-car", { car_id: carId, phone_number: "0491 570 156" }), context()))).toEqual({
      status: 200, cacheControl: "no-store", body: { success: true, car_id: carId, car_name: "2020 Mazda CX-5 route-car" },
    });
    expect(await call(GET(request("/api/watchlist", undefined), context()))).toMatchObject({ status: 200, cacheControl: "no-store", body: { car_ids: [carId] } });
    expect((await call(removeCar(request("/api/watchlist/remove-car", { car_id: carId }), context()))).body).toMatchObject({ success: true });
    expect((await call(GET(request("/api/watchlist", undefined), context()))).body).toEqual({ car_ids: [] });
  });

  it("refuses a post without the CSRF token or from another site's page, before anything is saved", async () => {
    const carId = await fx.addCar(fx.dealers.alpha, "route-csrf");
    expect((await call(saveCar(request("/api/watchlist/save-car", { car_id: carId }, { csrf: null }), context()))).status).toBe(403);
    expect((await call(saveCar(request("/api/watchlist/save-car", { car_id: carId }, { csrf: "x".repeat(43) }), context()))).status).toBe(403);
    expect((await call(saveCar(request("/api/watchlist/save-car", { car_id: carId }, { origin: "https://evil.example" }), context()))).status).toBe(403);
    expect((await call(GET(request("/api/watchlist", undefined), context()))).body).toEqual({ car_ids: [] });
  });

  it("answers 401 signed out, and a session of one site is no one on another", async () => {
    const carId = await fx.addCar(fx.dealers.alpha, "route-signed-out");
    expect(await call(saveCar(request("/api/watchlist/save-car", { car_id: carId }, { token: null }), context()))).toMatchObject({ status: 401, body: { success: false } });
    // Bravo's session cookie sent to Alpha's host.
    expect((await call(GET(request("/api/watchlist", undefined, { token: bravoSession }), context()))).status).toBe(401);
    const bravoHost = "bravo.localhost:3000";
    expect((await call(GET(request("/api/watchlist", undefined, { host: bravoHost, token: session }), context(bravoHost)))).status).toBe(401);
    expect((await call(GET(request("/api/watchlist", undefined, { host: bravoHost, token: bravoSession }), context(bravoHost)))).status).toBe(200);
  });

  it("merges favourites through POST /api/watchlist/merge", async () => {
    const carId = await fx.addCar(fx.dealers.alpha, "route-merge");
    expect((await call(merge(request("/api/watchlist/merge", { car_ids: [carId] }), context()))).body).toEqual({ success: true, saved: [carId], skipped: [] });
    expect((await call(GET(request("/api/watchlist", undefined), context()))).body).toEqual({ car_ids: [carId] });
  });
});
