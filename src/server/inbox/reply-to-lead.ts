import type { Database } from "@/db/client";
import { findLeadInReach, markLeadAnswered } from "@/db/queries/inbox-leads";
import { appendLeadActivity } from "@/db/queries/lead-activity";
import { loadSites } from "@/db/queries/sites";
import type { Site } from "@/domain/site/site";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { sendReply, type SendReplyResult } from "@/server/conversations/send-reply";
import { wakeJobRunner } from "@/server/jobs/app-job-runner";
import type { AuditContext } from "@/db/queries/staff-audit-log";
import { auditLeadAction } from "./lead-audit";

export type LeadReplyInput = { body: unknown; channel: unknown };

/**
 * A reply from the lead's page (issue 33 §Conversations) by someone whose reach covers the lead: `sendReply` keeps
 * it in the thread and queues it in the outbox; in the same transaction (`sendReply`'s own becomes a savepoint) the
 * log gets `replied`, the owners' audit log its entry, and the lead's wait ends. `site` is the lead's site when the
 * caller has it; otherwise it is read. The outbox's worker is woken after the commit.
 */
export async function replyToLead(db: Database, staff: ScopedStaffMember, site: Site | undefined, leadId: string, input: LeadReplyInput, context: AuditContext): Promise<SendReplyResult> {
  const { now } = context;
  const lead = await findLeadInReach(db, staff, leadId);
  if (!lead) return { kind: "not_found" };
  const leadSite = site ?? (await loadSites(db, [lead.siteId]))[0];
  if (!leadSite || leadSite.id !== lead.siteId) return { kind: "not_found" };
  const result = await db.transaction(async (tx) => {
    const sent = await sendReply(tx, leadSite, { leadId, staffId: staff.id, body: input.body, channel: input.channel }, { now });
    if (sent.kind === "sent") {
      const channel = input.channel === "sms" ? "sms" : "email";
      await appendLeadActivity(tx, lead, { kind: "replied", staffId: staff.id, channel }, now);
      await auditLeadAction(tx, staff, lead, { action: "reply_to_lead", channel }, context);
      await markLeadAnswered(tx, leadId, now);
    }
    return sent;
  });
  if (result.kind === "sent") wakeJobRunner();
  return result;
}
