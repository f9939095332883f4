import { LEAD_STATUS_LABELS, LOST_REASON_LABELS, type LeadStatus, type LostReason } from "./lead-status";

/** A log row as the lead's page reads it: its kind, the names of whom it is about and who did it, and its detail. */
export type TimelineSource = { kind: string; staffName: string | null; actorName: string | null; detail: Record<string, unknown> };

const BY_TEXT: Record<string, string> = { routing: "by routing", reassignment: "by reassignment: nobody answered in time" };

/**
 * What a lead's page says of each entry of its log (issue 33: "Every change is timed and logged"). The specification
 * gives no texts for the inbox. A deactivated or deleted person reads as "someone".
 */
export function timelineText({ kind, staffName, actorName, detail }: TimelineSource): string {
  const who = staffName ?? "Someone";
  switch (kind) {
    case "received": return "Lead received";
    case "assigned": {
      const by = String(detail.by);
      if (by === "claim") return `Claimed by ${who}`;
      if (by === "manager") return `Given to ${who} by ${actorName ?? "a manager"}`;
      return `Given to ${who} ${BY_TEXT[by] ?? ""}`.trim();
    }
    case "unassigned": return detail.reason === "deactivated" ? `Back to routing: ${who}'s account was deactivated` : "Back to routing";
    case "status_changed": {
      const to = LEAD_STATUS_LABELS[detail.to as LeadStatus] ?? String(detail.to);
      const reason = detail.lostReason ? `: ${LOST_REASON_LABELS[detail.lostReason as LostReason] ?? String(detail.lostReason)}` : "";
      return `${who} marked it ${to}${reason}`;
    }
    case "replied": return `${who} replied by ${detail.channel === "sms" ? "SMS" : "e-mail"}`;
    case "note_added": return `${who} added a note`;
    default: return kind;
  }
}
