import { count, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/[host]/api/leads/route";
import type { DatabaseHandle } from "@/db/client";
import { leadDeliveries, leads } from "@/db/schema";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { TEST_TRAFFIC_HEADER } from "@/server/http/test-traffic";
import { anotherShopper, createLeadFixture, enquiry, type LeadFixture } from "../../../tests/fixtures/lead-fixture";
import { replaceProcessSingleton } from "@/config/process-singletons";
import { DATABASE_SINGLETON } from "@/db/connection";

let handle: DatabaseHandle;
let fx: LeadFixture;

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createLeadFixture(handle);
  // The route reads the process's database handle; point it at this test's database.
  replaceProcessSingleton(DATABASE_SINGLETON, Promise.resolve(handle));
});
afterAll(() => destroyTestDatabase(handle));

type Post = { host?: string; body: Record<string, unknown> | string; key?: string; ip?: string; type?: string; testTraffic?: string };
async function post({ host = "alpha.localhost:3000", body, key, ip = "203.0.113.1", type = "application/json", testTraffic }: Post) {
  const headers: Record<string, string> = { "content-type": type, host, "x-forwarded-for": ip };
  if (key) headers["idempotency-key"] = key;
  if (testTraffic !== undefined) headers[TEST_TRAFFIC_HEADER] = testTraffic;
  const request = new NextRequest(`http://${host}/api/leads`, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
  const response = await POST(request, { params: Promise.resolve({ host }) });
  return { status: response.status, headers: response.headers, json: (await response.json()) as Record<string, unknown> & { error?: { parameter?: string; fields?: Record<string, string> } } };
}
const leadRow = async (id: unknown) => (await handle.db.select().from(leads).where(eq(leads.id, String(id))))[0];
const leadCount = async () => (await handle.db.select({ n: count() }).from(leads))[0]!.n;

describe("POST /api/leads", () => {
  it("stores a JSON enquiry about a used car with its e-mail job and answers lead_id and event 15", async () => {
    const { status, json } = await post({ body: enquiry({ car_id: fx.carIds.alphaUsed }) });
    expect(status).toBe(201);
    expect(json.event_id).toBe(15);
    const row = await leadRow(json.lead_id);
    expect(row).toMatchObject({ siteId: fx.alpha.id, dealershipId: fx.dealers.alpha, carId: fx.carIds.alphaUsed, category: "General Enquiry", source: "Website", suspectedSpam: false, clientIp: "203.0.113.1" });
    expect(row?.adf).toContain("<stock>ALPHA-USED</stock>");
    const jobs = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, String(json.lead_id)));
    expect(jobs.map((j) => [j.channel, j.target, j.status])).toEqual([["email", "leads@alpha.example", "pending"]]);
  });

  it("accepts a form post (no JavaScript) and fires the test-drive events", async () => {
    const form = new URLSearchParams({ form: "test_drive", name: "Sam", last_name: "Lee", email: "sam@example.com", phone: "0412345678", postcode: "4101", terms_conditions: "on", car_id: String(fx.carIds.alphaTestDriveOnly), test_drive_date: "2026-03-07T10:00" });
    const { status, json } = await post({ body: form.toString(), type: "application/x-www-form-urlencoded", ip: "203.0.113.2" });
    expect(status).toBe(201);
    expect(json.event_id).toBe(17);
    expect((await leadRow(json.lead_id))?.adf).toContain('interest="test-drive"');
  });

  it("answers 400 naming every bad field with the spec's messages", async () => {
    const { status, json } = await post({ body: enquiry({ car_id: fx.carIds.alphaUsed, postcode: "40", terms_conditions: false }) });
    expect(status).toBe(400);
    expect(json.error).toMatchObject({ parameter: "postcode", message: "Please fix the following errors:" });
    expect(json.error?.fields).toEqual({ postcode: "Invalid postcode. Please enter a 4-digit number.", terms_conditions: "*You must agree to the terms of use before submitting." });
  });

  it("requires the dealership and location selects on a two-dealership site when no car is chosen", async () => {
    const { json } = await post({ body: enquiry() });
    expect(Object.keys(json.error?.fields ?? {})).toEqual(["location_id", "dealership_slug"]);
    const ok = await post({ body: enquiry({ dealership_slug: "alpha-east", location_id: fx.locationIds.alphaEast, category: "Careers Enquiry" }) });
    expect(ok.json.event_id).toBe(51);
    expect(await leadRow(ok.json.lead_id)).toMatchObject({ dealershipId: fx.dealers.alphaEast, category: "General Enquiry", subcategory: "Career Enquiry" });
  });

  it("a dealership with one location left gets it chosen for the shopper (spec 001 §5: 'It auto-selects when only one option remains')", async () => {
    const { status, json } = await post({ body: enquiry({ dealership_slug: "alpha-east", ...anotherShopper() }), ip: "203.0.113.9" });
    expect(status).toBe(201);
    const row = await leadRow(json.lead_id);
    expect(row).toMatchObject({ dealershipId: fx.dealers.alphaEast });
    expect(row?.payload).toMatchObject({ location_id: fx.locationIds.alphaEast });
    // A location of another dealership than the one chosen is not a choice the narrowed list offered.
    expect((await post({ body: enquiry({ dealership_slug: "alpha-east", location_id: fx.locationIds.alpha }) })).json.error?.fields).toEqual({ location_id: "Please select a dealership location." });
  });

  it("never takes another site's car or dealership", async () => {
    expect((await post({ body: enquiry({ car_id: fx.carIds.bravoNew }) })).json.error?.fields).toEqual({ car_id: "This car is not available on this site." });
    expect((await post({ body: enquiry({ dealership_slug: "bravo-motors", location_id: fx.locationIds.alpha }) })).json.error?.fields).toHaveProperty("dealership_slug");
  });

  it("answers 404 on an unknown host and 400 for a broken body or key", async () => {
    expect((await post({ host: "nobody.localhost:3000", body: enquiry() })).status).toBe(404);
    expect((await post({ body: "{nope" })).json.error?.parameter).toBe("body");
    expect((await post({ body: enquiry(), key: "has space" })).json.error?.parameter).toBe("Idempotency-Key");
  });
});

describe("Idempotency-Key", () => {
  it("replays the same lead for a repeat, 422 for a different body, and is per site", async () => {
    const before = await leadCount();
    const first = await post({ body: enquiry({ car_id: fx.carIds.alphaUsed }), key: "key-1" });
    const again = await post({ body: enquiry({ car_id: String(fx.carIds.alphaUsed) }), key: "key-1" });
    expect(first.status).toBe(201);
    expect([again.status, again.json.lead_id, again.headers.get("idempotent-replayed")]).toEqual([200, first.json.lead_id, "true"]);
    expect((await post({ body: enquiry({ car_id: fx.carIds.alphaUsed, message: "Different" }), key: "key-1" })).status).toBe(422);
    const bravo = await post({ host: "bravo.localhost:3000", body: enquiry({ car_id: fx.carIds.bravoNew }), key: "key-1" });
    expect(bravo.status).toBe(201);
    expect(await leadCount()).toBe(before + 2);
  });

  it("concurrent retries with one key store one lead", async () => {
    const before = await leadCount();
    const answers = await Promise.all(Array.from({ length: 8 }, () => post({ body: enquiry({ car_id: fx.carIds.alphaUsed }), key: "burst-1" })));
    expect(new Set(answers.map((a) => a.json.lead_id)).size).toBe(1);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(await leadCount()).toBe(before + 1);
  });
});

describe("test traffic (decision 008)", () => {
  const token = "fuzz-run-0123456789";
  const jobsOf = (id: unknown) => handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, String(id)));

  it("a lead sent with the server's TEST_TRAFFIC_TOKEN is stored tagged and never queued for delivery", async () => {
    process.env.TEST_TRAFFIC_TOKEN = token;
    try {
      const { status, json } = await post({ body: enquiry({ car_id: fx.carIds.alphaUsed, ...anotherShopper() }), testTraffic: token, ip: "192.0.2.50" });
      expect(status).toBe(201);
      expect(await leadRow(json.lead_id)).toMatchObject({ testTraffic: true });
      expect(await jobsOf(json.lead_id)).toEqual([]);
      const wrong = await post({ body: enquiry({ car_id: fx.carIds.alphaUsed, ...anotherShopper() }), testTraffic: `${token}x`, ip: "192.0.2.50" });
      expect(await leadRow(wrong.json.lead_id)).toMatchObject({ testTraffic: false });
      expect(await jobsOf(wrong.json.lead_id)).toHaveLength(1);
    } finally {
      delete process.env.TEST_TRAFFIC_TOKEN;
    }
  });

  it("means nothing on a server started without a token: the lead is delivered", async () => {
    const { json } = await post({ body: enquiry({ car_id: fx.carIds.alphaUsed, ...anotherShopper() }), testTraffic: token, ip: "192.0.2.51" });
    expect(await leadRow(json.lead_id)).toMatchObject({ testTraffic: false });
    expect(await jobsOf(json.lead_id)).toHaveLength(1);
  });
});

describe("anti-abuse: flagged and stored, never dropped, and not pushed to the dealer (issue 30)", () => {
  it("a filled honeypot still gets a lead id and is stored flagged, with no delivery jobs", async () => {
    const { status, json } = await post({ body: enquiry({ car_id: fx.carIds.alphaUsed, fax: "http://spam", ...anotherShopper() }), ip: "198.51.100.7" });
    expect(status).toBe(201);
    expect(await leadRow(json.lead_id)).toMatchObject({ suspectedSpam: true, spamReason: "honeypot" });
    expect(await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, String(json.lead_id)))).toEqual([]);
  });

  it("leads past the per-IP limit (10 per 10 minutes) are flagged rate_limit", async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await post({ body: enquiry({ car_id: fx.carIds.alphaUsed, message: `Try ${i}` }), ip: "198.51.100.9" }));
    const rows = await Promise.all(answers.map((a) => leadRow(a.json.lead_id)));
    expect(rows.map((r) => r?.spamReason ?? null)).toEqual([...Array(10).fill(null), "rate_limit"]);
  });
});
