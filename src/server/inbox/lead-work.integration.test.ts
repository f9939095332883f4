import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/db/client";
import { changeLeadStatusRow } from "@/db/queries/inbox-leads";
import { leads, smsMessages } from "@/db/schema";
import { CLAIM_MESSAGES } from "@/domain/inbox/claim";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createInboxWorld, insertLead, minutesAfter, TUESDAY_10AM, type InboxWorld } from "../../../tests/fixtures/inbox-fixture";
import { assignLeadTo } from "./assign-lead";
import { claimLead } from "./claim-lead";
import { addLeadNote, changeLeadStatus } from "./lead-status-change";
import { leadTimeline } from "./lead-timeline";
import { replyToLead } from "./reply-to-lead";
import { loadRoutingSettings, saveRoutingSettings } from "./routing-settings";

let handle: DatabaseHandle;
let world: InboxWorld;
const now = minutesAfter(TUESDAY_10AM, 2);
const newLead = () => insertLead(handle.db, world.site.north, world.dealership.n1, TUESDAY_10AM);
const kinds = async (leadId: string) => (await leadTimeline(handle.db, world.staff.n1Manager, leadId))!.map((entry) => entry.kind);
const row = async (leadId: string) => (await handle.db.select().from(leads).where(eq(leads.id, leadId)))[0]!;

beforeAll(async () => {
  handle = await createTestDatabase();
  world = await createInboxWorld(handle.db);
});
afterAll(() => destroyTestDatabase(handle));

describe("claiming", () => {
  it("two salespeople claiming at once: exactly one wins, the other is told", async () => {
    const leadId = await newLead();
    const [ann, ben] = world.staff.n1Sales;
    const outcomes = await Promise.all([claimLead(handle.db, ann, leadId, { now, clientIp: null }), claimLead(handle.db, ben, leadId, { now, clientIp: null })]);
    expect(outcomes.filter((o) => o.kind === "claimed")).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind !== "claimed")).toEqual([{ kind: "taken", message: CLAIM_MESSAGES.taken }]);
    const winner = outcomes[0]!.kind === "claimed" ? ann : ben;
    expect((await row(leadId)).assigneeStaffId).toBe(winner.id);
    expect(await kinds(leadId)).toEqual(["received", "assigned"]);
  });

  it("claiming a lead already yours logs nothing; a closed lead cannot be claimed", async () => {
    const leadId = await newLead();
    const ann = world.staff.n1Sales[0];
    expect(await claimLead(handle.db, ann, leadId, { now, clientIp: null })).toEqual({ kind: "claimed" });
    expect(await claimLead(handle.db, ann, leadId, { now: minutesAfter(now, 5), clientIp: null })).toEqual({ kind: "claimed" });
    expect(await kinds(leadId)).toEqual(["received", "assigned"]);
    await changeLeadStatus(handle.db, ann, leadId, { status: "won" }, { now, clientIp: null });
    expect(await claimLead(handle.db, world.staff.n1Manager, leadId, { now, clientIp: null })).toEqual({ kind: "closed", message: CLAIM_MESSAGES.closed });
  });

  it("starts the reassignment clock: 15 minutes of opening time", async () => {
    const leadId = await newLead();
    await claimLead(handle.db, world.staff.n1Sales[1], leadId, { now, clientIp: null });
    expect((await row(leadId)).reassignDueAt).toEqual(minutesAfter(now, 15));
  });
});

describe("statuses and notes", () => {
  it("moves along the line, logged with its note, and ends the wait", async () => {
    const leadId = await newLead();
    const ann = world.staff.n1Sales[0];
    expect(await changeLeadStatus(handle.db, ann, leadId, { status: "contacted", note: "Called, will visit" }, { now, clientIp: null })).toEqual({ kind: "ok", status: "contacted" });
    expect(await changeLeadStatus(handle.db, ann, leadId, { status: "lost", lost_reason: "car_sold" }, { now: minutesAfter(now, 1), clientIp: null })).toEqual({ kind: "ok", status: "lost" });
    const timeline = (await leadTimeline(handle.db, world.staff.n1Manager, leadId))!;
    expect(timeline.map((e) => e.text)).toEqual(["Lead received", "Ann Seller marked it Contacted", "Ann Seller added a note", "Ann Seller marked it Lost: Car already sold"]);
    expect(timeline[2]!.note).toBe("Called, will visit");
    expect(await row(leadId)).toMatchObject({ status: "lost", lostReason: "car_sold", firstAnsweredAt: now, reassignDueAt: null });
  });

  it("refuses a move the line does not allow, naming the field, and writes nothing", async () => {
    const leadId = await newLead();
    const ann = world.staff.n1Sales[0];
    await changeLeadStatus(handle.db, ann, leadId, { status: "won" }, { now, clientIp: null });
    expect(await changeLeadStatus(handle.db, ann, leadId, { status: "contacted" }, { now, clientIp: null })).toMatchObject({ kind: "invalid", errors: { status: "A lead marked Won cannot be marked Contacted." } });
    expect(await changeLeadStatus(handle.db, ann, leadId, {}, { now, clientIp: null })).toMatchObject({ kind: "invalid", errors: { status: expect.any(String) } });
    expect(await kinds(leadId)).toEqual(["received", "status_changed"]);
  });

  it("needs a reason to lose a lead, and a note for 'other'", async () => {
    const leadId = await newLead();
    const ann = world.staff.n1Sales[0];
    expect(await changeLeadStatus(handle.db, ann, leadId, { status: "lost" }, { now, clientIp: null })).toMatchObject({ kind: "invalid", errors: { lost_reason: expect.any(String) } });
    expect(await changeLeadStatus(handle.db, ann, leadId, { status: "lost", lost_reason: "other" }, { now, clientIp: null })).toMatchObject({ kind: "invalid", errors: { note: expect.any(String) } });
    expect((await row(leadId)).status).toBe("new");
  });

  it("writes only while the row is still at the status read: the later of two changes is told", async () => {
    const leadId = await newLead();
    expect(await changeLeadStatusRow(handle.db, leadId, { from: "new", to: "contacted", lostReason: null, answeredAt: now })).toBe(true);
    expect(await changeLeadStatusRow(handle.db, leadId, { from: "new", to: "appointment", lostReason: null, answeredAt: now })).toBe(false);
    const [ann, ben] = world.staff.n1Sales;
    const racing = await newLead();
    const outcomes = await Promise.all([
      changeLeadStatus(handle.db, ann, racing, { status: "appointment" }, { now, clientIp: null }),
      changeLeadStatus(handle.db, ben, racing, { status: "appointment" }, { now, clientIp: null }),
    ]);
    expect(outcomes.filter((o) => o.kind === "ok")).toHaveLength(1);
    expect(outcomes.find((o) => o.kind !== "ok")?.kind).toMatch(/^(conflict|invalid)$/);
    expect((await kinds(racing)).filter((k) => k === "status_changed")).toHaveLength(1);
  });

  it("adds a note at any status without ending the wait; an empty one names the field", async () => {
    const leadId = await newLead();
    const ann = world.staff.n1Sales[0];
    await claimLead(handle.db, ann, leadId, { now, clientIp: null });
    expect(await addLeadNote(handle.db, ann, leadId, { note: "  " }, { now, clientIp: null })).toMatchObject({ kind: "invalid", errors: { note: expect.any(String) } });
    expect(await addLeadNote(handle.db, ann, leadId, { note: "Left a voicemail" }, { now, clientIp: null })).toEqual({ kind: "ok" });
    expect((await row(leadId)).reassignDueAt).not.toBeNull();
    expect(await kinds(leadId)).toEqual(["received", "assigned", "note_added"]);
  });
});

describe("replies", () => {
  it("queue the text, log the reply and end the wait, in one go", async () => {
    const leadId = await newLead();
    const ann = world.staff.n1Sales[0];
    await claimLead(handle.db, ann, leadId, { now, clientIp: null });
    const sent = await replyToLead(handle.db, ann, undefined, leadId, { body: "Yes, it's here.", channel: "sms" }, { now: minutesAfter(now, 3), clientIp: null });
    expect(sent.kind).toBe("sent");
    expect(await kinds(leadId)).toEqual(["received", "assigned", "replied"]);
    expect(await row(leadId)).toMatchObject({ firstAnsweredAt: minutesAfter(now, 3), reassignDueAt: null });
    const texts = await handle.db.select().from(smsMessages).where(eq(smsMessages.kind, "lead_reply"));
    expect(texts.some((t) => t.body.includes("Yes, it's here."))).toBe(true);
  });

  it("bad input is named and nothing is logged", async () => {
    const leadId = await newLead();
    expect(await replyToLead(handle.db, world.staff.n1Sales[0], world.site.north, leadId, { body: "", channel: "pigeon" }, { now, clientIp: null })).toMatchObject({ kind: "invalid", errors: { body: expect.any(String), channel: expect.any(String) } });
    expect(await kinds(leadId)).toEqual(["received"]);
  });
});

describe("a manager", () => {
  it("moves a lead to a salesperson of its dealership, logged with who did it", async () => {
    const leadId = await newLead();
    const [ann, ben] = world.staff.n1Sales;
    await claimLead(handle.db, ann, leadId, { now, clientIp: null });
    expect(await assignLeadTo(handle.db, world.staff.northManager, leadId, ben.id, { now, clientIp: null })).toEqual({ kind: "assigned" });
    const last = (await leadTimeline(handle.db, world.staff.n1Manager, leadId))!.at(-1)!;
    expect(last.text).toBe("Given to Ben Seller by Gus Group");
    expect((await row(leadId)).assigneeStaffId).toBe(ben.id);
  });

  it("saves routing rules field by field, and keeps a saved rule's id", async () => {
    const manager = world.staff.n1Manager;
    const [ann] = world.staff.n1Sales;
    expect(await saveRoutingSettings(handle.db, manager, world.dealership.n1, { reassign_after_minutes: "0" })).toMatchObject({ kind: "invalid", errors: { reassign_after_minutes: expect.any(String) } });
    expect(await saveRoutingSettings(handle.db, manager, world.dealership.n1, { rules: [{ staff_ids: [String(world.staff.n2Sales.id)] }] })).toMatchObject({ kind: "invalid", errors: { "rules.0.staff_ids": expect.any(String) } });
    expect(await saveRoutingSettings(handle.db, manager, world.dealership.s1, {})).toEqual({ kind: "forbidden" });
    expect(await saveRoutingSettings(handle.db, world.staff.n1Sales[0], world.dealership.n1, {})).toEqual({ kind: "forbidden" });
    expect(await saveRoutingSettings(handle.db, manager, world.dealership.n1, { reassign_after_minutes: "20", rules: [{ form_types: "test_drive", staff_ids: [String(ann.id)] }] })).toEqual({ kind: "saved" });
    const saved = (await loadRoutingSettings(handle.db, manager, world.dealership.n1))!;
    expect(saved.settings).toMatchObject({ reassignAfterMinutes: 20, rules: [{ formTypes: ["test_drive"], carTypes: [], staffIds: [String(ann.id)] }] });
    const id = saved.settings.rules[0]!.id;
    await saveRoutingSettings(handle.db, manager, world.dealership.n1, { rules: [{ id, form_types: ["test_drive", "finance"], staff_ids: [String(ann.id)] }] });
    expect((await loadRoutingSettings(handle.db, manager, world.dealership.n1))!.settings.rules[0]!.id).toBe(id);
    expect(await loadRoutingSettings(handle.db, world.staff.s1Manager, world.dealership.n1)).toBeNull();
  });
});
