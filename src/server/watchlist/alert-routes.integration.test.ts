import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as openUnsubscribe, POST as stop } from "@/app/[host]/alerts/[token]/stop/route";
import { POST as alertEmailForm } from "@/app/[host]/my-garage/alert-email/route";
import type { DatabaseHandle } from "@/db/client";
import { findShopperEmail } from "@/db/queries/shopper-email";
import { findAlertSubscription } from "@/db/queries/watch-alerts";
import { cars, emailMessages, smsMessages } from "@/db/schema";
import { readGarageNotice } from "@/domain/watchlist/garage-notice";
import { CSRF_COOKIE, SESSION_COOKIE } from "@/server/accounts/account-cookies";
import { TEST_CSRF_TOKEN } from "@/server/accounts/account-test-fixture";
import { startShopperSession } from "@/server/accounts/shopper-sessions";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { loadGarage } from "./garage-page";
import { runWatchAlerts } from "./watch-alert-jobs";
import { setAlertEmail, setAlerts } from "./watch-alert-settings";
import { saveCar } from "./watchlist-service";
import { createWatchlistFixture, type WatchlistFixture } from "./watchlist-test-fixture";

let handle: DatabaseHandle;
let fx: WatchlistFixture;
let session: string;
const HOST = "alpha.localhost:3000";
const origin = { siteOrigin: `http://${HOST}` };
const context = <T extends object>(params: T, host = HOST) => ({ params: Promise.resolve({ host, ...params }) });

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createWatchlistFixture(handle);
  (globalThis as { __forecourtDatabase?: Promise<DatabaseHandle> }).__forecourtDatabase = Promise.resolve(handle);
  session = (await startShopperSession(handle.db, fx.alpha, fx.shoppers.alpha.phone, new Date())).sessionToken;
});
afterAll(() => destroyTestDatabase(handle));

let carCount = 0;
/** A price drop on a car the shopper watches, turned into an alert; resolves to the stop token it carries. */
async function alertToken(): Promise<string> {
  const carId = await fx.addCar(fx.dealers.alpha, `stop-route-${++carCount}`);
  await saveCar(handle.db, fx.alpha, fx.shoppers.alpha, { car_id: carId }, origin);
  await handle.db.update(cars).set({ price: 20_000 }).where(eq(cars.id, carId));
  await runWatchAlerts(handle.db, { now: new Date(Date.UTC(2026, 10, carCount)) });
  const [text] = await handle.db.select({ body: smsMessages.body }).from(smsMessages).orderBy(smsMessages.createdAt).limit(1);
  return /alerts\/([\w-]{32})/.exec(text!.body)![1]!;
}
const stopped = async (token: string) => (await findAlertSubscription(handle.db, fx.alpha, token))?.stopped;

type Post = { host?: string; body?: string; contentType?: string; headers?: Record<string, string> };
function post(path: string, { host = HOST, body = "", contentType = "application/x-www-form-urlencoded", headers = {} }: Post = {}) {
  return new NextRequest(`http://${host}${path}`, { method: "POST", headers: { host, "content-type": contentType, ...headers }, body });
}
const answer = async (response: Response) => ({ status: response.status, location: response.headers.get("location"), text: await response.text() });

beforeEach(async () => {
  await handle.db.delete(smsMessages);
  await setAlerts(handle.db, fx.alpha, fx.shoppers.alpha.userId, true, new Date());
});

describe("unsubscribe (issue 14): the token in the address is the only key", () => {
  it("the stop page's button stops alerts and lands back on the page; opening the address changes nothing", async () => {
    const token = await alertToken();
    expect(await answer(await openUnsubscribe(new NextRequest(`http://${HOST}/alerts/${token}/stop`, { headers: { host: HOST } }), context({ token })))).toMatchObject({ status: 303, location: `/alerts/${token}` });
    expect(await stopped(token)).toBe(false);
    expect(await answer(await stop(post(`/alerts/${token}/stop`, { headers: { origin: `http://${HOST}` } }), context({ token })))).toMatchObject({ status: 303, location: `/alerts/${token}` });
    expect(await stopped(token)).toBe(true);
  });

  it("a mail client's one-click POST (RFC 8058) stops them in place, with no cookie, Origin or CSRF token, urlencoded or multipart", async () => {
    const token = await alertToken();
    expect(await answer(await stop(post(`/alerts/${token}/stop`, { body: "List-Unsubscribe=One-Click" }), context({ token })))).toEqual({ status: 200, location: null, text: "Alerts stopped.\n" });
    expect(await stopped(token)).toBe(true);

    await setAlerts(handle.db, fx.alpha, fx.shoppers.alpha.userId, true, new Date());
    const multipart = new FormData();
    multipart.set("List-Unsubscribe", "One-Click");
    const request = new NextRequest(`http://${HOST}/alerts/${token}/stop`, { method: "POST", headers: { host: HOST }, body: multipart });
    expect((await answer(await stop(request, context({ token })))).status).toBe(200);
    expect(await stopped(token)).toBe(true);
  });

  it("answers 404 to a one-click POST for an unknown token or another site's, stopping nothing", async () => {
    const token = await alertToken();
    const unknown = "u".repeat(32);
    expect((await answer(await stop(post(`/alerts/${unknown}/stop`, { body: "List-Unsubscribe=One-Click" }), context({ token: unknown })))).status).toBe(404);
    const bravo = "bravo.localhost:3000";
    expect((await answer(await stop(post(`/alerts/${token}/stop`, { host: bravo, body: "List-Unsubscribe=One-Click" }), context({ token }, bravo)))).status).toBe(404);
    expect(await stopped(token)).toBe(false);
  });

  it("a shopper who stopped alerts gets neither texts nor e-mails", async () => {
    await setAlertEmail(handle.db, fx.alpha, fx.shoppers.alpha.userId, { email: "jess@example.com" });
    const token = await alertToken();
    await stop(post(`/alerts/${token}/stop`, { body: "List-Unsubscribe=One-Click" }), context({ token }));
    await handle.db.delete(smsMessages);
    await handle.db.delete(emailMessages);
    const carId = await fx.addCar(fx.dealers.alpha, "after-stop");
    await saveCar(handle.db, fx.alpha, fx.shoppers.alpha, { car_id: carId }, origin);
    await handle.db.update(cars).set({ price: 20_000 }).where(eq(cars.id, carId));
    await runWatchAlerts(handle.db, { now: new Date() });
    expect(await handle.db.select().from(smsMessages)).toEqual([]);
    expect(await handle.db.select().from(emailMessages)).toEqual([]);
    await setAlertEmail(handle.db, fx.alpha, fx.shoppers.alpha.userId, { email: "" });
  });
});

describe("POST /my-garage/alert-email: the garage's e-mail form", () => {
  type Form = { email?: string; csrf?: string; origin?: string; token?: string | null };
  async function submit({ email = "jess@example.com", csrf = TEST_CSRF_TOKEN, origin = `http://${HOST}`, token = session }: Form = {}) {
    const cookie = [token ? `${SESSION_COOKIE}=${token}` : null, `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`].filter(Boolean).join("; ");
    const response = await alertEmailForm(post("/my-garage/alert-email", { body: new URLSearchParams({ csrf_token: csrf, email }).toString(), headers: { origin, cookie } }), context({}));
    return { status: response.status, location: response.headers.get("location"), cacheControl: response.headers.get("cache-control") };
  }
  const address = () => findShopperEmail(handle.db, fx.alpha, fx.shoppers.alpha.userId);

  it("saves an address and removes it with an empty field", async () => {
    expect(await submit({ email: " jess@example.com " })).toEqual({ status: 303, location: "/my-garage?notice=email_saved", cacheControl: "no-store" });
    expect(await address()).toBe("jess@example.com");
    expect((await submit({ email: "" })).location).toBe("/my-garage?notice=email_removed");
    expect(await address()).toBeNull();
  });

  it("refuses a forged post (no matching CSRF token, another site's page) and changes nothing", async () => {
    expect((await submit({ csrf: "x".repeat(43) })).location).toBe("/my-garage?notice=expired");
    expect((await submit({ origin: "https://evil.example" })).location).toBe("/my-garage?notice=expired");
    expect(await address()).toBeNull();
  });

  it("refuses a bad address, keeping the saved one, and the garage shows the error on the field", async () => {
    await submit({ email: "kept@example.com" });
    expect((await submit({ email: "jess@" })).location).toBe("/my-garage?notice=email_invalid");
    expect(await address()).toBe("kept@example.com");
    const garage = await loadGarage(handle.db, fx.alpha, fx.shoppers.alpha, readGarageNotice({ notice: "email_invalid" }));
    expect(garage.alertEmail).toEqual({ address: "kept@example.com", error: "Please enter a valid email address." });
    expect(garage.notice).toMatchObject({ title: "Not saved", text: "Please enter a valid email address." });
  });

  it("sends a signed-out shopper to sign in", async () => {
    expect((await submit({ token: null })).location).toBe("/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2Fmy-garage");
  });
});
