import { describe, expect, it } from "vitest";
import { firstResponse } from "./first-response";
import type { LeadEvent } from "./lead-events";
import { BRISBANE, CHRISTMAS_DAY, salesHours, SYDNEY } from "./test-hours";

const at = (iso: string) => new Date(iso);
const MIN = 60_000;
const received = (iso: string): LeadEvent => ({ kind: "received", at: at(iso) });
const reply = (iso: string, staffId = "amy"): LeadEvent => ({ kind: "replied", at: at(iso), staffId, channel: "email" });
const assigned = (iso: string, staffId: string): LeadEvent => ({ kind: "assigned", at: at(iso), staffId, by: "routing" });
const status = (iso: string, to: "contacted" | "lost"): LeadEvent => ({ kind: "status_changed", at: at(iso), staffId: "amy", from: "new", to });

describe("firstResponse: the lead's time, counting only opening hours (Mon–Fri 8:30–5:30, Sat 8–12)", () => {
  it.each<[string, LeadEvent[], number | null]>([
    ["answered 12 minutes later in opening hours", [received("2025-11-24T10:00:00+10:00"), reply("2025-11-24T10:12:00+10:00")], 12],
    ["sent at 9 pm, answered 8:35 next morning: 5 minutes", [received("2025-11-24T21:00:00+10:00"), reply("2025-11-25T08:35:00+10:00")], 5],
    ["answered before the doors open: none", [received("2025-11-24T21:00:00+10:00"), reply("2025-11-25T07:00:00+10:00")], 0],
    ["a lead 1 minute before closing answered at 8:31: 2 minutes", [received("2025-11-24T17:29:00+10:00"), reply("2025-11-25T08:31:00+10:00")], 2],
    ["Saturday 11:55 to Monday 8:40 over the closed Sunday", [received("2025-11-29T11:55:00+10:00"), reply("2025-12-01T08:40:00+10:00")], 15],
    ["marked contacted after a phone call is an answer", [received("2025-11-24T10:00:00+10:00"), status("2025-11-24T10:04:00+10:00", "contacted")], 4],
    ["the first answer counts, not a later one", [received("2025-11-24T10:00:00+10:00"), reply("2025-11-24T10:30:00+10:00"), reply("2025-11-24T10:06:00+10:00", "ben")], 6],
    ["a note is not an answer", [received("2025-11-24T10:00:00+10:00"), { kind: "note_added", at: at("2025-11-24T10:01:00+10:00"), staffId: "amy" }], null],
    ["closing a lead as lost is not an answer", [received("2025-11-24T10:00:00+10:00"), status("2025-11-24T10:01:00+10:00", "lost")], null],
    ["unanswered", [received("2025-11-24T10:00:00+10:00")], null],
    ["no arrival in the log: nothing to measure from", [reply("2025-11-24T10:12:00+10:00")], null],
  ])("%s", (_, events, minutes) => expect(firstResponse(events, BRISBANE)?.openMs ?? null).toBe(minutes === null ? null : minutes * MIN));

  it.each<[string, string, string, number]>([
    // Sydney moves to daylight saving on Sunday 5 Oct 2025; Brisbane does not. Saturday 11:50 local to Monday 22:00 UTC.
    ["Sydney: 10 minutes on Saturday, Monday 8:30 to 9:00 AEDT", "Australia/Sydney", "2025-10-04T11:50:00+10:00", 40],
    ["Brisbane: Monday 22:00 UTC is 8:00 am, before opening", "Australia/Brisbane", "2025-10-04T11:50:00+10:00", 10],
  ])("across a change of clocks: %s", (_, zone, from, minutes) => {
    const hours = zone === "Australia/Sydney" ? SYDNEY : BRISBANE;
    expect(firstResponse([received(from), reply("2025-10-05T22:00:00Z")], hours)?.openMs).toBe(minutes * MIN);
  });

  it("a holiday closed by special hours counts for nothing", () => {
    const events = [received("2025-12-24T17:20:00+10:00"), reply("2025-12-26T08:40:00+10:00")];
    expect(firstResponse(events, salesHours("Australia/Brisbane", [CHRISTMAS_DAY]))?.openMs).toBe(20 * MIN);
    expect(firstResponse(events, BRISBANE)?.openMs).toBe((20 + 540) * MIN);
  });

  it("the responder's share runs from when the lead reached them", () => {
    const events = [received("2025-11-24T10:00:00+10:00"), assigned("2025-11-24T10:00:00+10:00", "amy"), assigned("2025-11-24T10:15:00+10:00", "ben"), reply("2025-11-24T10:20:00+10:00", "ben")];
    expect(firstResponse(events, BRISBANE)).toEqual({
      receivedAt: at("2025-11-24T10:00:00+10:00"),
      answeredAt: at("2025-11-24T10:20:00+10:00"),
      responderId: "ben",
      openMs: 20 * MIN,
      responderOpenMs: 5 * MIN,
    });
  });

  it("someone answering a lead never given to them is timed from its arrival", () => {
    const events = [received("2025-11-24T10:00:00+10:00"), assigned("2025-11-24T10:00:00+10:00", "amy"), reply("2025-11-24T10:20:00+10:00", "manager")];
    expect(firstResponse(events, BRISBANE)?.responderOpenMs).toBe(20 * MIN);
  });
});
