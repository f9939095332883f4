import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/[host]/api/leads/route";
import type { DatabaseHandle } from "@/db/client";
import type { ClaimedDelivery } from "@/db/queries/lead-deliveries";
import { leadDeliveries, leadEvents } from "@/db/schema";
import { leadFollowUpEmailContent } from "@/domain/leads/lead-email";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import type { JobRunner } from "@/server/jobs/job-runner";
import { startLeadDeliveryRunner } from "../../../tests/support/lead-delivery-runner";
import { TEST_TRAFFIC_HEADER } from "@/server/http/test-traffic";
import { anotherShopper, createLeadFixture, enquiry, type LeadFixture } from "../../../tests/fixtures/lead-fixture";
import { replaceProcessSingleton } from "@/config/process-singletons";
import { DATABASE_SINGLETON } from "@/db/connection";

let handle: DatabaseHandle;
let fx: LeadFixture;
let worker: JobRunner;
const sent: ClaimedDelivery[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createLeadFixture(handle);
  replaceProcessSingleton(DATABASE_SINGLETON, Promise.resolve(handle));
  const settings = { mailFrom: "leads@forecourt.test", outboxDir: "/nonexistent", pollMs: 60_000, leaseMs: 60_000, retryBaseMs: 10, webhookTimeoutMs: 5_000 };
  const emailSender = { send: async (delivery: ClaimedDelivery) => void sent.push(delivery), sendMessage: async () => {}, close: () => {} };
  worker = startLeadDeliveryRunner({ getDb: async () => handle.db, settings, emailSender, log: { warn: () => {}, error: () => {} } });
});
afterAll(async () => {
  await worker?.stop();
  await destroyTestDatabase(handle);
});

let ip = 10;
async function post(body: Record<string, unknown>, options: { host?: string; key?: string; testTraffic?: string } = {}) {
  const host = options.host ?? "alpha.localhost:3000";
  const headers: Record<string, string> = { "content-type": "application/json", host, "x-forwarded-for": `198.51.100.${ip++}` };
  if (options.key) headers["idempotency-key"] = options.key;
  if (options.testTraffic) headers[TEST_TRAFFIC_HEADER] = options.testTraffic;
  const response = await POST(new NextRequest(`http://${host}/api/leads`, { method: "POST", headers, body: JSON.stringify(body) }), { params: Promise.resolve({ host }) });
  return { status: response.status, json: (await response.json()) as { lead_id?: string; follow_up_id?: string; error?: { parameter?: string; fields?: Record<string, string> } } };
}
async function newLead(options: { testTraffic?: string } = {}): Promise<string> {
  const { status, json } = await post(enquiry({ car_id: fx.carIds.alphaUsed, form: "trade_in", trade_in_year: 2015, trade_in_make: "Mazda", trade_in_model: "3", ...anotherShopper() }), options);
  expect(status).toBe(201);
  return json.lead_id!;
}
const eventRow = async (id: string) => (await handle.db.select().from(leadEvents).where(eq(leadEvents.id, id)))[0];

describe("POST /api/leads follow-ups (spec 000 §7)", () => {
  it("stores a valuation adjustment (id, adjustmentAnswers) on the lead with an e-mail job of its own", async () => {
    const leadId = await newLead();
    const { status, json } = await post({ id: leadId, adjustmentAnswers: { "Any accident damage?": false, "Service history": "Full", Owners: 2 } });
    expect(status).toBe(201);
    expect(json.lead_id).toBe(leadId);
    const row = await eventRow(json.follow_up_id!);
    expect(row).toMatchObject({ leadId, siteId: fx.alpha.id, kind: "valuation_adjustment" });
    expect(row?.adf).toContain(`<id sequence="1" source="Forecourt">${leadId}</id>`);
    expect(row?.adf).toContain("Valuation adjustment answers: Any accident damage?: No; Service history: Full; Owners: 2.");
    const jobs = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.eventId, json.follow_up_id!));
    expect(jobs.map((j) => [j.leadId, j.channel, j.target, j.status])).toEqual([[leadId, "email", "leads@alpha.example", "pending"]]);
  });

  it("stores a rego lookup (rego, regoState) and puts the rego on the trade-in vehicle of the ADF", async () => {
    const leadId = await newLead();
    const { status, json } = await post({ lead_id: leadId, rego: "abc123", regoState: "QLD" });
    expect(status).toBe(201);
    const row = await eventRow(json.follow_up_id!);
    expect(row).toMatchObject({ kind: "rego_lookup", data: { kind: "rego_lookup", leadId, rego: "ABC123", regoState: "QLD" } });
    expect(row?.adf).toMatch(/<vehicle interest="trade-in"[^]*Rego ABC123 \(QLD\)/);
  });

  it("stores an offer acceptance (lead_id, form_completed, offer_accepted, subcategory '3. Offer Accepted')", async () => {
    const leadId = await newLead();
    const body = { lead_id: leadId, form_completed: true, offer_accepted: true, subcategory: "3. Offer Accepted" };
    const { status, json } = await post(body, { key: `offer-${leadId}` });
    expect(status).toBe(201);
    expect((await eventRow(json.follow_up_id!))?.adf).toContain("3. Offer Accepted: offer accepted, form completed.");
    // The same key and body replay; the same key with another body conflicts.
    expect(await post(body, { key: `offer-${leadId}` })).toMatchObject({ status: 200, json: { follow_up_id: json.follow_up_id } });
    expect((await post({ ...body, offer_accepted: false }, { key: `offer-${leadId}` })).status).toBe(422);
  });

  it("a follow-up on a test run's lead is test traffic too, sent with the token or not: stored tagged, never queued", async () => {
    process.env.TEST_TRAFFIC_TOKEN = "fuzz-run-0123456789";
    try {
      const leadId = await newLead({ testTraffic: "fuzz-run-0123456789" });
      for (const testTraffic of ["fuzz-run-0123456789", undefined]) {
        const { status, json } = await post({ lead_id: leadId, rego: "abc123", regoState: "QLD" }, { testTraffic });
        expect(status).toBe(201);
        expect(await eventRow(json.follow_up_id!)).toMatchObject({ testTraffic: true });
        expect(await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId))).toEqual([]);
      }
    } finally {
      delete process.env.TEST_TRAFFIC_TOKEN;
    }
  });

  it("answers 400 naming the bad fields", async () => {
    const leadId = await newLead();
    const { status, json } = await post({ lead_id: leadId, form_completed: true, offer_accepted: true, subcategory: "Accepted" });
    expect(status).toBe(400);
    expect(json.error?.fields).toEqual({ subcategory: "The subcategory of an offer acceptance is '3. Offer Accepted'." });
    expect((await post({ lead_id: leadId, rego: "AB-1", regoState: "XX" })).json.error?.fields).toEqual({
      rego: "Please enter the registration number (letters and digits, up to 9).",
      regoState: "Please choose the state the car is registered in.",
    });
    expect((await post({ id: "not-a-uuid", adjustmentAnswers: {} })).json.error?.fields).toMatchObject({ id: "Please send the id of the lead this follows." });
  });

  it("answers 404 for an unknown lead and for another site's lead", async () => {
    expect(await post({ id: "00000000-0000-4000-8000-000000000000", adjustmentAnswers: { Owners: 1 } })).toMatchObject({ status: 404, json: { error: { parameter: "id" } } });
    const alphaLead = await newLead();
    const { status, json } = await post({ lead_id: alphaLead, rego: "XYZ789", regoState: "NSW" }, { host: "bravo.localhost:3000" });
    expect(status).toBe(404);
    expect(json.error?.parameter).toBe("lead_id");
  });

  it("delivers the follow-up to the dealer like a lead, with its own delivery id and ADF", async () => {
    const leadId = await newLead();
    const { json } = await post({ lead_id: leadId, rego: "DEF456", regoState: "VIC" });
    sent.length = 0;
    await worker.drainOnce();
    const followUp = sent.find((d) => d.followUp?.id === json.follow_up_id);
    expect(followUp?.lead.id).toBe(leadId);
    expect(followUp?.target).toBe("leads@alpha.example");
    expect(followUp?.followUp?.adf).toContain("Registration lookup: DEF456 (VIC).");
    expect(sent.find((d) => d.lead.id === leadId && d.followUp === null)).toBeDefined();
    const email = leadFollowUpEmailContent(followUp!.lead, followUp!.followUp!.details, "Alpha Group", followUp!.followUp!.createdAt);
    expect(email.subject).toBe("Follow-up: General Enquiry: Jess Nguyen");
    expect(email.text).toContain("Registration lookup: DEF456 (VIC).");
    const [job] = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.eventId, json.follow_up_id!));
    expect(job?.status).toBe("delivered");
  });
});
