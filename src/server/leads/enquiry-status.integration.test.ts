import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getDealerLeads } from "@/app/[host]/api/dealer/leads/route";
import { POST as postLead } from "@/app/[host]/api/leads/route";
import type { DatabaseHandle } from "@/db/client";
import { markDeliveryDelivered } from "@/db/queries/lead-deliveries";
import { leadDeliveries, leads } from "@/db/schema";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { issueDealerApiKey } from "@/server/dealer-api/dealer-api-keys";
import { loadEnquiryStatus, loadShopperEnquiries } from "./enquiry-status-page";
import { anotherShopper, createLeadFixture, enquiry, type LeadFixture } from "../../../tests/fixtures/lead-fixture";
import { submitLead } from "./submit-lead";
import { replaceProcessSingleton } from "@/config/process-singletons";
import { DATABASE_SINGLETON } from "@/db/connection";

let handle: DatabaseHandle;
let fx: LeadFixture;

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createLeadFixture(handle);
  replaceProcessSingleton(DATABASE_SINGLETON, Promise.resolve(handle));
});
afterAll(() => destroyTestDatabase(handle));

const options = { rateLimit: { max: 100, windowMs: 600_000 } };
async function submit(body: Record<string, unknown>, site = fx.alpha, idempotencyKey?: string) {
  const result = await submitLead(handle.db, site, body, { now: new Date(), idempotencyKey }, options);
  if (result.kind !== "created" && result.kind !== "replayed") throw new Error(`not stored: ${JSON.stringify(result)}`);
  return result;
}
const stages = async (token: string, site = fx.alpha) => (await loadEnquiryStatus(handle.db, site, token))?.steps.map((s) => s.reached);
async function collect(key: string, host = "alpha.localhost:3000") {
  const response = await getDealerLeads(new NextRequest(`http://${host}/api/dealer/leads`, { headers: { authorization: `Bearer ${key}` } }), { params: Promise.resolve({ host }) });
  return ((await response.json()) as { leads: { id: string }[] }).leads.map((l) => l.id);
}

describe("enquiry status (issue 14)", () => {
  it("gives each lead an unguessable token, and a replay the first lead's", async () => {
    const first = await submit(enquiry({ car_id: fx.carIds.alphaUsed }), fx.alpha, "status-replay");
    const again = await submit(enquiry({ car_id: fx.carIds.alphaUsed }), fx.alpha, "status-replay");
    const other = await submit(enquiry({ car_id: fx.carIds.alphaUsed }));
    expect(first.statusToken).toMatch(/^[\w-]{32}$/);
    expect(again).toMatchObject({ kind: "replayed", leadId: first.leadId, statusToken: first.statusToken });
    expect(other.statusToken).not.toBe(first.statusToken);
  });

  it("POST /api/leads answers the token beside lead_id", async () => {
    const host = "alpha.localhost:3000";
    const response = await postLead(new NextRequest(`http://${host}/api/leads`, { method: "POST", headers: { "content-type": "application/json", host }, body: JSON.stringify(enquiry({ car_id: fx.carIds.alphaUsed })) }), { params: Promise.resolve({ host }) });
    const json = (await response.json()) as { lead_id: string; status_token: string };
    const [row] = await handle.db.select({ statusToken: leads.statusToken }).from(leads).where(eq(leads.id, json.lead_id));
    expect(json.status_token).toMatch(/^[\w-]{32}$/);
    expect(row?.statusToken).toBe(json.status_token);
  });

  it("moves from received to delivered to the dealer to opened by the dealer's CRM", async () => {
    const { leadId, statusToken } = await submit(enquiry({ car_id: fx.carIds.alphaUsed, ...anotherShopper() }));
    const token = statusToken!;
    const view = await loadEnquiryStatus(handle.db, fx.alpha, token);
    expect(view).toMatchObject({ category: "General Enquiry", dealershipName: "Alpha Motors", car: { name: "alpha-used", href: "/cars/alpha-used" }, current: "received" });
    expect(await stages(token)).toEqual([true, false, false]);

    const [delivery] = await handle.db.select({ id: leadDeliveries.id }).from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId));
    await markDeliveryDelivered(handle.db, delivery!.id);
    expect(await stages(token)).toEqual([true, true, false]);

    expect(await collect(await issueDealerApiKey(handle.db, fx.dealers.alpha, "crm"))).toContain(leadId);
    const opened = await loadEnquiryStatus(handle.db, fx.alpha, token);
    expect(opened?.current).toBe("opened");
    expect(await stages(token)).toEqual([true, true, true]);
  });

  it("keeps the first collection time when the CRM pulls again", async () => {
    const { leadId } = await submit(enquiry({ dealership_slug: "alpha-east", location_id: fx.locationIds.alphaEast }));
    const key = await issueDealerApiKey(handle.db, fx.dealers.alphaEast, "crm-east");
    await collect(key);
    const [first] = await handle.db.select({ at: leads.collectedAt }).from(leads).where(eq(leads.id, leadId));
    await collect(key);
    const [second] = await handle.db.select({ at: leads.collectedAt }).from(leads).where(eq(leads.id, leadId));
    expect(first?.at).toBeInstanceOf(Date);
    expect(second?.at).toEqual(first?.at);
  });

  it("shows nothing for another site's token, a token that names nothing, or one that does not read", async () => {
    const { statusToken } = await submit(enquiry({ car_id: fx.carIds.bravoNew }), fx.bravo);
    expect(await loadEnquiryStatus(handle.db, fx.bravo, statusToken!)).not.toBeNull();
    expect(await loadEnquiryStatus(handle.db, fx.alpha, statusToken!)).toBeNull();
    expect(await loadEnquiryStatus(handle.db, fx.alpha, "A".repeat(32))).toBeNull();
    expect(await loadEnquiryStatus(handle.db, fx.alpha, "' or 1=1 --")).toBeNull();
  });

  it("a CRM pull on one dealership does not open another dealership's leads", async () => {
    const { statusToken } = await submit(enquiry({ car_id: fx.carIds.bravoNew }), fx.bravo);
    await collect(await issueDealerApiKey(handle.db, fx.dealers.alpha, "crm-alpha-again"));
    expect(await stages(statusToken!, fx.bravo)).toEqual([true, false, false]);
  });

  it("finds a signed-in shopper's enquiries on this site by their phone, however it was typed", async () => {
    const phone = "+61455000111";
    const mine = [
      await submit(enquiry({ car_id: fx.carIds.alphaUsed, phone: "0455 000 111", message: "first" })),
      await submit(enquiry({ car_id: fx.carIds.alphaUsed, phone: "+61 455 000 111", message: "second" })),
    ];
    await submit(enquiry({ car_id: fx.carIds.alphaUsed, phone: "0455 000 112" }));
    await submit(enquiry({ car_id: fx.carIds.bravoNew, phone: "0455 000 111" }), fx.bravo);
    const found = await loadShopperEnquiries(handle.db, fx.alpha, phone);
    expect(found.map((e) => e.statusPath).sort()).toEqual(mine.map((m) => `/enquiries/${m.statusToken}`).sort());
    expect(found[0]).toMatchObject({ category: "General Enquiry", dealershipName: "Alpha Motors", current: "received" });
    expect((await loadShopperEnquiries(handle.db, fx.bravo, phone)).length).toBe(1);
  });
});
