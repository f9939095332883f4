import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { listInboxLeads } from "@/db/queries/inbox-list";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createInboxWorld, minutesAfter, TUESDAY_10AM, type InboxWorld } from "../../../tests/fixtures/inbox-fixture";
import { inboxIsolationLeaks, insertIsolationLeads, type IsolationLeads } from "../../../tests/fixtures/inbox-isolation-checks";
import { assignLeadTo } from "./assign-lead";
import { leadTimeline } from "./lead-timeline";
import { responseTimeReport } from "./response-times";

/**
 * Issue 33: "no role reads or changes another dealership's leads, including a group user reading outside their
 * group". Every service is tried by someone the lead is out of reach of; each must answer not found and change
 * nothing. Mutation-tested: `inbox-isolation-mutation.integration.test.ts` runs the checks with `leadsInReach` made
 * `true` and expects every kind of leak; reduced by hand to the dealership scope alone, the role tests here fail.
 */
let handle: DatabaseHandle;
let world: InboxWorld;
const now = minutesAfter(TUESDAY_10AM, 1);
let leads: IsolationLeads;

beforeAll(async () => {
  handle = await createTestDatabase();
  world = await createInboxWorld(handle.db);
  leads = await insertIsolationLeads(handle.db, world, TUESDAY_10AM);
});
afterAll(() => destroyTestDatabase(handle));

const listed = async (staff: ScopedStaffMember) => (await listInboxLeads(handle.db, staff, {}, now)).rows.map((row) => row.id).toSorted();

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

  it("nobody reads or changes a lead out of reach (another dealership, outside the group, a colleague's, marketing's): not found, nothing written", async () => {
    const logs = async () => Promise.all(Object.values(leads).map((id) => leadTimeline(handle.db, id === leads.s1 ? world.staff.s1Manager : world.staff.northManager, id)));
    const before = await logs();
    expect(await inboxIsolationLeaks(handle.db, world, leads, now)).toEqual([]);
    expect(await logs()).toEqual(before);
    expect((await assignLeadTo(handle.db, world.staff.s1Manager, leads.n1, world.staff.n1Sales[0].id, { now, clientIp: null })).kind).toBe("not_found");
    expect((await assignLeadTo(handle.db, world.staff.northManager, leads.s1, world.staff.s1Sales.id, { now, clientIp: null })).kind).toBe("not_found");
  });

  it("a manager cannot give a lead to a salesperson of another dealership, and a salesperson cannot move leads", async () => {
    expect(await assignLeadTo(handle.db, world.staff.northManager, leads.n1, world.staff.n2Sales.id, { now, clientIp: null })).toMatchObject({ kind: "invalid", errors: { staff_id: expect.any(String) } });
    expect((await assignLeadTo(handle.db, world.staff.n1Sales[0], leads.n1, world.staff.n1Sales[0].id, { now, clientIp: null })).kind).toBe("forbidden");
  });

  it("reports cover the reader's dealerships only, and only for those who may read them", async () => {
    expect((await responseTimeReport(handle.db, world.staff.s1Manager, now))!.dealerships.map((d) => d.id)).toEqual([world.dealership.s1]);
    expect((await responseTimeReport(handle.db, world.staff.northManager, now))!.dealerships.map((d) => d.id).toSorted()).toEqual([world.dealership.n1, world.dealership.n2].toSorted());
    expect(await responseTimeReport(handle.db, world.staff.n1Sales[0], now)).toBeNull();
    expect(await responseTimeReport(handle.db, world.staff.n1Marketing, now)).toBeNull();
  });
});
