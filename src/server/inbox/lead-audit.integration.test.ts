import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/db/client";
import { listAuditEntries, type AuditContext } from "@/db/queries/staff-audit-log";
import { leadActivity, leads, staffAuditLog } from "@/db/schema";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createInboxWorld, insertLead, minutesAfter, TUESDAY_10AM, type InboxWorld } from "../../../tests/fixtures/inbox-fixture";
import { assignLeadTo } from "./assign-lead";
import { claimLead } from "./claim-lead";
import { addLeadNote, changeLeadStatus } from "./lead-status-change";
import { replyToLead } from "./reply-to-lead";

/** Decision 044: every staff change to a lead is one owners' audit entry, in the change's transaction, filed under the lead's dealership. */
let handle: DatabaseHandle;
let world: InboxWorld;
let seq = 0;
const ctx = (): AuditContext => ({ now: minutesAfter(TUESDAY_10AM, 2), clientIp: `203.0.113.${(seq += 1)}` });
const newLead = () => insertLead(handle.db, world.site.north, world.dealership.n1, TUESDAY_10AM);
const entriesFor = async (leadId: string) => (await handle.db.select().from(staffAuditLog)).filter((e) => (e.detail as { leadId?: string }).leadId === leadId);

type Action = { name: string; action: string; run: (leadId: string, context: AuditContext) => Promise<unknown>; actor: () => ScopedStaffMember; prepare?: (leadId: string) => Promise<unknown> };
const ann = () => world.staff.n1Sales[0];
const ACTIONS: Action[] = [
  { name: "claim", action: "claim_lead", actor: ann, run: (id, c) => claimLead(handle.db, ann(), id, c) },
  { name: "status change with a lost reason", action: "change_lead_status", actor: ann, run: (id, c) => changeLeadStatus(handle.db, ann(), id, { status: "lost", lost_reason: "car_sold", note: "Sold on Monday" }, c) },
  { name: "note", action: "add_lead_note", actor: ann, run: (id, c) => addLeadNote(handle.db, ann(), id, { note: "Left a voicemail" }, c) },
  { name: "reply", action: "reply_to_lead", actor: ann, run: (id, c) => replyToLead(handle.db, ann(), undefined, id, { body: "It's here.", channel: "sms" }, c) },
  {
    name: "reassignment by a group manager", action: "assign_lead", actor: () => world.staff.northManager,
    prepare: (id) => claimLead(handle.db, ann(), id, { now: TUESDAY_10AM, clientIp: null }),
    run: (id, c) => assignLeadTo(handle.db, world.staff.northManager, id, world.staff.n1Sales[1].id, c),
  },
];

beforeAll(async () => {
  handle = await createTestDatabase();
  world = await createInboxWorld(handle.db);
  // A change that fails at commit, after every write: a lead in `doomed_leads` cannot commit a log entry.
  await handle.db.execute(sql`create table doomed_leads (lead_id uuid primary key)`);
  await handle.db.execute(sql.raw(`create function refuse_doomed() returns trigger language plpgsql as $$
    begin if exists (select 1 from doomed_leads where lead_id = new.lead_id) then raise exception 'refused at commit'; end if; return new; end $$`));
  await handle.db.execute(sql`create constraint trigger refuse_doomed after insert on lead_activity deferrable initially deferred for each row execute function refuse_doomed()`);
});
afterAll(() => destroyTestDatabase(handle));

describe("lead actions in the owners' audit log", () => {
  it.each(ACTIONS.map((a) => [a.name, a] as const))("%s: exactly one entry with actor, action, dealership, time and client address", async (_name, a) => {
    const leadId = await newLead();
    await a.prepare?.(leadId);
    const before = (await entriesFor(leadId)).length;
    const context = ctx();
    await a.run(leadId, context);
    const entries = (await entriesFor(leadId)).slice(before);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: a.actor().id, action: a.action, dealershipId: world.dealership.n1, dealerGroupId: null, clientIp: context.clientIp, createdAt: context.now });
  });

  it("reads well on the owners' page: the status, the reason, the new assignee", async () => {
    const entries = await listAuditEntries(handle.db, world.staff.n1Owner.scope, 1000);
    const status = entries.find((e) => e.action === "change_lead_status")!;
    expect(status.detail).toMatchObject({ from: "new", to: "lost", lostReason: "car_sold", withNote: true });
    const assign = entries.find((e) => e.action === "assign_lead")!;
    expect(assign).toMatchObject({ actorName: "Gus Group", subjectId: world.staff.n1Sales[1].id, subjectName: "Ben Seller", dealershipName: "North One" });
  });

  it.each(ACTIONS.map((a) => [a.name, a] as const))("%s rolled back at commit: no entry, and the lead as it was", async (_name, a) => {
    const leadId = await newLead();
    await a.prepare?.(leadId);
    const [entriesBefore, rowBefore, logBefore] = [await entriesFor(leadId), await handle.db.select().from(leads).where(eq(leads.id, leadId)), await handle.db.select().from(leadActivity).where(eq(leadActivity.leadId, leadId))];
    await handle.db.execute(sql`insert into doomed_leads values (${leadId})`);
    await expect(a.run(leadId, ctx())).rejects.toThrow();
    expect(await entriesFor(leadId)).toEqual(entriesBefore);
    expect(await handle.db.select().from(leads).where(eq(leads.id, leadId))).toEqual(rowBefore);
    expect(await handle.db.select().from(leadActivity).where(eq(leadActivity.leadId, leadId))).toHaveLength(logBefore.length);
  });

  it("a refused action writes none: the loser of a claim race, a status conflict, bad input", async () => {
    const leadId = await newLead();
    const [first, second] = world.staff.n1Sales;
    const outcomes = await Promise.all([claimLead(handle.db, first, leadId, ctx()), claimLead(handle.db, second, leadId, ctx())]);
    expect(outcomes.filter((o) => o.kind === "claimed")).toHaveLength(1);
    // Either may win the race; the loser no longer reaches the lead, so what follows is the winner's.
    const winner = outcomes[0]!.kind === "claimed" ? first : second;
    expect(await claimLead(handle.db, winner, leadId, ctx())).toEqual({ kind: "claimed" });
    expect((await addLeadNote(handle.db, winner, leadId, { note: " " }, ctx())).kind).toBe("invalid");
    expect((await replyToLead(handle.db, winner, undefined, leadId, { body: "", channel: "pigeon" }, ctx())).kind).toBe("invalid");
    expect((await changeLeadStatus(handle.db, world.staff.s1Sales, leadId, { status: "contacted" }, ctx())).kind).toBe("not_found");
    expect((await entriesFor(leadId)).map((e) => e.action)).toEqual(["claim_lead"]);
  });

  it("an owner reads the entries of their dealership's leads, a group's owners too, another dealership's owner none", async () => {
    const leadId = await newLead();
    await claimLead(handle.db, ann(), leadId, ctx());
    await assignLeadTo(handle.db, world.staff.northManager, leadId, world.staff.n1Sales[1].id, ctx());
    const reads = async (scope: ScopedStaffMember["scope"]) => (await listAuditEntries(handle.db, scope, 1000)).filter((e) => e.detail.leadId === leadId).map((e) => e.action).toSorted();
    expect(await reads(world.staff.n1Owner.scope)).toEqual(["assign_lead", "claim_lead"]);
    expect(await reads(world.staff.northManager.scope)).toEqual(["assign_lead", "claim_lead"]);
    expect(await reads(world.staff.n2Sales.scope)).toEqual([]);
    expect(await reads(world.staff.s1Manager.scope)).toEqual([]);
  });
});
