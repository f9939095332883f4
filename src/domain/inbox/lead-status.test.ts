import { describe, expect, it } from "vitest";
import { canChangeStatus, isClosedStatus, LEAD_STATUSES, nextStatuses, type LeadStatus } from "./lead-status";

describe("lead status transitions (issue 33: 'new → contacted → appointment → won, or lost with a reason')", () => {
  // Every pair, so a transition added or removed by mistake fails here.
  const allowed: Record<LeadStatus, LeadStatus[]> = {
    new: ["contacted", "appointment", "won", "lost"],
    contacted: ["appointment", "won", "lost"],
    appointment: ["contacted", "won", "lost"],
    won: [],
    lost: [],
  };
  it.each(LEAD_STATUSES.flatMap((from) => LEAD_STATUSES.map((to) => [from, to, allowed[from].includes(to)] as const)))("%s → %s: %s", (from, to, ok) => {
    expect(canChangeStatus(from, to)).toBe(ok);
  });

  it("no status returns a lead to new: new means nobody has answered yet", () => {
    expect(LEAD_STATUSES.filter((from) => nextStatuses(from).includes("new"))).toEqual([]);
  });

  it.each<[LeadStatus, boolean]>([["new", false], ["contacted", false], ["appointment", false], ["won", true], ["lost", true]])("%s is closed: %s", (status, closed) => {
    expect(isClosedStatus(status)).toBe(closed);
  });
});
