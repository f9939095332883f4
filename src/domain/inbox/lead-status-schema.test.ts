import { describe, expect, it } from "vitest";
import { leadNoteSchema, parseLeadStatusChange } from "./lead-status-schema";
import type { LeadStatus } from "./lead-status";

describe("parseLeadStatusChange (the status form, per-field errors)", () => {
  it.each<[string, LeadStatus, Record<string, unknown>, unknown]>([
    ["new → contacted", "new", { status: "contacted" }, { status: "contacted", lostReason: null, note: null }],
    ["with a note, trimmed", "contacted", { status: "appointment", note: "  Booked for Sat 10 am  " }, { status: "appointment", lostReason: null, note: "Booked for Sat 10 am" }],
    ["a blank note is no note", "new", { status: "contacted", note: "   " }, { status: "contacted", lostReason: null, note: null }],
    ["lost with a reason", "appointment", { status: "lost", lost_reason: "bought_elsewhere" }, { status: "lost", lostReason: "bought_elsewhere", note: null }],
    ["lost, other, with a note", "new", { status: "lost", lost_reason: "other", note: "Wanted a manual" }, { status: "lost", lostReason: "other", note: "Wanted a manual" }],
    ["a lost reason sent with another status is dropped", "contacted", { status: "won", lost_reason: "not_ready" }, { status: "won", lostReason: null, note: null }],
  ])("accepts %s", (_, current, input, change) => expect(parseLeadStatusChange(current, input)).toEqual({ ok: true, change }));

  it.each<[string, LeadStatus, Record<string, unknown>, Record<string, string>]>([
    ["no status", "new", {}, { status: "Please choose a status." }],
    ["an unknown status", "new", { status: "sold" }, { status: "Please choose a status." }],
    ["the status it already has", "contacted", { status: "contacted" }, { status: "The lead is already marked Contacted." }],
    ["an appointment marked again", "appointment", { status: "appointment" }, { status: "The lead is already marked Appointment." }],
    ["back to new", "contacted", { status: "new" }, { status: "A lead marked Contacted cannot be marked New." }],
    ["out of won", "won", { status: "lost", lost_reason: "car_sold" }, { status: "A lead marked Won cannot be marked Lost." }],
    ["lost without a reason", "new", { status: "lost" }, { lost_reason: "Please choose why the lead was lost." }],
    ["lost with an unknown reason", "new", { status: "lost", lost_reason: "bored" }, { lost_reason: "Please choose why the lead was lost." }],
    ["lost, other, without a note", "new", { status: "lost", lost_reason: "other" }, { note: "Please say in a note why the lead was lost." }],
    ["a note past 2000 characters", "new", { status: "contacted", note: "x".repeat(2001) }, { note: "A note can be at most 2000 characters." }],
  ])("rejects %s", (_, current, input, errors) => expect(parseLeadStatusChange(current, input)).toEqual({ ok: false, errors }));

  it("answers a body that is not an object with a form-level error", () => {
    const parsed = parseLeadStatusChange("new", "contacted");
    expect(parsed.ok ? [] : Object.keys(parsed.errors)).toEqual(["form"]);
  });
});

describe("leadNoteSchema (issue 33: 'A note can be added at every step')", () => {
  it("takes a note, trimmed", () => expect(leadNoteSchema.parse({ note: " Called, no answer " })).toEqual({ note: "Called, no answer" }));
  it.each([[{}, "Please write a note."], [{ note: "  " }, "Please write a note."], [{ note: "x".repeat(2001) }, "A note can be at most 2000 characters."]])("rejects %j", (input, message) => {
    const parsed = leadNoteSchema.safeParse(input);
    expect(parsed.success ? null : parsed.error.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
