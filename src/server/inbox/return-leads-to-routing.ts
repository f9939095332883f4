import type { Database } from "@/db/client";
import { releaseOpenLeadsOf } from "@/db/queries/inbox-leads";
import { appendLeadActivity } from "@/db/queries/lead-activity";
import { wakeJobRunner } from "@/server/jobs/app-job-runner";

/** A lead taken from a deactivated user, for the owners' audit log. */
export type ReturnedLead = { id: string; dealershipId: number };

/**
 * Issue 33: a deactivated user's "open leads go back to routing". In the deactivation's transaction each open lead
 * of theirs is unassigned and logged `unassigned`, and marked unrouted, so the next round routes it again (the
 * runner is woken: at worst the round runs before the commit, and the one after takes them).
 */
export async function returnOpenLeadsToRouting(tx: Database, staffUserId: number, now: Date): Promise<ReturnedLead[]> {
  const released = await releaseOpenLeadsOf(tx, staffUserId);
  for (const lead of released) await appendLeadActivity(tx, lead, { kind: "unassigned", staffId: staffUserId, reason: "deactivated" }, now);
  if (released.length > 0) wakeJobRunner();
  return released;
}
