import { and, asc, gt, inArray, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { leads } from "../schema";
import type { LeadNotice, LiveScope } from "@/domain/live/lead-notice";

export type LiveLead = LeadNotice & { createdAt: Date };

/**
 * The new leads (not repeats) of a live stream's scope created after `since`, oldest first, at most `limit`: what a
 * stream missed while it or its node's listener was away (decision 033). Scoped by dealership, as the staff are,
 * and by site when the scope names sites. Reads the primary: a standby may not have the lead yet.
 */
export async function listLiveLeadsSince(db: Database, scope: LiveScope, since: Date, limit: number): Promise<LiveLead[]> {
  if (scope.dealershipIds.length === 0 || scope.siteIds?.length === 0) return [];
  const rows = await db
    .select({ site: leads.siteId, dealership: leads.dealershipId, lead: leads.id, createdAt: leads.createdAt })
    .from(leads)
    .where(and(
      inArray(leads.dealershipId, [...scope.dealershipIds]),
      scope.siteIds ? inArray(leads.siteId, [...scope.siteIds]) : undefined,
      gt(leads.createdAt, since),
      isNull(leads.repeatOf),
    ))
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(limit);
  return rows;
}
