import type { Database } from "@/db/client";
import { findLeadInReach } from "@/db/queries/inbox-leads";
import { listLeadActivity } from "@/db/queries/lead-activity";
import type { LeadEvent } from "@/domain/inbox/lead-events";
import { timelineText } from "@/domain/inbox/timeline-text";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";

export type TimelineEntry = {
  id: string; at: Date; kind: LeadEvent["kind"];
  /** Whom it is about (the assignee, the author) and who did it, when someone did. */
  staffName: string | null; actorName: string | null;
  text: string;
  /** A note's words (the shopper's page never shows them; escape when rendering). */
  note: string | null;
};

/** A lead's log for its page (who, what, when), oldest first; null when the lead is out of the staff member's reach. */
export async function leadTimeline(db: Database, staff: ScopedStaffMember, leadId: string): Promise<TimelineEntry[] | null> {
  if (!(await findLeadInReach(db, staff, leadId))) return null;
  const rows = await listLeadActivity(db, leadId);
  return rows.map((row) => ({
    id: row.id, at: row.at, kind: row.kind, staffName: row.staffName, actorName: row.actorName,
    text: timelineText(row),
    note: typeof row.detail.note === "string" ? row.detail.note : null,
  }));
}
