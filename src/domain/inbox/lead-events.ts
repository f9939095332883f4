import type { LeadStatus } from "./lead-status";

/**
 * A lead's log (issue 33: "Every change is timed and logged"; response times are "computed from the log, never
 * typed in"). Each event is what happened and when; the inbox's timers and figures are read from these alone.
 */
export type LeadEvent =
  | { kind: "received"; at: Date }
  | { kind: "assigned"; at: Date; staffId: string; by: "routing" | "claim" | "manager" | "reassignment" }
  /** Back to nobody: its salesperson was deactivated, or a manager took it off them. */
  | { kind: "unassigned"; at: Date }
  | { kind: "status_changed"; at: Date; staffId: string; from: LeadStatus; to: LeadStatus }
  | { kind: "replied"; at: Date; staffId: string; channel: "sms" | "email" }
  | { kind: "note_added"; at: Date; staffId: string };

/**
 * Whether an event answers the shopper: a reply, or a status that says someone reached them (contacted after a
 * phone call, an appointment, a sale). A note is not an answer: the shopper still waits. Closing a new lead as lost
 * is not one either; it ends the wait without an answer (`endsWait`).
 */
export function isAnswer(event: LeadEvent): event is Extract<LeadEvent, { kind: "replied" | "status_changed" }> {
  if (event.kind === "replied") return true;
  return event.kind === "status_changed" && event.to !== "lost";
}

/** Whether an event ends the shopper's wait: an answer, or the lead closed as lost — any reply or status change. */
export const endsWait = (event: LeadEvent): boolean => event.kind === "replied" || event.kind === "status_changed";

/** The log in time order (events of one instant keep their order). */
export const inTimeOrder = (events: readonly LeadEvent[]): LeadEvent[] => events.toSorted((a, b) => a.at.getTime() - b.at.getTime());
