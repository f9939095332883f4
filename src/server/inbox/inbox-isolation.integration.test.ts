import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { listInboxLeads } from "@/db/queries/inbox-list";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createInboxWorld, insertLead, minutesAfter, TUESDAY_10AM, type InboxWorld } from "../../../tests/fixtures/inbox-fixture";
import { assignLeadTo } from "./assign-lead";
import { claimLead } from "./claim-lead";
import { addLeadNote, changeLeadStatus } from "./lead-status-change";
import { leadTimeline } from "./lead-timeline";
import { replyToLead } from "./reply-to-lead";
import { responseTimeReport } from "./response-times";

/**
 * Issue 33: "no role reads or changes another dealership's leads, including a group user reading outside their
 * group". Every service is tried by someone the lead is out of reach of; each must answer not found and change
 * nothing. Mutation-tested: with `leadsInReach` reduced to the dealership scope alone, or to `true`, these fail.
 */
let handle: DatabaseHandle;
let world: InboxWorld;
const now = minutesAfter(TUESDAY_10AM, 1);
const leads = {} as Record<"n1" | "n1Ann" | "n2" | "s1", string>;

beforeAll(async () => {
  handle = await createTestDatabase();
  world = await createInboxWorld(handle.db);
  leads.n1 = await insertLead(handle.db, world.site.north, world.dealership.n1, TUESDAY_10AM);
  leads.n1Ann = await insertLead(handle.db, world.site.north, world.dealership.n1, TUESDAY_10AM, { assigneeStaffId: world.staff.n1Sales[0].id, assignedAt: TUESDAY_10AM, routedAt: TUESDAY_10AM });
  leads.n2 = await insertLead(handle.db, world.site.north, world.dealership.n2, TUESDAY_10AM);
  leads.s1 = await insertLead(handle.db, world.site.south, world.dealership.s1, TUESDAY_10AM);
});
afterAll(() => destroyTestDatabase(handle));

const listed = async (staff: ScopedStaffMember) => (await listInboxLeads(handle.db, staff, {}, now)).rows.map((row) => row.id).toSorted();

/** Every way of reading or changing a lead, each out of reach: not found. */
async function expectOutOfReach(staff: ScopedStaffMember, leadId: string) {
  expect(await leadTimeline(handle.db, staff, leadId)).toBeNull();
  expect(await claimLead(handle.db, staff, leadId, now)).toEqual({ kind: "not_found" });
  expect(await changeLeadStatus(handle.db, staff, leadId, { status: "contacted" }, now)).toEqual({ kind: "not_found" });
  expect(await addLeadNote(handle.db, staff, leadId, { note: "Mine now" }, now)).toEqual({ kind: "not_found" });
  expect(await replyToLead(handle.db, staff, undefined, leadId, { body: "Hello", channel: "email" }, now)).toEqual({ kind: "not_found" });
}

describe("who reaches which lead", () => {
  it("a salesperson lists their dealership's unassigned leads and their own, not a colleague's or another dealership's", async () => {
    const [ann, ben] = world.staff.n1Sales;
    expect(await listed(ann)).toEqual([leads.n1, leads.n1Ann].toSorted());
    expect(await listed(ben)).toEqual([leads.n1]);
    expect(await listed(world.staff.n2Sales)).toEqual([leads.n2]);
    expect(await listed(world.staff.s1Sales)).toEqual([leads.s1]);
  });

  it("a group manager lists every lead of the group's dealerships and none outside the group", async () => {
    expect(await listed(world.staff.northManager)).toEqual([leads.n1, leads.n1Ann, leads.n2].toSorted());
    expect(await listed(world.staff.s1Manager)).toEqual([leads.s1]);
  });

  it("marketing sees no leads", async () => {
    expect(await listed(world.staff.n1Marketing)).toEqual([]);
  });

  it("nobody reads or changes a lead of another dealership: not found, and nothing written", async () => {
    const cases: [ScopedStaffMember, string][] = [
      [world.staff.s1Sales, leads.n1], [world.staff.s1Manager, leads.n1], [world.staff.n1Sales[0], leads.s1],
      [world.staff.n1Sales[0], leads.n2], [world.staff.n2Sales, leads.n1], [world.staff.northManager, leads.s1],
    ];
    for (const [staff, leadId] of cases) {
      const owner = leadId === leads.s1 ? world.staff.s1Manager : world.staff.northManager;
      const before = await leadTimeline(handle.db, owner, leadId);
      await expectOutOfReach(staff, leadId);
      expect(await leadTimeline(handle.db, owner, leadId)).toEqual(before);
    }
    expect((await assignLeadTo(handle.db, world.staff.s1Manager, leads.n1, world.staff.n1Sales[0].id, now)).kind).toBe("not_found");
    expect((await assignLeadTo(handle.db, world.staff.northManager, leads.s1, world.staff.s1Sales.id, now)).kind).toBe("not_found");
  });

  it("a salesperson cannot act on a colleague's lead; marketing on none", async () => {
    const before = await leadTimeline(handle.db, world.staff.n1Manager, leads.n1Ann);
    await expectOutOfReach(world.staff.n1Sales[1], leads.n1Ann);
    await expectOutOfReach(world.staff.n1Marketing, leads.n1);
    expect(await leadTimeline(handle.db, world.staff.n1Manager, leads.n1Ann)).toEqual(before);
  });

  it("a manager cannot give a lead to a salesperson of another dealership, and a salesperson cannot move leads", async () => {
    expect(await assignLeadTo(handle.db, world.staff.northManager, leads.n1, world.staff.n2Sales.id, now)).toMatchObject({ kind: "invalid", errors: { staff_id: expect.any(String) } });
    expect((await assignLeadTo(handle.db, world.staff.n1Sales[0], leads.n1, world.staff.n1Sales[0].id, now)).kind).toBe("forbidden");
  });

  it("reports cover the reader's dealerships only, and only for those who may read them", async () => {
    expect((await responseTimeReport(handle.db, world.staff.s1Manager, now))!.dealerships.map((d) => d.id)).toEqual([world.dealership.s1]);
    expect((await responseTimeReport(handle.db, world.staff.northManager, now))!.dealerships.map((d) => d.id).toSorted()).toEqual([world.dealership.n1, world.dealership.n2].toSorted());
    expect(await responseTimeReport(handle.db, world.staff.n1Sales[0], now)).toBeNull();
    expect(await responseTimeReport(handle.db, world.staff.n1Marketing, now)).toBeNull();
  });
});
