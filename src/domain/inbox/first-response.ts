import { openMsBetween, type LocationHours } from "@/domain/locations/open-intervals";
import { inTimeOrder, isAnswer, type LeadEvent } from "./lead-events";

export type FirstResponse = {
  receivedAt: Date;
  answeredAt: Date;
  /** Who answered first: a salesperson, or a manager answering for one. */
  responderId: string;
  /** The lead's first-response time: opening time from its arrival to its first answer. */
  openMs: number;
  /** The responder's own share: opening time from when the lead last reached them (or its arrival) to the answer. */
  responderOpenMs: number;
};

/**
 * A lead's first response, read from its log (issue 33: "computed from the log, never typed in"), counting only the
 * location's opening time, so a lead sent at 9 pm and answered at 8:35 the next morning took 5 minutes of an 8:30
 * opening, and one answered before the doors open took none. Null while it is unanswered, or when the log has no
 * arrival (nothing to measure from). A repeat enquiry joins its lead, so the first arrival counts.
 */
export function firstResponse(events: readonly LeadEvent[], hours: LocationHours): FirstResponse | null {
  const log = inTimeOrder(events);
  const received = log.find((event) => event.kind === "received");
  const answer = log.find(isAnswer);
  if (!received || !answer || answer.at < received.at) return null;
  const reachedResponder = log.findLast((event) => event.kind === "assigned" && event.staffId === answer.staffId && event.at <= answer.at);
  const responderFrom = reachedResponder && reachedResponder.at > received.at ? reachedResponder.at : received.at;
  return {
    receivedAt: received.at,
    answeredAt: answer.at,
    responderId: answer.staffId,
    openMs: openMsBetween(hours, received.at, answer.at),
    responderOpenMs: openMsBetween(hours, responderFrom, answer.at),
  };
}
