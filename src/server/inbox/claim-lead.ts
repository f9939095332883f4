import type { Database } from "@/db/client";
import { claimLeadRow, findLeadInReach, findLeadState } from "@/db/queries/inbox-leads";
import { appendLeadActivity } from "@/db/queries/lead-activity";
import { CLAIM_MESSAGES, claimDecision } from "@/domain/inbox/claim";
import { isClosedStatus } from "@/domain/inbox/lead-status";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import type { AuditContext } from "@/db/queries/staff-audit-log";
import { auditLeadAction } from "./lead-audit";
import { reassignDueAtFor } from "./lead-clock";

export type ClaimOutcome = { kind: "claimed" } | { kind: "taken" | "closed"; message: string } | { kind: "not_found" };

const refusal = (reason: "taken" | "closed"): ClaimOutcome => ({ kind: reason, message: CLAIM_MESSAGES[reason] });

/**
 * A staff member takes a lead (issue 33: "Two salespeople claiming the same lead at the same moment: exactly one
 * wins, and the other is told"). Out of reach (another dealership, a colleague's lead for a salesperson, any lead
 * for marketing): not found. The rule is read first for the answer, then applied again as the write's condition,
 * which settles a race; the winner's assignment is logged and audited, and starts the reassignment clock.
 */
export async function claimLead(db: Database, staff: ScopedStaffMember, leadId: string, context: AuditContext): Promise<ClaimOutcome> {
  const { now } = context;
  const lead = await findLeadInReach(db, staff, leadId);
  if (!lead) return { kind: "not_found" };
  const decision = claimDecision({ assigneeId: lead.assigneeId === null ? null : String(lead.assigneeId), status: lead.status }, String(staff.id));
  if (!decision.ok) return refusal(decision.reason);
  if (decision.alreadyYours) return { kind: "claimed" };
  const dueAt = await reassignDueAtFor(db, leadId, now);
  const won = await db.transaction(async (tx) => {
    if (!(await claimLeadRow(tx, leadId, staff.id, now, dueAt))) return false;
    await appendLeadActivity(tx, lead, { kind: "assigned", staffId: staff.id, by: "claim", actorStaffId: staff.id }, now);
    await auditLeadAction(tx, staff, lead, { action: "claim_lead" }, context);
    return true;
  });
  if (won) return { kind: "claimed" };
  const after = await findLeadState(db, leadId);
  if (after?.assigneeId === staff.id) return { kind: "claimed" };
  return refusal(after && isClosedStatus(after.status) ? "closed" : "taken");
}
