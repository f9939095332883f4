import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { areAlertsStopped } from "@/db/queries/watch-alerts";
import { listWatchedCarIds } from "@/db/queries/watchlist";
import { CSRF_COOKIE, SESSION_COOKIE } from "@/server/accounts/account-cookies";
import { TEST_CSRF_TOKEN } from "@/server/accounts/account-test-fixture";
import { startShopperSession } from "@/server/accounts/shopper-sessions";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { handleGarageForm, type GarageForm } from "./garage-forms";
import { createWatchlistFixture, type WatchlistFixture } from "./watchlist-test-fixture";

let handle: DatabaseHandle;
let fx: WatchlistFixture;
let session: string;
const HOST = "alpha.localhost:3000";

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createWatchlistFixture(handle);
  (globalThis as { __forecourtDatabase?: Promise<DatabaseHandle> }).__forecourtDatabase = Promise.resolve(handle);
  session = (await startShopperSession(handle.db, fx.alpha, fx.shoppers.alpha.phone, new Date())).sessionToken;
});
afterAll(() => destroyTestDatabase(handle));

async function post(form: GarageForm, fields: Record<string, string>, { token = session as string | null, origin = `http://${HOST}` } = {}) {
  const cookie = [token ? `${SESSION_COOKIE}=${token}` : null, `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`].filter(Boolean).join("; ");
  const request = new NextRequest(`http://${HOST}/my-garage/${form}`, { method: "POST", headers: { host: HOST, origin, cookie }, body: new URLSearchParams(fields) });
  const response = await handleGarageForm(request, HOST, form);
  return { status: response.status, location: response.headers.get("location") };
}

describe("the garage's forms without JavaScript", () => {
  it("save and remove land on the garage with the notice; the car comes and goes", async () => {
    const carId = await fx.addCar(fx.dealers.alpha, "form-car");
    expect(await post("save-car", { csrf_token: TEST_CSRF_TOKEN, car_id: String(carId), back: "/cars/form-car" })).toEqual({ status: 303, location: `/my-garage?notice=saved&car_id=${carId}&back=%2Fcars%2Fform-car` });
    expect(await listWatchedCarIds(handle.db, fx.alpha, fx.shoppers.alpha.userId)).toContain(carId);
    expect((await post("remove-car", { csrf_token: TEST_CSRF_TOKEN, car_id: String(carId) })).location).toBe(`/my-garage?notice=removed&car_id=${carId}`);
    expect(await listWatchedCarIds(handle.db, fx.alpha, fx.shoppers.alpha.userId)).not.toContain(carId);
  });

  it("a sold car is refused with its reason; alerts switch off and on", async () => {
    const sold = await fx.addCar(fx.dealers.alpha, "form-sold", { status: "sold", soldAt: new Date() });
    expect((await post("save-car", { csrf_token: TEST_CSRF_TOKEN, car_id: String(sold) })).location).toBe(`/my-garage?notice=refused&car_id=${sold}&reason=sold`);
    expect((await post("alerts", { csrf_token: TEST_CSRF_TOKEN, alerts: "off" })).location).toBe("/my-garage?notice=alerts_off");
    expect(await areAlertsStopped(handle.db, fx.alpha, fx.shoppers.alpha.userId)).toBe(true);
    expect((await post("alerts", { csrf_token: TEST_CSRF_TOKEN, alerts: "on" })).location).toBe("/my-garage?notice=alerts_on");
    expect(await areAlertsStopped(handle.db, fx.alpha, fx.shoppers.alpha.userId)).toBe(false);
  });

  it("refuses a forged post and sends a signed-out shopper to sign-in, changing nothing", async () => {
    const carId = await fx.addCar(fx.dealers.alpha, "form-forged");
    expect((await post("save-car", { csrf_token: "x".repeat(43), car_id: String(carId) })).location).toBe("/my-garage?notice=expired");
    expect((await post("save-car", { csrf_token: TEST_CSRF_TOKEN, car_id: String(carId) }, { origin: "https://evil.example" })).location).toBe("/my-garage?notice=expired");
    expect((await post("save-car", { csrf_token: TEST_CSRF_TOKEN, car_id: String(carId) }, { token: null })).location).toBe("/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2Fmy-garage");
    expect(await listWatchedCarIds(handle.db, fx.alpha, fx.shoppers.alpha.userId)).not.toContain(carId);
  });
});
