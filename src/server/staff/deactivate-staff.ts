import type { Database } from "@/db/client";
import { appendAuditEntry, type AuditContext } from "@/db/queries/staff-audit-log";
import { endStaffUserSessions } from "@/db/queries/staff-sessions";
import { deactivateStaffUserInScope } from "@/db/queries/staff-users";
import { hasPermission } from "@/domain/staff/role-permissions";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { auditLeadAction } from "@/server/inbox/lead-audit";
import { returnOpenLeadsToRouting, type ReturnedLead } from "@/server/inbox/return-leads-to-routing";

/** What else happens when a user is deactivated. Issue 33: "their open leads go back to routing" (the inbox's); it answers the leads it took from them. */
export type OnDeactivated = (tx: Database, staffUserId: number, now: Date) => Promise<ReturnedLead[]>;

export type DeactivateOutcome = { kind: "deactivated"; sessionsEnded: number } | { kind: "forbidden" } | { kind: "not_found" } | { kind: "self" };

/**
 * An owner deactivates a user in their scope: at once, every session of theirs ends too. Audited: the deactivation,
 * and each lead it returned to routing, filed under that lead's dealership as the owner's other lead actions are.
 */
export async function deactivateStaff(db: Database, owner: ScopedStaffMember, staffUserId: number, context: AuditContext, onDeactivated: OnDeactivated = returnOpenLeadsToRouting): Promise<DeactivateOutcome> {
  if (!hasPermission(owner.role, "manage_users")) return { kind: "forbidden" };
  if (staffUserId === owner.id) return { kind: "self" };
  return db.transaction(async (tx): Promise<DeactivateOutcome> => {
    if (!(await deactivateStaffUserInScope(tx, owner.scope, staffUserId, context.now))) return { kind: "not_found" };
    const sessionsEnded = await endStaffUserSessions(tx, staffUserId, context.now);
    const returned = await onDeactivated(tx, staffUserId, context.now);
    await appendAuditEntry(tx, { home: owner.home, actorId: owner.id, action: "deactivate", subjectId: staffUserId, detail: { sessionsEnded, leadsReturned: returned.length }, clientIp: context.clientIp, at: context.now });
    for (const lead of returned) await auditLeadAction(tx, owner, lead, { action: "return_lead_to_routing" }, context, staffUserId);
    return { kind: "deactivated", sessionsEnded };
  });
}
