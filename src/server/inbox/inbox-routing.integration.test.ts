import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import type { DatabaseHandle } from "@/db/client";
import { emailMessages, leads } from "@/db/schema";
import { listInboxLeads } from "@/db/queries/inbox-list";
import { listAuditEntries } from "@/db/queries/staff-audit-log";
import { waitingNotice } from "@/domain/inbox/routing-notice";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { closeForHoliday, createInboxWorld, insertLead, minutesAfter, TUESDAY_10AM, type InboxWorld } from "../../../tests/fixtures/inbox-fixture";
import { deactivateStaff } from "@/server/staff/deactivate-staff";
import { changeLeadStatus } from "./lead-status-change";
import { leadTimeline } from "./lead-timeline";
import { runInboxRound } from "./inbox-jobs";
import { responseTimeReport } from "./response-times";
import { saveRoutingSettings } from "./routing-settings";
import { forgetTypicalReplyLines, typicalReplyLine } from "./typical-reply-line";

let handle: DatabaseHandle;
let world: InboxWorld;
const row = async (leadId: string) => (await handle.db.select().from(leads).where(eq(leads.id, leadId)))[0]!;
const timeline = async (leadId: string) => (await leadTimeline(handle.db, world.staff.n1Manager, leadId))!;
const noticesAbout = (leadId: string) => handle.db.select().from(emailMessages).where(and(like(emailMessages.kind, "inbox_%"), like(emailMessages.body, `%${leadId}%`)));
/** 17:30 in Brisbane on the fixture's Tuesday, when the doors close; Wednesday opens at 8:30 (22:30 UTC on Tuesday). */
const TUESDAY_CLOSE = new Date("2026-12-08T07:30:00Z");
const WEDNESDAY_OPEN = new Date("2026-12-08T22:30:00Z");

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => destroyTestDatabase(handle));
// Each test its own dealerships and staff: routing rounds see every lead, but rotation, notices and figures are per dealership.
beforeEach(async () => {
  world = await createInboxWorld(handle.db);
});

const n1Lead = (at: Date, overrides = {}) => insertLead(handle.db, world.site.north, world.dealership.n1, at, overrides);

describe("routing", () => {
  it("gives new leads round-robin to the salespeople on shift, logged, each with its clock", async () => {
    const ids = [await n1Lead(TUESDAY_10AM), await n1Lead(TUESDAY_10AM), await n1Lead(TUESDAY_10AM)];
    await runInboxRound(handle.db, minutesAfter(TUESDAY_10AM, 1));
    const assignees = await Promise.all(ids.map(async (id) => (await row(id)).assigneeStaffId));
    const [ann, ben] = world.staff.n1Sales.map((s) => s.id);
    expect(new Set(assignees.slice(0, 2))).toEqual(new Set([ann, ben]));
    expect(assignees[2]).toBe(assignees[0]);
    expect((await row(ids[0]!)).reassignDueAt).toEqual(minutesAfter(TUESDAY_10AM, 16));
    expect((await timeline(ids[0]!)).map((e) => e.text)[1]).toMatch(/^Given to (Ann|Ben) Seller by routing$/);
  });

  it("follows the manager's rules by form type", async () => {
    const ben = world.staff.n1Sales[1];
    await saveRoutingSettings(handle.db, world.staff.n1Manager, world.dealership.n1, { rules: [{ form_types: "finance", staff_ids: [String(ben.id)] }] });
    const ids = [await n1Lead(TUESDAY_10AM, { form: "finance" }), await n1Lead(TUESDAY_10AM, { form: "finance" })];
    await runInboxRound(handle.db, minutesAfter(TUESDAY_10AM, 1));
    for (const id of ids) expect((await row(id)).assigneeStaffId).toBe(ben.id);
  });

  it("never routes test traffic, repeats, suspected spam or a lead already answered", async () => {
    const first = await n1Lead(TUESDAY_10AM);
    const ids = [
      await n1Lead(TUESDAY_10AM, { testTraffic: true }), await n1Lead(TUESDAY_10AM, { repeatOf: first }),
      await n1Lead(TUESDAY_10AM, { suspectedSpam: true, spamReason: "honeypot" }), await n1Lead(TUESDAY_10AM, { firstAnsweredAt: TUESDAY_10AM }),
    ];
    await runInboxRound(handle.db, minutesAfter(TUESDAY_10AM, 1));
    for (const id of ids) expect(await row(id)).toMatchObject({ assigneeStaffId: null, routedAt: null });
    expect((await row(first)).assigneeStaffId).not.toBeNull();
  });

  it("outside hours, a lead waits for the next opening, says so, and is routed when it comes", async () => {
    const evening = minutesAfter(TUESDAY_CLOSE, 30);
    const id = await n1Lead(evening);
    await runInboxRound(handle.db, evening);
    expect(await row(id)).toMatchObject({ assigneeStaffId: null, routeWaitsUntil: WEDNESDAY_OPEN });
    // Its inbox row says when, on the site's clock.
    const listedRow = (await listInboxLeads(handle.db, world.staff.n1Manager, {}, evening)).rows.find((r) => r.id === id)!;
    expect(waitingNotice(listedRow.routeWaitsUntil!, evening, listedRow.timeZone)).toBe("Waiting for the next opening: tomorrow 8:30 am");
    await runInboxRound(handle.db, minutesAfter(WEDNESDAY_OPEN, -1));
    expect((await row(id)).assigneeStaffId).toBeNull();
    await runInboxRound(handle.db, WEDNESDAY_OPEN);
    expect(await row(id)).toMatchObject({ routeWaitsUntil: null, reassignDueAt: minutesAfter(WEDNESDAY_OPEN, 15) });
    expect((await row(id)).assigneeStaffId).not.toBeNull();
  });

  it("waits past a holiday closed by special hours", async () => {
    await closeForHoliday(handle.db, world.location.n1, "2026-12-09");
    const id = await n1Lead(minutesAfter(TUESDAY_CLOSE, 30));
    await runInboxRound(handle.db, minutesAfter(TUESDAY_CLOSE, 30));
    expect((await row(id)).routeWaitsUntil).toEqual(new Date("2026-12-09T22:30:00Z"));
  });

  it("with nobody on shift, leaves the lead for anyone and tells the managers", async () => {
    const id = await insertLead(handle.db, world.site.south, world.dealership.s1, TUESDAY_10AM);
    await deactivateStaff(handle.db, { ...world.staff.s1Manager, role: "owner" }, world.staff.s1Sales.id, { clientIp: null, now: TUESDAY_10AM });
    await runInboxRound(handle.db, minutesAfter(TUESDAY_10AM, 1));
    expect(await row(id)).toMatchObject({ assigneeStaffId: null, routeWaitsUntil: null });
    expect((await noticesAbout(id)).map((e) => e.recipient)).toEqual([world.staff.s1Manager.email]);
  });
});

describe("reassignment", () => {
  it("after N minutes of opening time untouched, the lead moves on and the managers are told once", async () => {
    const assignedAt = minutesAfter(TUESDAY_CLOSE, -10);
    const id = await n1Lead(assignedAt);
    await runInboxRound(handle.db, assignedAt);
    const first = (await row(id)).assigneeStaffId;
    // 10 minutes on Tuesday, the clock stopped overnight, 5 on Wednesday.
    expect((await row(id)).reassignDueAt).toEqual(minutesAfter(WEDNESDAY_OPEN, 5));
    await runInboxRound(handle.db, minutesAfter(TUESDAY_CLOSE, 60));
    await runInboxRound(handle.db, minutesAfter(WEDNESDAY_OPEN, 4));
    expect((await row(id)).assigneeStaffId).toBe(first);
    await runInboxRound(handle.db, minutesAfter(WEDNESDAY_OPEN, 5));
    const after = await row(id);
    expect(after.assigneeStaffId).not.toBe(first);
    expect(after.reassignDueAt).toEqual(minutesAfter(WEDNESDAY_OPEN, 20));
    expect((await timeline(id)).at(-1)!.text).toBe(`Given to ${after.assigneeStaffId === world.staff.n1Sales[0].id ? "Ann" : "Ben"} Seller by reassignment: nobody answered in time`);
    await runInboxRound(handle.db, minutesAfter(WEDNESDAY_OPEN, 6));
    const notices = await noticesAbout(id);
    expect(notices.map((n) => n.recipient).toSorted()).toEqual([world.staff.n1Owner.email, world.staff.n1Manager.email, world.staff.northManager.email].toSorted());
    expect(notices[0]!.subject).toMatch(/^Lead reassigned: Jess Shopper\d+ \(North One\)$/);
  });

  it("an answered lead is not reassigned", async () => {
    const id = await n1Lead(TUESDAY_10AM);
    await runInboxRound(handle.db, TUESDAY_10AM);
    const holder = (await row(id)).assigneeStaffId;
    const member = world.staff.n1Sales.find((s) => s.id === holder)!;
    await changeLeadStatus(handle.db, member, id, { status: "contacted" }, { now: minutesAfter(TUESDAY_10AM, 3), clientIp: null });
    await runInboxRound(handle.db, minutesAfter(TUESDAY_10AM, 30));
    expect((await row(id)).assigneeStaffId).toBe(holder);
    expect(await noticesAbout(id)).toEqual([]);
  });
});

describe("deactivation", () => {
  it("returns the user's open leads to routing, logged, and the next round routes them again", async () => {
    const [ann, ben] = world.staff.n1Sales;
    const id = await n1Lead(TUESDAY_10AM, { assigneeStaffId: ann.id, assignedAt: TUESDAY_10AM, routedAt: TUESDAY_10AM });
    const closed = await n1Lead(TUESDAY_10AM, { assigneeStaffId: ann.id, status: "won", routedAt: TUESDAY_10AM });
    expect((await deactivateStaff(handle.db, world.staff.n1Owner, ann.id, { clientIp: null, now: minutesAfter(TUESDAY_10AM, 2) })).kind).toBe("deactivated");
    expect(await row(id)).toMatchObject({ assigneeStaffId: null, routedAt: null });
    expect((await row(closed)).assigneeStaffId).toBe(ann.id);
    expect((await timeline(id)).at(-1)!.text).toBe("Back to routing: Ann Seller's account was deactivated");
    const audited = await listAuditEntries(handle.db, world.staff.n1Owner.scope, 1000);
    expect(audited.find((e) => e.action === "deactivate" && e.subjectId === ann.id)!.detail).toEqual({ sessionsEnded: 0, leadsReturned: 1 });
    expect(audited.filter((e) => e.action === "return_lead_to_routing")).toEqual([
      expect.objectContaining({ actorId: world.staff.n1Owner.id, subjectId: ann.id, subjectName: "Ann Seller", dealershipId: world.dealership.n1, detail: { leadId: id } }),
    ]);
    await runInboxRound(handle.db, minutesAfter(TUESDAY_10AM, 3));
    expect((await row(id)).assigneeStaffId).toBe(ben.id);
  });
});

describe("response times", () => {
  /** A lead received at 10:00 and marked contacted `minutes` later by Ann. */
  async function answeredAfter(minutes: number) {
    const id = await n1Lead(TUESDAY_10AM);
    await changeLeadStatus(handle.db, world.staff.n1Sales[0], id, { status: "contacted" }, { now: minutesAfter(TUESDAY_10AM, minutes), clientIp: null });
    return id;
  }

  it("are read from the log: median and p90 per dealership and salesperson, unanswered leads beside them", async () => {
    for (const minutes of [5, 10, 30]) await answeredAfter(minutes);
    await n1Lead(TUESDAY_10AM);
    const report = (await responseTimeReport(handle.db, world.staff.n1Manager, minutesAfter(TUESDAY_10AM, 60)))!;
    const n1 = report.dealerships.find((d) => d.id === world.dealership.n1)!;
    expect(n1.figures[7]).toEqual({ answered: 3, unanswered: 1, medianMs: 10 * 60_000, p90Ms: 30 * 60_000 });
    expect(n1.figures[30]).toEqual(n1.figures[7]);
    expect(report.salespeople.find((p) => p.id === world.staff.n1Sales[0].id)!.figures[7]).toMatchObject({ answered: 3, medianMs: 10 * 60_000 });
    const eightDaysOn = minutesAfter(TUESDAY_10AM, 8 * 24 * 60);
    const later = (await responseTimeReport(handle.db, world.staff.n1Manager, eightDaysOn))!.dealerships.find((d) => d.id === world.dealership.n1)!;
    expect(later.figures[7]).toEqual({ answered: 0, unanswered: 0, medianMs: null, p90Ms: null });
    expect(later.figures[30].answered).toBe(3);
  });

  it("show shoppers a typical reply line only once 10 leads are answered in 30 days", async () => {
    const asOf = minutesAfter(TUESDAY_10AM, 24 * 60);
    for (let i = 0; i < 9; i += 1) await answeredAfter(12);
    expect(await typicalReplyLine(handle.db, world.dealership.n1, asOf)).toBeNull();
    await answeredAfter(11);
    forgetTypicalReplyLines();
    expect(await typicalReplyLine(handle.db, world.dealership.n1, asOf)).toBe("Usually replies within 12 minutes");
    expect(await typicalReplyLine(handle.db, world.dealership.n2, asOf)).toBeNull();
  });
});
