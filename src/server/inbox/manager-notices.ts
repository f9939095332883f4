import type { Database } from "@/db/client";
import { findNoticeSubject, listDealershipStaff } from "@/db/queries/inbox-routing";
import { queueStaffEmail } from "@/db/queries/staff-emails";
import { managerNoticeEmail, type ManagerNotice } from "@/domain/inbox/manager-notice";
import { workspaceOrigin } from "@/server/tenancy/workspace-origin";
import { workspaceLeadPath } from "@/domain/inbox/workspace-lead-path";

/** A lead's page as an e-mail links to it: on the workspace host. */
export const workspaceLeadUrl = (leadId: string) => `${workspaceOrigin()}${workspaceLeadPath(leadId)}`;

/**
 * Tells the lead's dealership's managers and owners, by e-mail through the outbox (in the caller's transaction, so
 * one notice goes per reassignment). Staff accounts hold no phone number, so there is no SMS to send.
 */
export async function tellManagers(db: Database, lead: { id: string; dealershipId: number }, notice: ManagerNotice): Promise<number> {
  const [managers, subject] = await Promise.all([listDealershipStaff(db, lead.dealershipId, ["manager", "owner"]), findNoticeSubject(db, lead.id)]);
  if (!subject) return 0;
  const email = managerNoticeEmail(notice, { ...subject, leadUrl: workspaceLeadUrl(lead.id) });
  for (const manager of managers) await queueStaffEmail(db, { recipient: manager.email, kind: `inbox_${notice.kind}`, ...email });
  return managers.length;
}
