import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { listInboxLeads, INBOX_PAGE_SIZE } from "@/db/queries/inbox-list";
import { findLeadInScope } from "@/db/queries/lead-page";
import { loadShopperHistory } from "@/db/queries/lead-page-history";
import { leads } from "@/db/schema";
import { parseInboxListQuery } from "@/domain/inbox/inbox-list-query";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { createTestDatabase, destroyTestDatabase } from "../support/test-database";
import { createEnquiry, freshMobile } from "../fixtures/conversation-fixture";
import { assignLead, createInboxPagesFixture, type InboxPagesFixture } from "../fixtures/inbox-pages-fixture";

let handle: DatabaseHandle;
let fx: InboxPagesFixture;
const mobile = freshMobile();
const ids = {} as Record<"alphaMine" | "alphaColleague" | "alphaFree" | "alphaEast" | "bravo" | "testTraffic" | "repeated", string>;

const list = async (staff: ScopedStaffMember, query: Record<string, string> = {}) => (await listInboxLeads(handle.db, staff, parseInboxListQuery(query).filters, new Date())).rows.map((r) => r.id);

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createInboxPagesFixture(handle);
  const { alphaSales, alphaSales2 } = fx.staff;
  ids.alphaMine = (await createEnquiry(handle.db, fx.alpha, { car_id: fx.carIds.alphaUsed, name: "Mina", last_name: "Park", phone: mobile.typed })).leadId;
  ids.alphaColleague = (await createEnquiry(handle.db, fx.alpha, { car_id: fx.carIds.alphaUsed, name: "Colin" })).leadId;
  ids.alphaFree = (await createEnquiry(handle.db, fx.alpha, { name: "Freya", form: "contact", dealership_slug: "alpha-motors", location_id: fx.locationIds.alpha })).leadId;
  ids.alphaEast = (await createEnquiry(handle.db, fx.alpha, { name: "Eddie", dealership_slug: "alpha-east", location_id: fx.locationIds.alphaEast, phone: mobile.typed })).leadId;
  ids.bravo = (await createEnquiry(handle.db, fx.bravo, { car_id: fx.carIds.bravoNew, name: "Bruno" })).leadId;
  ids.testTraffic = (await createEnquiry(handle.db, fx.alpha, { name: "Tess", car_id: fx.carIds.alphaUsed })).leadId;
  await handle.db.update(leads).set({ testTraffic: true }).where(eq(leads.id, ids.testTraffic));
  const repeat = { car_id: fx.carIds.alphaUsed, name: "Rita", email: "rita@example.com" };
  ids.repeated = (await createEnquiry(handle.db, fx.alpha, repeat)).leadId;
  await createEnquiry(handle.db, fx.alpha, repeat);
  await assignLead(handle, ids.alphaMine, alphaSales.id);
  await assignLead(handle, ids.alphaColleague, alphaSales2.id);
});
afterAll(() => destroyTestDatabase(handle));

describe("the inbox list: who sees which leads", () => {
  it("a salesperson sees their own and unassigned leads at their dealership, newest first", async () => {
    expect(await list(fx.staff.alphaSales)).toEqual([ids.repeated, ids.alphaFree, ids.alphaMine]);
  });
  it("a manager sees every lead of the dealership, a colleague's too", async () => {
    expect(await list(fx.staff.alphaManager)).toEqual([ids.repeated, ids.alphaFree, ids.alphaColleague, ids.alphaMine]);
  });
  it("a group owner sees the group's dealerships and no other", async () => {
    expect(await list(fx.staff.groupOwner)).toEqual([ids.repeated, ids.alphaEast, ids.alphaFree, ids.alphaColleague, ids.alphaMine]);
  });
  it("marketing sees no leads; another dealership's salesperson sees only theirs", async () => {
    expect(await list(fx.staff.alphaMarketing)).toEqual([]);
    expect(await list(fx.staff.bravoSales)).toEqual([ids.bravo]);
  });
  it("a filter naming another dealership widens nothing", async () => {
    expect(await list(fx.staff.alphaSales, { dealership: String(fx.dealers.bravo) })).toEqual([]);
  });
  it("a repeat is a count on its first lead, never a row of its own; test traffic never listed", async () => {
    const { rows } = await listInboxLeads(handle.db, fx.staff.groupOwner, {}, new Date());
    expect(rows.find((r) => r.id === ids.repeated)?.receivedCount).toBe(2);
    expect(rows.map((r) => r.id)).not.toContain(ids.testTraffic);
  });
});

describe("the inbox list: filters and search", () => {
  const owner = () => fx.staff.groupOwner;
  it("by status, dealership, form, car type, assignee and age", async () => {
    await handle.db.update(leads).set({ status: "contacted" }).where(eq(leads.id, ids.alphaColleague));
    expect(await list(owner(), { status: "contacted" })).toEqual([ids.alphaColleague]);
    expect(await list(owner(), { dealership: String(fx.dealers.alphaEast) })).toEqual([ids.alphaEast]);
    expect(await list(owner(), { form: "contact" })).toEqual([ids.alphaFree]);
    expect(await list(owner(), { car_type: "used" })).toEqual([ids.repeated, ids.alphaColleague, ids.alphaMine]);
    expect(await list(owner(), { assignee: String(fx.staff.alphaSales.id) })).toEqual([ids.alphaMine]);
    expect(await list(fx.staff.alphaSales, { assignee: "me" })).toEqual([ids.alphaMine]);
    expect(await list(owner(), { assignee: "unassigned" })).toEqual([ids.repeated, ids.alphaEast, ids.alphaFree]);
    expect(await list(owner(), { age: "hour" })).toHaveLength(5);
    expect(await list(owner(), { age: "older" })).toEqual([]);
  });
  it("by name, e-mail, phone in any format, stock number and VIN", async () => {
    expect(await list(owner(), { q: "mina park" })).toEqual([ids.alphaMine]);
    expect(await list(owner(), { q: "RITA@EXAMPLE" })).toEqual([ids.repeated]);
    expect(await list(owner(), { q: mobile.e164.replace("+61", "0") })).toEqual([ids.alphaEast, ids.alphaMine]);
    expect(await list(owner(), { q: mobile.e164.replace("+61", "+61 ") })).toEqual([ids.alphaEast, ids.alphaMine]);
    expect(await list(owner(), { q: "alpha-used" })).toEqual([ids.repeated, ids.alphaColleague, ids.alphaMine]);
    expect(await list(owner(), { q: "vinalpha-used" })).toEqual([ids.repeated, ids.alphaColleague, ids.alphaMine]);
    expect(await list(owner(), { q: "100%_" })).toEqual([]);
  });
  it("by part of a name or an e-mail address in any case, on their trigram indexes or, under three characters, without (decision 043)", async () => {
    expect(await list(owner(), { q: "ina pa" })).toEqual([ids.alphaMine]);
    expect(await list(owner(), { q: "PAR" })).toEqual([ids.alphaMine]);
    expect(await list(owner(), { q: "ita@exam" })).toEqual([ids.repeated]);
    expect(await list(owner(), { q: "Ri" })).toEqual([ids.repeated]);
    expect(await list(owner(), { q: "a.example" })).toEqual([]);
  });
  it("pages by keyset: the next page starts after the cursor's lead", async () => {
    for (let i = 0; i < INBOX_PAGE_SIZE; i++) await createEnquiry(handle.db, fx.alpha, { name: `Paging${i}`, dealership_slug: "alpha-east", location_id: fx.locationIds.alphaEast });
    const first = await listInboxLeads(handle.db, owner(), {}, new Date());
    expect(first.rows).toHaveLength(INBOX_PAGE_SIZE);
    const second = await listInboxLeads(handle.db, owner(), { before: first.nextBefore! }, new Date());
    expect(second.nextBefore).toBeNull();
    expect([...first.rows, ...second.rows].map((r) => r.id)).toHaveLength(INBOX_PAGE_SIZE + 5);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(INBOX_PAGE_SIZE + 5);
  });
});

describe("a lead's page", () => {
  it("is found only in scope and for a role that may work on it", async () => {
    expect((await findLeadInScope(handle.db, fx.staff.alphaSales, ids.alphaMine))?.assignee?.id).toBe(fx.staff.alphaSales.id);
    expect(await findLeadInScope(handle.db, fx.staff.alphaSales, ids.alphaColleague)).toBeNull();
    expect(await findLeadInScope(handle.db, fx.staff.alphaManager, ids.alphaColleague)).not.toBeNull();
    expect(await findLeadInScope(handle.db, fx.staff.alphaSales, ids.bravo)).toBeNull();
    expect(await findLeadInScope(handle.db, fx.staff.bravoSales, ids.alphaFree)).toBeNull();
    expect(await findLeadInScope(handle.db, fx.staff.alphaMarketing, ids.alphaFree)).toBeNull();
    expect(await findLeadInScope(handle.db, fx.staff.groupOwner, ids.testTraffic)).toBeNull();
    expect(await findLeadInScope(handle.db, fx.staff.groupOwner, "not-a-uuid")).toBeNull();
  });
  it("shows the car as it is now: its price and state", async () => {
    const lead = await findLeadInScope(handle.db, fx.staff.alphaSales, ids.alphaMine);
    expect(lead?.car).toMatchObject({ id: fx.carIds.alphaUsed, price: 38990, state: "in_stock", stocknum: "ALPHA-USED" });
  });
  it("lists the shopper's other enquiries on the site by mobile or e-mail, within the scope", async () => {
    const lead = (await findLeadInScope(handle.db, fx.staff.groupOwner, ids.alphaMine))!;
    const history = await loadShopperHistory(handle.db, fx.staff.groupOwner.scope, { id: lead.id, siteId: lead.siteId, email: lead.shopper.email, phoneE164: lead.shopper.phoneE164 });
    expect(history.enquiries.map((e) => e.id)).toContain(ids.alphaEast);
    expect(history.enquiries.map((e) => e.id)).not.toContain(ids.alphaMine);
    const narrow = await loadShopperHistory(handle.db, fx.staff.alphaSales.scope, { id: lead.id, siteId: lead.siteId, email: null, phoneE164: lead.shopper.phoneE164 });
    expect(narrow.enquiries.map((e) => e.id)).not.toContain(ids.alphaEast);
    expect(history.alerts).toBeNull();
  });
});
