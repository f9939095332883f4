import type { Database } from "@/db/client";
import { appendAuditEntry, type AuditContext } from "@/db/queries/staff-audit-log";
import type { LeadAuditRecord } from "@/domain/inbox/lead-audit";
import type { StaffMember } from "@/domain/staff/staff-member";

/**
 * The owners' audit entry for a staff member's change to a lead (decision 044), written with `tx`, the change's own
 * transaction, so an entry exists exactly when its change does. It is filed under the lead's dealership, not the
 * actor's home: the owners of the dealership whose lead it is read it, and a group's owners through their scope.
 */
export async function auditLeadAction(tx: Database, staff: StaffMember, lead: { id: string; dealershipId: number }, record: LeadAuditRecord, context: AuditContext, subjectId: number | null = null): Promise<void> {
  const { action, ...detail } = record;
  await appendAuditEntry(tx, {
    home: { dealershipId: lead.dealershipId, dealerGroupId: null }, actorId: staff.id, action, subjectId, detail: { leadId: lead.id, ...detail },
    clientIp: context.clientIp, at: context.now,
  });
}
