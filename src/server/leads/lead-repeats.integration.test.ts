import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { findEnquiryStatus } from "@/db/queries/enquiry-status";
import type { ClaimedDelivery } from "@/db/queries/lead-deliveries";
import { leadDeliveries, leads } from "@/db/schema";
import { LEAD_REPEAT_WINDOW_MS, REPEAT_DIGEST_QUIET_MS } from "@/domain/leads/lead-repeat";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { listDealerLeadsPage } from "./dealer-leads-page";
import type { JobRunner } from "@/server/jobs/job-runner";
import { startLeadDeliveryRunner } from "../../../tests/support/lead-delivery-runner";
import type { EmailSender } from "@/server/email/email-sender";
import { createLeadFixture, enquiry, type LeadFixture } from "../../../tests/fixtures/lead-fixture";
import { submitLead, type LeadRequestMeta } from "./submit-lead";

/**
 * Issue 30: 50 identical enquiries sent at once were all stored (right) and all 50 e-mailed (wrong), 42 of them
 * flagged as spam. The same enquiry within 24 hours reaches the dealer once, with at most one digest of its
 * repeats; every copy is kept.
 */
let handle: DatabaseHandle;
let fx: LeadFixture;
let worker: JobRunner;
/** What the fake sender was asked to send: the lead itself, or the digest of its repeats. */
const sent: { leadId: string; digest: boolean; receivedCount: number; deliveryId: string }[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createLeadFixture(handle);
  const sender: EmailSender = {
    send: async (delivery: ClaimedDelivery) => void sent.push({ leadId: delivery.lead.id, digest: delivery.repeatDigest, receivedCount: delivery.lead.receivedCount, deliveryId: delivery.id }),
    sendMessage: async () => {},
    close: () => {},
  };
  const settings = { smtpUrl: undefined, mailFrom: "leads@forecourt.test", outboxDir: "/nonexistent", pollMs: 60_000, leaseMs: 60_000, retryBaseMs: 10, webhookTimeoutMs: 5_000 };
  worker = startLeadDeliveryRunner({ getDb: async () => handle.db, settings, emailSender: sender, log: { warn: () => {}, error: () => {} } });
});
afterAll(async () => {
  await worker?.stop();
  await destroyTestDatabase(handle);
});
beforeEach(() => {
  sent.length = 0;
});

const RATE_LIMIT = { rateLimit: { max: 10, windowMs: 600_000 } };
const submit = async (body: Record<string, unknown>, meta: Partial<LeadRequestMeta> = {}) => {
  const result = await submitLead(handle.db, fx.alpha, body, { now: new Date(), ...meta }, RATE_LIMIT);
  if (result.kind !== "created") throw new Error(`not created: ${JSON.stringify(result)}`);
  return result;
};
/** Drains until nothing is due. */
async function drain(): Promise<void> {
  while ((await worker.drainOnce()) > 0);
}
const rowsFrom = (email: string) => handle.db.select().from(leads).where(eq(leads.email, email));
const ago = (ms: number) => new Date(Date.now() - ms);

describe("1,000 identical enquiries sent at once", () => {
  it("are stored as 1,000 rows and reach the dealer as one lead, counted 1,000 times, with at most one digest", async () => {
    const body = enquiry({ car_id: fx.carIds.alphaUsed, email: "flood@example.com", phone: "0400 000 001" });
    const results = await Promise.all(Array.from({ length: 1000 }, () => submit(body, { clientIp: "203.0.113.30" })));
    await drain();

    const rows = await rowsFrom("flood@example.com");
    expect(rows).toHaveLength(1000);
    expect(new Set(results.map((r) => r.leadId)).size).toBe(1000);
    const firsts = rows.filter((row) => row.repeatOf === null);
    expect(firsts).toHaveLength(1);
    const [first] = firsts;
    expect(rows.every((row) => row.repeatOf === null || row.repeatOf === first!.id)).toBe(true);
    // Many were flagged past the address's limit; flagged or not, every copy is counted on the first lead.
    expect(first).toMatchObject({ receivedCount: 1000, suspectedSpam: false });

    expect(sent.filter((s) => !s.digest)).toEqual([expect.objectContaining({ leadId: first!.id })]);
    expect(sent.filter((s) => s.digest).length).toBeLessThanOrEqual(1);
    const outbox = await handle.db.select().from(leadDeliveries).innerJoin(leads, eq(leads.id, leadDeliveries.leadId)).where(eq(leads.email, "flood@example.com"));
    expect(outbox.map((row) => [row.lead_deliveries.leadId, row.lead_deliveries.repeatDigest]).sort()).toEqual([[first!.id, false], [first!.id, true]]);
  }, 240_000);
});

describe("the digest of a lead's repeats", () => {
  it("is sent once, when no repeat has come for the quiet period, saying how many times the enquiry came", async () => {
    const body = enquiry({ car_id: fx.carIds.alphaUsed, email: "digest@example.com", phone: "0400 000 002" });
    const quietSince = ago(REPEAT_DIGEST_QUIET_MS + 60_000);
    for (let i = 0; i < 5; i++) await submit({ ...body, message: `Asked again (${i})` }, { now: new Date(quietSince.getTime() - (5 - i) * 1000) });
    await drain();
    const [first] = (await rowsFrom("digest@example.com")).filter((row) => row.repeatOf === null);
    expect(sent.map((s) => [s.leadId, s.digest]).sort()).toEqual([[first!.id, false], [first!.id, true]]);
    expect(sent.find((s) => s.digest)?.receivedCount).toBe(5);

    // A repeat after the digest went is counted, and no second digest follows.
    await submit(body, { now: new Date() });
    await handle.db.update(leadDeliveries).set({ nextAttemptAt: new Date(0) }).where(eq(leadDeliveries.leadId, first!.id));
    await drain();
    expect(sent.filter((s) => s.digest)).toHaveLength(1);
    expect((await rowsFrom("digest@example.com")).find((row) => row.id === first!.id)?.receivedCount).toBe(6);
  });

  it("waits while repeats keep coming", async () => {
    const body = enquiry({ car_id: fx.carIds.alphaUsed, email: "waiting@example.com", phone: "0400 000 003" });
    await submit(body, { now: ago(REPEAT_DIGEST_QUIET_MS * 3) });
    await submit(body, { now: ago(REPEAT_DIGEST_QUIET_MS * 2) });
    await submit(body, { now: ago(60_000) });
    await drain();
    expect(sent.map((s) => s.digest)).toEqual([false]);
  });
});

describe("what counts as the same enquiry", () => {
  it("the same enquiry 24 hours after the first is a new lead, delivered", async () => {
    const body = enquiry({ car_id: fx.carIds.alphaUsed, email: "next-day@example.com", phone: "0400 000 004" });
    const first = await submit(body, { now: ago(LEAD_REPEAT_WINDOW_MS + 60_000) });
    const second = await submit(body);
    expect(second.repeatOf).toBeUndefined();
    await drain();
    expect(sent.filter((s) => !s.digest).map((s) => s.leadId).sort()).toEqual([first.leadId, second.leadId].sort());
  });

  it("another car, another form or another contact is another lead; the e-mail's letter case and the phone's spaces are not", async () => {
    const body = enquiry({ car_id: fx.carIds.alphaUsed, email: "alike@example.com", phone: "0400 000 005" });
    const first = await submit(body);
    const same = await submit({ ...body, email: " ALIKE@Example.com ", phone: "+61400000005" });
    const others = await Promise.all([
      submit({ ...body, car_id: fx.carIds.alphaTestDriveOnly }),
      submit({ ...body, form: "request_photos" }),
      submit({ ...body, email: "someone-else@example.com" }),
    ]);
    expect(same.repeatOf).toBe(first.leadId);
    expect(others.map((o) => o.repeatOf)).toEqual([undefined, undefined, undefined]);
    await drain();
    expect(sent.filter((s) => !s.digest)).toHaveLength(4);
  });
});

describe("suspected spam (decision 005, addendum)", () => {
  it("is stored flagged and not pushed to the dealer; an unflagged copy after it is a lead of its own, delivered", async () => {
    const body = enquiry({ car_id: fx.carIds.alphaUsed, email: "honeypot@example.com", phone: "0400 000 006" });
    const flagged = await submit({ ...body, fax: "http://spam.example" });
    const genuine = await submit(body);
    await drain();
    expect(await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, flagged.leadId))).toEqual([]);
    expect(genuine.repeatOf).toBeUndefined();
    expect(sent.map((s) => s.leadId)).toEqual([genuine.leadId]);
  });

  it("leads past the per-address limit are stored flagged and not pushed; those within it are delivered", async () => {
    const results = [];
    for (let i = 0; i < 12; i++) results.push(await submit(enquiry({ car_id: fx.carIds.alphaUsed, email: `limit-${i}@example.com`, phone: "0400 000 008" }), { clientIp: "203.0.113.31" }));
    await drain();
    const rows = await Promise.all(results.map(async (r) => (await handle.db.select().from(leads).where(eq(leads.id, r.leadId)))[0]!));
    expect(rows.map((row) => row.spamReason)).toEqual([...Array(10).fill(null), "rate_limit", "rate_limit"]);
    expect(sent.map((s) => s.leadId).sort()).toEqual(results.slice(0, 10).map((r) => r.leadId).sort());
  });
});

describe("what the dealer's CRM and the shopper see", () => {
  it("the dealer API lists the enquiry once with how many times it came; a repeat's status page follows the first lead", async () => {
    const body = enquiry({ car_id: fx.carIds.alphaUsed, email: "listed@example.com", phone: "0400 000 007" });
    const first = await submit(body);
    const repeats = [await submit(body), await submit(body)];
    await drain();
    const page = await listDealerLeadsPage(handle.db, fx.alpha, fx.dealers.alpha, { limit: 100 });
    const listed = page.leads.filter((lead) => lead.customer.email === "listed@example.com");
    expect(listed).toEqual([expect.objectContaining({ id: first.leadId, received_count: 3, last_received_at: expect.any(String) })]);

    const status = await findEnquiryStatus(handle.db, fx.alpha, repeats[1]!.statusToken!);
    expect(status).toMatchObject({ deliveredAt: expect.any(Date), collectedAt: expect.any(Date) });
    const stored = await handle.db.select({ id: leads.id }).from(leads).where(and(eq(leads.email, "listed@example.com"), isNull(leads.repeatOf)));
    expect(stored).toEqual([{ id: first.leadId }]);
  });
});
