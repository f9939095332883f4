import { isClosedStatus, type LeadStatus } from "./lead-status";

/**
 * Claiming a lead (issue 33: "Two salespeople claiming the same lead at the same moment: exactly one wins, and the
 * other is told"). A salesperson may claim an open lead that is unassigned or already theirs; a lead someone else
 * has is theirs to answer until its reassignment timer runs out or a manager moves it, and a won or lost lead is
 * closed. Whether the claimer may see the lead at all (their dealerships, their role) is the staff scope's check,
 * made before this one.
 *
 * Claiming a lead already yours changes nothing and logs no assignment, so it cannot restart the reassignment
 * clock (`leadReassignmentDueAt` runs from the latest assignment).
 *
 * Two claims at once: this rule reads a row that may already be stale, so the service must apply it again as the
 * condition of the write, in one statement —
 *   UPDATE leads SET assignee = :claimer WHERE id = :lead AND (assignee IS NULL OR assignee = :claimer)
 *     AND status NOT IN ('won', 'lost')
 * — and the claim that updates no row lost the race: it answers `CLAIM_MESSAGES.taken`.
 */
export type ClaimableLead = { assigneeId: string | null; status: LeadStatus };

export type ClaimDecision = { ok: true; alreadyYours: boolean } | { ok: false; reason: "taken" | "closed" };

export const CLAIM_MESSAGES = {
  taken: "Another salesperson has this lead.",
  closed: "This lead is closed.",
} as const;

export function claimDecision(lead: ClaimableLead, claimerId: string): ClaimDecision {
  if (isClosedStatus(lead.status)) return { ok: false, reason: "closed" };
  if (lead.assigneeId === null) return { ok: true, alreadyYours: false };
  return lead.assigneeId === claimerId ? { ok: true, alreadyYours: true } : { ok: false, reason: "taken" };
}
