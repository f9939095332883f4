import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/[host]/api/dealer/leads/route";
import type { DatabaseHandle } from "@/db/client";
import { eq } from "drizzle-orm";
import { dealerApiKeys, leads, staffUsers } from "@/db/schema";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { issueDealerApiKey } from "@/server/dealer-api/dealer-api-keys";
import { anotherShopper, createLeadFixture, enquiry, type LeadFixture } from "../../../tests/fixtures/lead-fixture";
import { submitLead } from "./submit-lead";
import { replaceProcessSingleton } from "@/config/process-singletons";
import { DATABASE_SINGLETON } from "@/db/connection";

let handle: DatabaseHandle;
let fx: LeadFixture;
const keys: Record<string, string> = {};
const alphaLeadIds: string[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createLeadFixture(handle);
  replaceProcessSingleton(DATABASE_SINGLETON, Promise.resolve(handle));
  keys.alpha = await issueDealerApiKey(handle.db, fx.dealers.alpha, "test");
  keys.alphaEast = await issueDealerApiKey(handle.db, fx.dealers.alphaEast, "test");
  keys.bravo = await issueDealerApiKey(handle.db, fx.dealers.bravo, "test");
  const options = { rateLimit: { max: 100, windowMs: 600_000 } };
  for (let i = 0; i < 5; i++) {
    const result = await submitLead(handle.db, fx.alpha, enquiry({ car_id: fx.carIds.alphaUsed, message: `Alpha ${i}`, ...anotherShopper() }), { now: new Date(Date.now() + i) }, options);
    if (result.kind === "created") alphaLeadIds.push(result.leadId);
  }
  await submitLead(handle.db, fx.alpha, enquiry({ dealership_slug: "alpha-east", location_id: fx.locationIds.alphaEast }), { now: new Date() }, options);
  // The newest of Alpha's leads, but a test run's: never listed.
  await submitLead(handle.db, fx.alpha, enquiry({ car_id: fx.carIds.alphaUsed, message: "Fuzz run" }), { now: new Date(Date.now() + 10), testTraffic: true }, options);
  await submitLead(handle.db, fx.bravo, enquiry({ car_id: fx.carIds.bravoNew }), { now: new Date() }, options);
});
afterAll(() => destroyTestDatabase(handle));

type Page = { leads: { id: string; category: string; status: string; lost_reason?: string | null; assignee?: unknown; adf: string; site: string; dealership_id: number; deliveries: unknown[] }[]; next_cursor: string | null; error?: { parameter?: string } };
async function get(query: string, key: string | null, host = "alpha.localhost:3000") {
  const headers: Record<string, string> = key === null ? {} : { authorization: `Bearer ${key}` };
  const response = await GET(new NextRequest(`http://${host}/api/dealer/leads${query}`, { headers }), { params: Promise.resolve({ host }) });
  return { status: response.status, body: (await response.json()) as Page, headers: response.headers };
}

describe("GET /api/dealer/leads", () => {
  it("returns the key's dealership's leads newest first, with ADF and delivery state, leaving out test traffic", async () => {
    const { status, body } = await get("", keys.alpha!);
    expect(status).toBe(200);
    expect(body.leads.map((l) => l.id)).toEqual([...alphaLeadIds].reverse());
    expect(body.leads[0]).toMatchObject({ site: "alpha", dealership_id: fx.dealers.alpha, category: "General Enquiry", status: "new" });
    expect(body.leads[0]?.adf).toContain("<vendorname>Alpha Motors</vendorname>");
    expect(body.leads[0]?.deliveries).toEqual([expect.objectContaining({ channel: "email", status: "pending" })]);
    expect(body.next_cursor).toBeNull();
  });

  it("gives each lead's inbox status, lost reason and assignee (issue 33)", async () => {
    const [seller] = await handle.db.insert(staffUsers).values({ email: "sam@alpha.example", name: "Sam Seller", role: "salesperson", dealershipId: fx.dealers.alpha }).returning();
    const [assigned, lost] = alphaLeadIds as [string, string];
    await handle.db.update(leads).set({ assigneeStaffId: seller!.id, status: "contacted" }).where(eq(leads.id, assigned));
    await handle.db.update(leads).set({ status: "lost", lostReason: "car_sold" }).where(eq(leads.id, lost));
    const byId = new Map((await get("", keys.alpha!)).body.leads.map((l) => [l.id, l]));
    expect(byId.get(assigned)).toMatchObject({ status: "contacted", lost_reason: null, assignee: { id: seller!.id, name: "Sam Seller", email: "sam@alpha.example" } });
    expect(byId.get(lost)).toMatchObject({ status: "lost", lost_reason: "car_sold", assignee: null });
    await handle.db.update(leads).set({ assigneeStaffId: null, status: "new", lostReason: null }).where(eq(leads.id, assigned));
    await handle.db.update(leads).set({ status: "new", lostReason: null }).where(eq(leads.id, lost));
  });

  it("pages with limit and cursor, each lead once", async () => {
    const seen: string[] = [];
    let cursor = "";
    for (let i = 0; i < 10; i++) {
      const { body } = await get(`?limit=2${cursor ? `&cursor=${cursor}` : ""}`, keys.alpha!);
      seen.push(...body.leads.map((l) => l.id));
      if (!body.next_cursor) break;
      cursor = body.next_cursor;
    }
    expect(seen).toEqual([...alphaLeadIds].reverse());
  });

  it("keeps dealerships and sites apart", async () => {
    expect((await get("", keys.alphaEast!)).body.leads.map((l) => l.dealership_id)).toEqual([fx.dealers.alphaEast]);
    expect((await get("", keys.bravo!, "bravo.localhost:3000")).body.leads.map((l) => l.site)).toEqual(["bravo"]);
    // Bravo's key on Alpha's host, and Alpha's key on Bravo's host, see nothing.
    expect((await get("", keys.bravo!)).status).toBe(401);
    expect((await get("", keys.alpha!, "bravo.localhost:3000")).status).toBe(401);
  });

  it("answers 401 without a valid key, and for a revoked one", async () => {
    const missing = await get("", null);
    expect([missing.status, missing.headers.get("www-authenticate")]).toEqual([401, 'Bearer realm="dealer-leads"']);
    expect((await get("", "fcd_not-a-real-key-at-all-000000")).status).toBe(401);
    expect((await get("", `${keys.alpha}x`)).status).toBe(401);
    const revoked = await issueDealerApiKey(handle.db, fx.dealers.alpha, "revoked");
    await handle.db.update(dealerApiKeys).set({ revokedAt: new Date() }).where((await import("drizzle-orm")).eq(dealerApiKeys.label, "revoked"));
    expect((await get("", revoked)).status).toBe(401);
  });

  it("stores only key hashes", async () => {
    const stored = await handle.db.select({ hash: dealerApiKeys.keyHash, prefix: dealerApiKeys.keyPrefix }).from(dealerApiKeys);
    expect(stored.some((s) => s.hash === keys.alpha)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.hash) && s.prefix.length === 10)).toBe(true);
  });

  it.each([["?limit=0", "limit"], ["?limit=101", "limit"], ["?limit=x", "limit"], ["?cursor=garbage", "cursor"]])("%s → 400 naming %s", async (query, parameter) => {
    const { status, body } = await get(query, keys.alpha!);
    expect([status, body.error?.parameter]).toEqual([400, parameter]);
  });
});
