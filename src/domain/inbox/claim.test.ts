import { describe, expect, it } from "vitest";
import { claimDecision, type ClaimableLead, type ClaimDecision } from "./claim";

describe("claimDecision (a lead can be claimed if unassigned or already the claimer's)", () => {
  it.each<[string, ClaimableLead, ClaimDecision]>([
    ["unassigned and new", { assigneeId: null, status: "new" }, { ok: true, alreadyYours: false }],
    ["unassigned and contacted (its salesperson was deactivated)", { assigneeId: null, status: "contacted" }, { ok: true, alreadyYours: false }],
    ["already the claimer's: nothing to change", { assigneeId: "amy", status: "new" }, { ok: true, alreadyYours: true }],
    ["someone else's", { assigneeId: "ben", status: "new" }, { ok: false, reason: "taken" }],
    ["unassigned but won", { assigneeId: null, status: "won" }, { ok: false, reason: "closed" }],
    ["the claimer's own lost lead", { assigneeId: "amy", status: "lost" }, { ok: false, reason: "closed" }],
  ])("%s", (_, lead, decision) => expect(claimDecision(lead, "amy")).toEqual(decision));

  it("two claims on one row read before either wrote: each looks allowed, so the write's condition decides", () => {
    const row: ClaimableLead = { assigneeId: null, status: "new" };
    expect([claimDecision(row, "amy"), claimDecision(row, "ben")]).toEqual([{ ok: true, alreadyYours: false }, { ok: true, alreadyYours: false }]);
    // After amy's write wins, ben's claim, checked against the row as it now is, is refused.
    expect(claimDecision({ ...row, assigneeId: "amy" }, "ben")).toEqual({ ok: false, reason: "taken" });
  });
});
