import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { loadSites } from "@/db/queries/sites";
import { cars, dealerships, leads, locations, reservationJobs, reservations, siteDealerships, sites, stockVersions } from "@/db/schema";
import type { Site } from "@/domain/site/site";
import type { PlainMessage } from "@/server/email/email-sender";
import { createStripeProvider } from "@/server/payment-provider/stripe-provider";
import type { PaymentProvider } from "@/server/payment-provider/payment-provider";
import { FakeStripe } from "../../../tests/support/fake-stripe";
import { minimalSiteConfig } from "../../../tests/factories/minimal-site-config";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { handlePaymentWebhook } from "@/server/payment-webhooks/payment-webhook";
import { runDueReservationJobs } from "./reservation-jobs";
import { startReservation } from "./start-reservation";

const HOUR = 3_600_000;
const START = new Date("2026-11-20T00:00:00Z");
let now = START;
let handle: DatabaseHandle;
let site: Site;
let provider: PaymentProvider;
const fake = new FakeStripe();
const mail: PlainMessage[] = [];
const webhookAnswers: number[] = [];
const ids: Record<string, number> = {};

const shopper = (email: string) => ({ name: "Sam", last_name: "Walker", email, phone: "0412 345 678", postcode: "2000", terms_conditions: "on" });
const runJobs = () => runDueReservationJobs(handle.db, { provider, sender: { sendMessage: async (m) => void mail.push(m) }, now, leaseMs: 60_000, retryBaseMs: 1_000, log: { error: () => {} } });
const reservationOf = async (id: string) => (await handle.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;
const carRow = async (slug: string) => (await handle.db.select().from(cars).where(eq(cars.id, ids[slug]!)))[0]!;

async function reserveAndOpen(slug: string, email: string) {
  const outcome = await startReservation(handle.db, site, provider, slug, shopper(email), "http://alpha.localhost:3000");
  if (outcome.kind !== "checkout") throw new Error(`Not started: ${JSON.stringify(outcome)}`);
  const sessionId = new URL(outcome.url).pathname.split("/").pop()!;
  return { reservationId: outcome.reservationId, sessionId, url: outcome.url };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  await fake.start();
  provider = createStripeProvider({ secretKey: "sk_test_fake", webhookSecret: fake.webhookSecret, apiBase: fake.origin });
  fake.webhookTarget = async (payload, signature) => {
    webhookAnswers.push((await handlePaymentWebhook(db, site, provider, payload, signature, { now })).status);
  };
  const [dealer] = await db.insert(dealerships).values({ slug: "alpha", name: "Alpha", leadEmail: "sales@alpha.test" }).returning();
  const [location] = await db.insert(locations).values({ dealershipId: dealer!.id, name: "City", slug: "city", street: "1 George St", city: "Sydney", state: "NSW", postcode: "2000", primary: true }).returning();
  const [row] = await db.insert(sites).values({ slug: "alpha", name: "Alpha", template: "metro-group", config: minimalSiteConfig("alpha") }).returning();
  await db.insert(siteDealerships).values({ siteId: row!.id, dealershipId: dealer!.id });
  const car = (slug: string, extra: Partial<typeof cars.$inferInsert> = {}) => ({
    slug, dealershipId: dealer!.id, locationId: location!.id, name: `2024 Mazda CX-5 ${slug}`, year: 2024, make: "Mazda", model: "CX-5", stocknum: slug.toUpperCase(),
    carType: "used", status: "in_stock", price: 35_000, checkoutEnabled: true, paymentProcessors: ["stripe"], ...extra,
  });
  const rows = await db.insert(cars).values([car("held"), car("sold-meanwhile"), car("raced"), car("own-deposit", { reserveDeposit: 500 }), car("offline", { paymentProcessors: [] })]).returning();
  for (const r of rows) ids[r.slug] = r.id;
  site = (await loadSites(db)).find((s) => s.slug === "alpha")!;
});

afterAll(async () => {
  await fake.stop();
  await destroyTestDatabase(handle);
});

describe("reservation deposit lifecycle (issue 18)", () => {
  let first: Awaited<ReturnType<typeof reserveAndOpen>>;

  it("pay → reserved: the car is held 48 hours, search's stock version moves, the dealer gets the lead with the payment reference, the shopper a receipt", async () => {
    const [before] = await handle.db.select().from(stockVersions);
    first = await reserveAndOpen("held", "first@example.com");
    expect(fake.sessions.get(first.sessionId)).toMatchObject({ amount_total: 20_000, currency: "aud", client_reference_id: first.reservationId });
    expect(fake.requests.find((r) => r.path === "/v1/checkout/sessions")?.idempotencyKey).toBe(`checkout-${first.reservationId}`);
    const paid = await fake.pay(first.sessionId);
    expect(webhookAnswers.at(-1)).toBe(200);

    const reservation = await reservationOf(first.reservationId);
    expect(reservation).toMatchObject({ status: "reserved", amount: 200, paymentReference: paid.payment_intent, heldUntil: new Date(START.getTime() + 48 * HOUR) });
    expect((await carRow("held")).reserved).toBe(true);
    const [after] = await handle.db.select().from(stockVersions);
    expect(after!.version).toBeGreaterThan(before!.version);
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, reservation.leadId!));
    expect(lead).toMatchObject({ category: "Reserve Online", email: "first@example.com" });
    expect((lead!.payload as { message: string }).message).toContain(`Payment reference ${paid.payment_intent}`);

    await runJobs();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: "first@example.com", subject: expect.stringContaining("is reserved for you") });
    expect(mail[0]!.text).toContain(`http://alpha.localhost:3000/reservations/${reservation.receiptToken}`);
  });

  it("a second shopper is refused while the car is held", async () => {
    expect(await startReservation(handle.db, site, provider, "held", shopper("second@example.com"), "http://alpha.localhost:3000")).toEqual({ kind: "refused", reason: "reserved" });
  });

  it("a duplicated webhook is a no-op", async () => {
    const session = fake.sessions.get(first.sessionId)!;
    const event = fake.event("checkout.session.completed", session);
    const before = { reservation: await reservationOf(first.reservationId), leads: (await handle.db.select().from(leads)).length, jobs: (await handle.db.select().from(reservationJobs)).length };
    await fake.deliver(event);
    await fake.deliver(event);
    expect(webhookAnswers.slice(-2)).toEqual([200, 200]);
    expect(await reservationOf(first.reservationId)).toEqual(before.reservation);
    expect((await handle.db.select().from(leads)).length).toBe(before.leads);
    expect((await handle.db.select().from(reservationJobs)).length).toBe(before.jobs);
  });

  it("a forged webhook signature is rejected and changes nothing", async () => {
    const pending = await reserveAndOpen("own-deposit", "forger@example.com");
    const session = { ...fake.sessions.get(pending.sessionId)!, payment_status: "paid", payment_intent: "pi_forged" };
    const forged = fake.signed(fake.event("checkout.session.completed", session), "whsec_notthesecret");
    expect(await handlePaymentWebhook(handle.db, site, provider, forged.payload, forged.signature, { now })).toMatchObject({ status: 400, body: { error: { parameter: "Stripe-Signature" } } });
    const genuine = fake.signed(fake.event("checkout.session.completed", fake.sessions.get(pending.sessionId)));
    expect((await handlePaymentWebhook(handle.db, site, provider, forged.payload, genuine.signature, { now })).status).toBe(400); // a real signature over another body
    expect((await handlePaymentWebhook(handle.db, site, provider, forged.payload, null, { now })).status).toBe(400);
    expect(await reservationOf(pending.reservationId)).toMatchObject({ status: "pending", amount: 500, paymentReference: null });
  });

  it("lapses after 48 hours with no sale: the car is released and the deposit refunded, retried through the outbox with one idempotency key", async () => {
    now = new Date(START.getTime() + 47 * HOUR);
    await runJobs();
    expect((await reservationOf(first.reservationId)).status).toBe("reserved");

    now = new Date(START.getTime() + 48 * HOUR + 60_000);
    fake.failRefunds = 1;
    await runJobs(); // the lapse
    expect(await reservationOf(first.reservationId)).toMatchObject({ status: "lapsed", refundReason: "lapsed" });
    expect((await carRow("held")).reserved).toBe(false);
    await runJobs(); // the refund fails once (the SDK retries too) …
    now = new Date(now.getTime() + HOUR);
    await runJobs(); // … and succeeds later
    const reservation = await reservationOf(first.reservationId);
    expect(reservation).toMatchObject({ status: "refunded" });
    expect(fake.refunds.filter((r) => r.payment_intent === reservation.paymentReference)).toHaveLength(1);
    expect(new Set(fake.requests.filter((r) => r.path === "/v1/refunds").map((r) => r.idempotencyKey))).toEqual(new Set([`refund-${first.reservationId}`]));
  });

  it("a payment that succeeds after the car sold is refunded at once", async () => {
    const late = await reserveAndOpen("sold-meanwhile", "late@example.com");
    await handle.db.update(cars).set({ status: "sold", soldAt: now }).where(eq(cars.id, ids["sold-meanwhile"]!));
    await fake.pay(late.sessionId);
    expect(await reservationOf(late.reservationId)).toMatchObject({ status: "refund_due", refundReason: "car_sold", leadId: null });
    expect((await carRow("sold-meanwhile")).reserved).toBe(false);
    await runJobs();
    expect(await reservationOf(late.reservationId)).toMatchObject({ status: "refunded" });
    expect(mail.at(-1)).toMatchObject({ to: "late@example.com", subject: expect.stringContaining("will be refunded") });
  });

  it("two shoppers paying at once: one holds the car, the other is refunded at once", async () => {
    const [a, b] = [await reserveAndOpen("raced", "a@example.com"), await reserveAndOpen("raced", "b@example.com")];
    await Promise.all([fake.pay(a.sessionId), fake.pay(b.sessionId)]);
    const statuses = [(await reservationOf(a.reservationId)).status, (await reservationOf(b.reservationId)).status].sort();
    expect(statuses).toEqual(["refund_due", "reserved"]);
    await runJobs();
    const loser = (await reservationOf(a.reservationId)).status === "reserved" ? b : a;
    expect(await reservationOf(loser.reservationId)).toMatchObject({ status: "refunded", refundReason: "held_by_another" });
    expect((await carRow("raced")).reserved).toBe(true);
  });

  it("a car without an online payment processor is not paid online", async () => {
    expect(await startReservation(handle.db, site, provider, "offline", shopper("x@example.com"), "http://alpha.localhost:3000")).toEqual({ kind: "refused", reason: "not-online" });
  });
});
