import type { Database } from "@/db/client";
import { changeLeadStatusRow, findLeadInReach } from "@/db/queries/inbox-leads";
import { appendLeadActivity } from "@/db/queries/lead-activity";
import { leadNoteSchema, parseLeadStatusChange } from "@/domain/inbox/lead-status-schema";
import type { LeadStatus } from "@/domain/inbox/lead-status";
import { leadFieldErrors, type LeadFieldErrors } from "@/domain/leads/lead-form-schema";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import type { AuditContext } from "@/db/queries/staff-audit-log";
import { auditLeadAction } from "./lead-audit";

export const STATUS_CONFLICT_MESSAGE = "Someone else changed this lead's status just now. Please look at it again.";

export type StatusChangeOutcome =
  | { kind: "ok"; status: LeadStatus }
  | { kind: "invalid"; errors: LeadFieldErrors }
  | { kind: "conflict"; message: string }
  | { kind: "not_found" };

/**
 * A lead's status changes (issue 33: "new → contacted → appointment → won, or lost with a reason… Every change is
 * timed and logged"). The form is checked against the status read; the row changes only if it is still at it, so
 * of two people changing one lead the second is told. The change, and its note, are logged and audited (one entry)
 * in one transaction; the lead's wait ends (its first answer kept, its reassignment timer stopped).
 */
export async function changeLeadStatus(db: Database, staff: ScopedStaffMember, leadId: string, input: unknown, context: AuditContext): Promise<StatusChangeOutcome> {
  const { now } = context;
  const lead = await findLeadInReach(db, staff, leadId);
  if (!lead) return { kind: "not_found" };
  const parsed = parseLeadStatusChange(lead.status, input);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  const { status, lostReason, note } = parsed.change;
  return db.transaction(async (tx): Promise<StatusChangeOutcome> => {
    if (!(await changeLeadStatusRow(tx, leadId, { from: lead.status, to: status, lostReason, answeredAt: now }))) return { kind: "conflict", message: STATUS_CONFLICT_MESSAGE };
    await appendLeadActivity(tx, lead, { kind: "status_changed", staffId: staff.id, from: lead.status, to: status, lostReason }, now);
    if (note) await appendLeadActivity(tx, lead, { kind: "note_added", staffId: staff.id, note }, now);
    await auditLeadAction(tx, staff, lead, { action: "change_lead_status", from: lead.status, to: status, lostReason, withNote: Boolean(note) }, context);
    return { kind: "ok", status };
  });
}

export type NoteOutcome = { kind: "ok" } | { kind: "invalid"; errors: LeadFieldErrors } | { kind: "not_found" };

/** A note on a lead, at any status, closed ones too; logged and audited. It does not stop the reassignment clock: the shopper still waits. */
export async function addLeadNote(db: Database, staff: ScopedStaffMember, leadId: string, input: unknown, context: AuditContext): Promise<NoteOutcome> {
  const lead = await findLeadInReach(db, staff, leadId);
  if (!lead) return { kind: "not_found" };
  const parsed = leadNoteSchema.safeParse(input);
  if (!parsed.success) return { kind: "invalid", errors: leadFieldErrors(parsed.error) };
  await db.transaction(async (tx) => {
    await appendLeadActivity(tx, lead, { kind: "note_added", staffId: staff.id, note: parsed.data.note }, context.now);
    await auditLeadAction(tx, staff, lead, { action: "add_lead_note" }, context);
  });
  return { kind: "ok" };
}
