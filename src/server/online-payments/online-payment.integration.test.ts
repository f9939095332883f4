import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { loadSites } from "@/db/queries/sites";
import { dealerships, leadDeliveries, leads, locations, onlinePayments, siteDealerships, sites } from "@/db/schema";
import { AMOUNT_MESSAGES } from "@/domain/online-payments/aud-amount";
import type { Site } from "@/domain/site/site";
import { startShopperSession } from "@/server/accounts/shopper-sessions";
import type { Shopper } from "@/server/accounts/current-shopper";
import { handlePaymentWebhook } from "@/server/payment-webhooks/payment-webhook";
import type { PaymentProvider } from "@/server/payment-provider/payment-provider";
import { createStripeProvider } from "@/server/payment-provider/stripe-provider";
import { FakeStripe } from "../../../tests/support/fake-stripe";
import { minimalSiteConfig } from "../../../tests/factories/minimal-site-config";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { loadOnlinePaymentReceipt } from "./online-payment-receipt";
import { startOnlinePayment } from "./start-online-payment";

/** Online payments (decision 025) against a real database and the fake Stripe: start, pay, webhook, receipt, the dealer's lead. */
const NOW = new Date("2026-11-25T01:00:00Z");
const BASE = "http://pay.localhost:3000";
let handle: DatabaseHandle;
let site: Site;
let other: Site;
let provider: PaymentProvider;
let shopper: Shopper;
const fake = new FakeStripe();
let webhookSite: () => Site = () => site;
const webhookAnswers: number[] = [];

const details = { reference: "INV-20931", amount: "1,249.50", note: "Logbook service, rego ABC123", name: "Mia", last_name: "Nguyen", email: "mia@example.com", postcode: "4217", dealership_slug: "pay-service" };
const paymentOf = async (id: string) => (await handle.db.select().from(onlinePayments).where(eq(onlinePayments.id, id)))[0]!;
const leadsFor = async (key: string) => handle.db.select().from(leads).where(eq(leads.idempotencyKey, key));

async function start(body: Record<string, unknown> = details) {
  const outcome = await startOnlinePayment(handle.db, site, provider, shopper, body, BASE);
  if (outcome.kind !== "checkout") throw new Error(`Not started: ${JSON.stringify(outcome)}`);
  return { ...outcome, sessionId: new URL(outcome.url).pathname.split("/").pop()! };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  await fake.start();
  provider = createStripeProvider({ secretKey: "sk_test_fake", webhookSecret: fake.webhookSecret, apiBase: fake.origin });
  fake.webhookTarget = async (payload, signature) => {
    webhookAnswers.push((await handlePaymentWebhook(db, webhookSite(), provider, payload, signature, { now: NOW })).status);
  };
  const dealers = await db.insert(dealerships).values([{ slug: "pay-sales", name: "Pay Sales", leadEmail: "sales@pay.test" }, { slug: "pay-service", name: "Pay Service Centre", leadEmail: "service@pay.test" }]).returning();
  await db.insert(locations).values(dealers.map((d, i) => ({ dealershipId: d.id, name: d.name, slug: d.slug, street: `${i + 1} Main St`, city: "Southport", state: "QLD", postcode: "4215", primary: true })));
  const rows = await db.insert(sites).values([
    { slug: "pay", name: "Pay Motors", template: "metro-group", config: { ...minimalSiteConfig("pay"), onlinePayment: { enabled: true } } },
    { slug: "other", name: "Other Motors", template: "metro-group", config: minimalSiteConfig("other") },
  ]).returning();
  await db.insert(siteDealerships).values([...dealers.map((d) => ({ siteId: rows[0]!.id, dealershipId: d.id })), { siteId: rows[1]!.id, dealershipId: dealers[0]!.id }]);
  const loaded = await loadSites(db);
  site = loaded.find((s) => s.slug === "pay")!;
  other = loaded.find((s) => s.slug === "other")!;
  const { userId } = await startShopperSession(db, site, "+61491570156", NOW);
  shopper = { userId, phone: "+61491570156", phoneDisplay: "0491 570 156" };
});

afterAll(async () => {
  await fake.stop();
  await destroyTestDatabase(handle);
});

describe("online payments (decision 025)", () => {
  it("refuses bad details before anything is stored or opened at the provider: the amount's message, the dealership on a site with two", async () => {
    const sessionsBefore = fake.sessions.size;
    const outcome = await startOnlinePayment(handle.db, site, provider, shopper, { ...details, amount: "0.50", dealership_slug: "" }, BASE);
    expect(outcome).toEqual({ kind: "invalid", errors: { amount: AMOUNT_MESSAGES.tooSmall, dealership_slug: "Please select a preferred dealership." } });
    expect(await handle.db.select().from(onlinePayments)).toEqual([]);
    expect(fake.sessions.size).toBe(sessionsBefore);
  });

  it("start: a pending payment for the shopper and the chosen dealership, a hosted checkout in AUD cents named by its purpose, keyed by the payment", async () => {
    const started = await start();
    const payment = await paymentOf(started.paymentId);
    expect(payment).toMatchObject({ status: "pending", siteId: site.id, userId: shopper.userId, phone: shopper.phone, amountCents: 124_950, reference: "INV-20931", providerSessionId: started.sessionId, leadId: null });
    expect(payment.dealershipId).toBe(site.dealerships.find((d) => d.slug === "pay-service")!.id);
    expect(fake.sessions.get(started.sessionId)).toMatchObject({ amount_total: 124_950, currency: "aud", client_reference_id: payment.id, metadata: { purpose: "online-payment", reference_id: payment.id } });
    expect(fake.sessions.get(started.sessionId)!.success_url).toBe(`${BASE}/online-payment/receipt/${payment.receiptToken}?session_id={CHECKOUT_SESSION_ID}`);
    expect(fake.requests.find((r) => r.path === "/v1/checkout/sessions")?.idempotencyKey).toBe(`checkout-${payment.id}`);
  });

  it("pay → the webhook marks it paid and sends the dealer one lead (verified mobile, invoice, amount, provider reference); a repeated webhook and the receipt change nothing", async () => {
    const started = await start();
    const session = await fake.pay(started.sessionId);
    expect(webhookAnswers.at(-1)).toBe(200);
    const paid = await paymentOf(started.paymentId);
    expect(paid).toMatchObject({ status: "paid", paymentReference: session.payment_intent, paidAt: NOW });
    const [lead] = await leadsFor(`online-payment-${paid.id}`);
    expect(lead).toMatchObject({ id: paid.leadId, siteId: site.id, dealershipId: paid.dealershipId, category: "Online Payment", phoneE164: shopper.phone, email: "mia@example.com" });
    expect((lead!.payload as { message: string; verified_phone: string }).message).toContain(`Online payment of $1,249.50 AUD received for reference INV-20931. Payment reference ${session.payment_intent}.`);
    expect((lead!.payload as { verified_phone: string }).verified_phone).toBe(shopper.phone);
    expect(await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead!.id))).toEqual([expect.objectContaining({ channel: "email", target: "service@pay.test" })]);

    await fake.deliver(fake.event("checkout.session.completed", session));
    const receipt = await loadOnlinePaymentReceipt(handle.db, site, paid.receiptToken, started.sessionId, provider, { now: new Date(NOW.getTime() + 60_000) });
    expect(receipt).toMatchObject({ status: "paid", amountCents: 124_950, reference: "INV-20931", payee: "Pay Service Centre", paymentReference: session.payment_intent, paidAt: NOW });
    expect(await paymentOf(started.paymentId)).toEqual(paid);
    expect(await leadsFor(`online-payment-${paid.id}`)).toHaveLength(1);
  });

  it("the receipt confirms a paid session whose webhook has not arrived, once; without the session id it only shows pending", async () => {
    const started = await start({ ...details, reference: "PO-77", amount: "80" });
    const session = fake.sessions.get(started.sessionId)!;
    Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: "pi_late_webhook" });
    const token = (await paymentOf(started.paymentId)).receiptToken;
    expect(await loadOnlinePaymentReceipt(handle.db, site, token, undefined, provider, { now: NOW })).toMatchObject({ status: "pending", paymentReference: null });
    expect(await loadOnlinePaymentReceipt(handle.db, site, token, "cs_test_someoneelse", provider, { now: NOW })).toMatchObject({ status: "pending" });
    expect(await loadOnlinePaymentReceipt(handle.db, site, token, started.sessionId, provider, { now: NOW })).toMatchObject({ status: "paid", paymentReference: "pi_late_webhook", amountCents: 8_000 });
    await fake.deliver(fake.event("checkout.session.completed", session)); // the webhook, late
    expect(webhookAnswers.at(-1)).toBe(200);
    expect(await leadsFor(`online-payment-${started.paymentId}`)).toHaveLength(1);
  });

  it("stays on its own site: another site's webhook or receipt page cannot see or confirm the payment", async () => {
    const started = await start({ ...details, reference: "INV-OTHER" });
    const token = (await paymentOf(started.paymentId)).receiptToken;
    expect(await loadOnlinePaymentReceipt(handle.db, other, token, started.sessionId, provider, { now: NOW })).toBeNull();
    webhookSite = () => other;
    try {
      await fake.pay(started.sessionId);
    } finally {
      webhookSite = () => site;
    }
    expect(await paymentOf(started.paymentId)).toMatchObject({ status: "pending", leadId: null });
  });

  it("a forged or unsigned webhook answers 400 and records nothing", async () => {
    const started = await start({ ...details, reference: "INV-FORGED" });
    const session = { ...fake.sessions.get(started.sessionId)!, payment_status: "paid", payment_intent: "pi_forged" };
    const forged = fake.signed(fake.event("checkout.session.completed", session), "whsec_wrong");
    expect((await handlePaymentWebhook(handle.db, site, provider, forged.payload, forged.signature, { now: NOW })).status).toBe(400);
    expect((await handlePaymentWebhook(handle.db, site, provider, forged.payload, null, { now: NOW })).status).toBe(400);
    expect(await paymentOf(started.paymentId)).toMatchObject({ status: "pending", paymentReference: null });
  });
});
