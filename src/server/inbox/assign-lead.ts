import type { Database } from "@/db/client";
import { assignLeadRow, findLeadInReach } from "@/db/queries/inbox-leads";
import { listDealershipStaff } from "@/db/queries/inbox-routing";
import { appendLeadActivity } from "@/db/queries/lead-activity";
import { CLAIM_MESSAGES } from "@/domain/inbox/claim";
import { isClosedStatus } from "@/domain/inbox/lead-status";
import type { LeadFieldErrors } from "@/domain/leads/lead-form-schema";
import { hasPermission } from "@/domain/staff/role-permissions";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import type { AuditContext } from "@/db/queries/staff-audit-log";
import { auditLeadAction } from "./lead-audit";
import { reassignDueAtFor } from "./lead-clock";

export const ASSIGN_MESSAGES = {
  staff: "Please choose a salesperson of this lead's dealership.",
  conflict: "The lead changed hands just now. Please look at it again.",
} as const;

export type AssignOutcome =
  | { kind: "assigned" }
  | { kind: "invalid"; errors: LeadFieldErrors }
  | { kind: "closed" | "conflict"; message: string }
  | { kind: "forbidden" }
  | { kind: "not_found" };

/**
 * A manager moves a lead to a salesperson (issue 33: "manager: routing, reassignment…"): an active salesperson of
 * the lead's dealership (at it, or at its group). Written only while the lead is still with whoever had it when
 * read, so a claim in between is not overwritten; logged `assigned{by: manager}`, which restarts the timer, and audited.
 */
export async function assignLeadTo(db: Database, manager: ScopedStaffMember, leadId: string, staffId: number, context: AuditContext): Promise<AssignOutcome> {
  const { now } = context;
  if (!hasPermission(manager.role, "reassign_leads")) return { kind: "forbidden" };
  const lead = await findLeadInReach(db, manager, leadId);
  if (!lead) return { kind: "not_found" };
  if (isClosedStatus(lead.status)) return { kind: "closed", message: CLAIM_MESSAGES.closed };
  const salespeople = await listDealershipStaff(db, lead.dealershipId, ["salesperson"]);
  if (!salespeople.some((person) => person.id === staffId)) return { kind: "invalid", errors: { staff_id: ASSIGN_MESSAGES.staff } };
  if (lead.assigneeId === staffId) return { kind: "assigned" };
  const dueAt = await reassignDueAtFor(db, leadId, now);
  return db.transaction(async (tx): Promise<AssignOutcome> => {
    if (!(await assignLeadRow(tx, leadId, { staffId, expectedAssignee: lead.assigneeId, now, reassignDueAt: dueAt }))) return { kind: "conflict", message: ASSIGN_MESSAGES.conflict };
    await appendLeadActivity(tx, lead, { kind: "assigned", staffId, by: "manager", actorStaffId: manager.id }, now);
    await auditLeadAction(tx, manager, lead, { action: "assign_lead", fromStaffId: lead.assigneeId }, context, staffId);
    return { kind: "assigned" };
  });
}
