import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as openUnsubscribe, POST as stop } from "@/app/[host]/alerts/[token]/stop/route";
import { POST as resendForm } from "@/app/[host]/my-garage/alert-email/resend/route";
import { POST as alertEmailForm } from "@/app/[host]/my-garage/alert-email/route";
import { POST as confirmButton } from "@/app/[host]/my-garage/confirm-email/[token]/confirm/route";
import type { DatabaseHandle } from "@/db/client";
import { findShopperAddress } from "@/db/queries/shopper-email";
import { findAlertSubscription } from "@/db/queries/watch-alerts";
import { cars, emailConfirmations, emailMessages, smsMessages, users } from "@/db/schema";
import { readGarageNotice } from "@/domain/watchlist/garage-notice";
import { CSRF_COOKIE, SESSION_COOKIE } from "@/server/accounts/account-cookies";
import { TEST_CSRF_TOKEN } from "../../../tests/fixtures/account-fixture";
import { startShopperSession } from "@/server/accounts/shopper-sessions";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { setAlertEmail } from "./alert-email-settings";
import { findConfirmationPage } from "./email-confirmation-links";
import { loadGarage } from "./garage-page";
import { runWatchAlerts } from "./watch-alert-jobs";
import { setAlerts } from "./watch-alert-settings";
import { saveCar } from "./watchlist-service";
import { createWatchlistFixture, giveConfirmedAlertEmail, type WatchlistFixture } from "../../../tests/fixtures/watchlist-fixture";
import { replaceProcessSingleton } from "@/config/process-singletons";
import { DATABASE_SINGLETON } from "@/db/connection";

let handle: DatabaseHandle;
let fx: WatchlistFixture;
let session: string;
const HOST = "alpha.localhost:3000";
const origin = { siteOrigin: `http://${HOST}` };
const context = <T extends object>(params: T, host = HOST) => ({ params: Promise.resolve({ host, ...params }) });

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createWatchlistFixture(handle);
  replaceProcessSingleton(DATABASE_SINGLETON, Promise.resolve(handle));
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
    await giveConfirmedAlertEmail(handle.db, fx.alpha, fx.shoppers.alpha.userId, "jess@example.com", new Date(Date.UTC(2026, 9, 1)));
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
    await setAlertEmail(handle.db, fx.alpha, fx.shoppers.alpha.userId, { email: "" }, { now: new Date(), siteOrigin: origin.siteOrigin });
  });
});

describe("POST /my-garage/alert-email: the garage's e-mail form, and the e-mailed link that confirms the address", () => {
  type Form = { email?: string; csrf?: string; origin?: string; token?: string | null };
  const cookies = (token: string | null) => [token ? `${SESSION_COOKIE}=${token}` : null, `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`].filter(Boolean).join("; ");
  async function submit({ email = "jess@example.com", csrf = TEST_CSRF_TOKEN, origin = `http://${HOST}`, token = session }: Form = {}) {
    const response = await alertEmailForm(post("/my-garage/alert-email", { body: new URLSearchParams({ csrf_token: csrf, email }).toString(), headers: { origin, cookie: cookies(token) } }), context({}));
    return { status: response.status, location: response.headers.get("location"), cacheControl: response.headers.get("cache-control") };
  }
  async function resend({ csrf = TEST_CSRF_TOKEN }: Form = {}) {
    const response = await resendForm(post("/my-garage/alert-email/resend", { body: new URLSearchParams({ csrf_token: csrf }).toString(), headers: { origin: `http://${HOST}`, cookie: cookies(session) } }), context({}));
    return response.headers.get("location");
  }
  /** The button on the link's page, pressed in a browser with no session or CSRF cookie: the token is the key. */
  const confirm = async (token: string, host = HOST) => answer(await confirmButton(post(`/my-garage/confirm-email/${token}/confirm`, { host }), context({ token }, host)));
  const address = () => findShopperAddress(handle.db, fx.alpha, fx.shoppers.alpha.userId);
  const confirmationEmails = () => handle.db.select().from(emailMessages).where(eq(emailMessages.kind, "email_confirmation")).orderBy(emailMessages.createdAt);
  const linkIn = (body: string) => /^http:\/\/\S+\/my-garage\/confirm-email\/([\w-]{32})$/m.exec(body);
  const garage = (notice: string | null = null) => loadGarage(handle.db, fx.alpha, fx.shoppers.alpha, readGarageNotice({ notice: notice ?? undefined }), new Date());

  beforeEach(async () => {
    await handle.db.update(users).set({ email: null, emailConfirmedAt: null }).where(eq(users.id, fx.shoppers.alpha.userId));
    await handle.db.delete(emailConfirmations);
    await handle.db.delete(emailMessages);
  });

  it("saves an address unconfirmed and e-mails it a link on the shopper's site; the link's button confirms it without a session; an empty field removes it", async () => {
    expect(await submit({ email: " jess@example.com " })).toEqual({ status: 303, location: "/my-garage?notice=email_saved", cacheControl: "no-store" });
    expect(await address()).toEqual({ email: "jess@example.com", confirmedAt: null });
    const [email, ...others] = await confirmationEmails();
    expect(others).toEqual([]);
    expect(email).toMatchObject({ recipient: "jess@example.com", subject: "Confirm your e-mail address for Alpha Group alerts", unsubscribeUrl: null, dedupeKey: expect.stringMatching(/^email-confirmation:/) });
    const [link, token] = linkIn(email!.body)!;
    expect(link).toBe(`http://${HOST}/my-garage/confirm-email/${token}`);
    expect((await garage()).alertEmail).toMatchObject({ address: "jess@example.com", status: { confirmation: "link_sent", resendIn: expect.stringMatching(/minutes$/) } });

    expect(await findConfirmationPage(handle.db, fx.alpha, token!, new Date())).toEqual({ state: "open", address: "jess@example.com" });
    expect(await confirm(token!)).toMatchObject({ status: 303, location: `/my-garage/confirm-email/${token}` });
    expect((await address())?.confirmedAt).toBeInstanceOf(Date);
    expect(await findConfirmationPage(handle.db, fx.alpha, token!, new Date())).toEqual({ state: "confirmed", address: "jess@example.com" });
    expect((await garage()).alertEmail.status).toEqual({ confirmation: "confirmed", resendIn: null });

    expect((await submit({ email: "jess@example.com" })).location).toBe("/my-garage?notice=email_unchanged");
    expect((await confirmationEmails()).length).toBe(1);
    expect((await submit({ email: "" })).location).toBe("/my-garage?notice=email_removed");
    expect(await address()).toEqual({ email: null, confirmedAt: null });
    expect((await garage()).alertEmail).toEqual({ address: null, status: null, error: null });
    expect(await findConfirmationPage(handle.db, fx.alpha, token!, new Date())).toBeNull();
  });

  it("sends the link again at most once per 10 minutes, and says when it may be asked for", async () => {
    await submit({ email: "jess@example.com" });
    expect(await resend()).toBe("/my-garage?notice=email_wait");
    expect((await submit({ email: "sam@example.com" })).location).toBe("/my-garage?notice=email_wait");
    expect(await address()).toEqual({ email: "sam@example.com", confirmedAt: null });
    expect((await confirmationEmails()).map((e) => e.recipient)).toEqual(["jess@example.com"]);
    const waiting = await garage("email_wait");
    expect(waiting.alertEmail.status).toEqual({ confirmation: "no_link", resendIn: expect.stringMatching(/^(10|9) minutes$/) });
    expect(waiting.notice).toMatchObject({ title: "Link not sent yet" });

    // Ten minutes on: the last link went long enough ago.
    await handle.db.update(emailConfirmations).set({ createdAt: new Date(Date.now() - 10 * 60_000) });
    expect(await resend()).toBe("/my-garage?notice=email_sent");
    expect((await confirmationEmails()).map((e) => e.recipient)).toEqual(["jess@example.com", "sam@example.com"]);
  });

  it("sends nothing again for an address already confirmed or none", async () => {
    expect(await resend()).toBe("/my-garage");
    await giveConfirmedAlertEmail(handle.db, fx.alpha, fx.shoppers.alpha.userId, "jess@example.com", new Date(Date.UTC(2026, 9, 2)));
    expect(await resend()).toBe("/my-garage");
    expect((await confirmationEmails()).length).toBe(1);
  });

  it("a link does nothing on another site, and a bad token lands on the home page", async () => {
    await submit({ email: "jess@example.com" });
    const [, token] = linkIn((await confirmationEmails())[0]!.body)!;
    const bravo = "bravo.localhost:3000";
    expect(await confirm(token!, bravo)).toMatchObject({ status: 303, location: `/my-garage/confirm-email/${token}` });
    expect(await findConfirmationPage(handle.db, fx.bravo, token!, new Date())).toBeNull();
    expect((await address())?.confirmedAt).toBeNull();
    expect(await confirm("not-a-token")).toMatchObject({ status: 303, location: "/" });
  });

  it("refuses a forged post (no matching CSRF token, another site's page) and changes nothing", async () => {
    expect((await submit({ csrf: "x".repeat(43) })).location).toBe("/my-garage?notice=expired");
    expect((await submit({ origin: "https://evil.example" })).location).toBe("/my-garage?notice=expired");
    expect(await resend({ csrf: "x".repeat(43) })).toBe("/my-garage?notice=expired");
    expect(await address()).toEqual({ email: null, confirmedAt: null });
    expect(await confirmationEmails()).toEqual([]);
  });

  it("refuses a bad address, keeping the saved one, and the garage shows the error on the field", async () => {
    await submit({ email: "kept@example.com" });
    expect((await submit({ email: "jess@" })).location).toBe("/my-garage?notice=email_invalid");
    expect((await address())?.email).toBe("kept@example.com");
    const refused = await garage("email_invalid");
    expect(refused.alertEmail).toMatchObject({ address: "kept@example.com", error: "Please enter a valid email address." });
    expect(refused.notice).toMatchObject({ title: "Not saved", text: "Please enter a valid email address." });
  });

  it("sends a signed-out shopper to sign in", async () => {
    expect((await submit({ token: null })).location).toBe("/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2Fmy-garage");
  });
});
