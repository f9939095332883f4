import { describe, expect, it } from "vitest";
import type { SpecialHours } from "@/domain/locations/opening-hours";
import type { LeadEvent } from "./lead-events";
import { leadReassignmentDueAt, reassignmentDueAt } from "./reassignment";
import { BRISBANE, CHRISTMAS_DAY, SALES_WEEK } from "./test-hours";

const at = (iso: string) => new Date(iso);
const BNE = "Australia/Brisbane", SYD = "Australia/Sydney";
const christmasEve: SpecialHours = { date: "2025-12-24", name: "Christmas Eve", status: "Open", startHour: "08:30", endHour: "12:00" };

describe("reassignmentDueAt (issue 33: 'untouched for N minutes of opening hours')", () => {
  // Hours: Mon–Fri 8:30–5:30, Saturday 8–12, Sunday closed.
  it.each<[string, string, number, SpecialHours[], string, string | null]>([
    ["inside opening hours", "2025-11-24T10:00:00+10:00", 15, [], BNE, "2025-11-24T10:15:00+10:00"],
    ["a lead 1 minute before closing: 1 minute tonight, 14 at tomorrow's opening", "2025-11-24T17:29:00+10:00", 15, [], BNE, "2025-11-25T08:44:00+10:00"],
    ["time running out exactly at closing falls due at the next opening", "2025-11-24T17:15:00+10:00", 15, [], BNE, "2025-11-25T08:30:00+10:00"],
    ["assigned overnight: the clock starts at the opening", "2025-11-25T02:00:00+10:00", 15, [], BNE, "2025-11-25T08:45:00+10:00"],
    ["Friday evening to Saturday morning", "2025-11-28T17:25:00+10:00", 15, [], BNE, "2025-11-29T08:10:00+10:00"],
    ["Saturday noon over the closed Sunday to Monday", "2025-11-29T11:55:00+10:00", 15, [], BNE, "2025-12-01T08:40:00+10:00"],
    ["a manager's 10 hours: 30 minutes on Monday, all of Tuesday's 9, 30 on Wednesday", "2025-11-24T17:00:00+10:00", 600, [], BNE, "2025-11-26T09:00:00+10:00"],
    ["Christmas Day closed by special hours", "2025-12-24T17:25:00+10:00", 15, [CHRISTMAS_DAY], BNE, "2025-12-26T08:40:00+10:00"],
    ["Christmas Eve's short hours close at noon", "2025-12-24T11:50:00+10:00", 15, [christmasEve, CHRISTMAS_DAY], BNE, "2025-12-26T08:35:00+10:00"],
    // Sydney moves to daylight saving on Sunday 5 Oct 2025, Brisbane never: the same assignment falls due an hour apart.
    ["Sydney across the start of daylight saving", "2025-10-04T01:50:00Z", 15, [], SYD, "2025-10-06T08:35:00+11:00"],
    ["Brisbane at the same instants", "2025-10-04T01:50:00Z", 15, [], BNE, "2025-10-06T08:35:00+10:00"],
    // Sydney leaves daylight saving on Sunday 5 Apr 2026.
    ["Sydney across the end of daylight saving", "2026-04-04T11:50:00+11:00", 15, [], SYD, "2026-04-06T08:35:00+10:00"],
  ])("%s", (_, assignedAt, minutes, holidays, tz, due) => {
    expect(reassignmentDueAt(at(assignedAt), minutes, SALES_WEEK, holidays, tz)?.toISOString() ?? null).toBe(due && at(due).toISOString());
  });

  it("is null when the location never opens", () => {
    expect(reassignmentDueAt(at("2025-11-24T10:00:00+10:00"), 15, [], [], BNE)).toBeNull();
  });
});

describe("leadReassignmentDueAt (from the lead's log)", () => {
  const received: LeadEvent = { kind: "received", at: at("2025-11-24T09:58:00+10:00") };
  const toAmy: LeadEvent = { kind: "assigned", at: at("2025-11-24T10:00:00+10:00"), staffId: "amy", by: "routing" };
  const toBen: LeadEvent = { kind: "assigned", at: at("2025-11-24T10:15:00+10:00"), staffId: "ben", by: "reassignment" };
  const later = (minutes: number) => new Date(toAmy.at.getTime() + minutes * 60_000);

  it.each<[string, LeadEvent[], string | null]>([
    ["assigned and untouched: 15 minutes after the assignment", [received, toAmy], "2025-11-24T10:15:00+10:00"],
    ["a note does not stop the clock: the shopper still waits", [received, toAmy, { kind: "note_added", at: later(5), staffId: "amy" }], "2025-11-24T10:15:00+10:00"],
    ["reassigned: the clock restarts for the new salesperson", [received, toAmy, toBen], "2025-11-24T10:30:00+10:00"],
    ["the log's order does not matter, only its times", [toBen, received, toAmy], "2025-11-24T10:30:00+10:00"],
    ["a reply stops it", [received, toAmy, { kind: "replied", at: later(5), staffId: "amy", channel: "sms" }], null],
    ["marked contacted after a phone call stops it", [received, toAmy, { kind: "status_changed", at: later(5), staffId: "amy", from: "new", to: "contacted" }], null],
    ["closed as lost stops it", [received, toAmy, { kind: "status_changed", at: later(5), staffId: "amy", from: "new", to: "lost" }], null],
    ["back to nobody: nothing to reassign", [received, toAmy, { kind: "unassigned", at: later(5) }], null],
    ["never assigned", [received], null],
  ])("%s", (_, events, due) => expect(leadReassignmentDueAt(events, 15, BRISBANE)?.toISOString() ?? null).toBe(due && at(due).toISOString()));
});
