import { LEAD_STATUS_LABELS, LOST_REASON_LABELS, type LeadStatus, type LostReason } from "./lead-status";

/**
 * What the owners' audit log records of a staff member's work on a lead (decision 044), beside the lead's own log:
 * the action, and what the sentence needs. The lead's id goes with every entry; an assignment names the new assignee
 * as the entry's subject, a lead returned to routing by a deactivation the deactivated user. A note's or reply's words stay in the lead's log and thread.
 */
export type LeadAuditRecord =
  | { action: "claim_lead" }
  | { action: "change_lead_status"; from: LeadStatus; to: LeadStatus; lostReason: LostReason | null; withNote: boolean }
  | { action: "add_lead_note" }
  | { action: "assign_lead"; fromStaffId: number | null }
  | { action: "reply_to_lead"; channel: "sms" | "email" }
  | { action: "return_lead_to_routing" };

const LEAD_ACTIONS: ReadonlySet<string> = new Set<LeadAuditRecord["action"]>(["claim_lead", "change_lead_status", "add_lead_note", "assign_lead", "reply_to_lead", "return_lead_to_routing"]);

/** How a lead is named where its shopper's name is not shown: the start of its id, enough to tell leads apart on a page. */
export const leadReference = (leadId: string): string => `L-${leadId.slice(0, 8).toUpperCase()}`;

/** An audit entry as the owners' page reads it: its action, its detail, and the name of the staff member it was about. */
type AuditSource = { action: string; detail: Record<string, unknown>; subjectName: string | null };

/** The lead an entry is about, and what the audit page says of it; null for an entry that is not a lead action. */
export function leadAuditText({ action, detail, subjectName }: AuditSource): { leadId: string; text: string } | null {
  if (!LEAD_ACTIONS.has(action) || typeof detail.leadId !== "string") return null;
  const lead = `lead ${leadReference(detail.leadId)}`;
  const text = ((): string => {
    switch (action) {
      case "claim_lead": return `Claimed ${lead}`;
      case "change_lead_status": {
        const label = (status: unknown) => LEAD_STATUS_LABELS[status as LeadStatus] ?? String(status);
        const reason = detail.lostReason ? `: ${LOST_REASON_LABELS[detail.lostReason as LostReason] ?? String(detail.lostReason)}` : "";
        return `Changed ${lead} from ${label(detail.from)} to ${label(detail.to)}${reason}${detail.withNote ? ", with a note" : ""}`;
      }
      case "add_lead_note": return `Added a note to ${lead}`;
      case "assign_lead": return `Gave ${lead} to ${subjectName ?? "someone"}`;
      case "return_lead_to_routing": return `Returned ${lead} to routing from ${subjectName ?? "a deactivated user"}`;
      default: return `Replied to ${lead} by ${detail.channel === "sms" ? "SMS" : "e-mail"}`;
    }
  })();
  return { leadId: detail.leadId, text };
}
