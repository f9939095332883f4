import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import { leadDeliveries, leads } from "../schema";
import { repeatDigestDueAt, repeatWindowStart } from "@/domain/leads/lead-repeat";

/** The lead a new one repeats, as intake needs it. */
export type RepeatGroupLead = { id: string; createdAt: Date };

/**
 * Holds, until the transaction ends, the lock that serialises intake of one enquiry (`leadRepeatKey`) on one site,
 * so of any number of identical leads sent at once exactly one finds no group and becomes its first lead.
 */
export async function lockRepeatGroup(tx: Database, siteId: number, repeatKey: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`lead-repeat:${siteId}:${repeatKey}`}, 0))`);
}

/**
 * The first lead of the open group a new lead joins: the same enquiry on this site, first received within the
 * window before `now`, of the same kind of traffic. An unflagged lead never joins a lead flagged as spam (that one
 * was never pushed, so the dealer would not hear of it); a flagged lead prefers an unflagged group.
 */
export async function findRepeatGroupLead(tx: Database, lead: { siteId: number; repeatKey: string; createdAt: Date; suspectedSpam: boolean; testTraffic: boolean }): Promise<RepeatGroupLead | null> {
  const [row] = await tx
    .select({ id: leads.id, createdAt: leads.createdAt })
    .from(leads)
    .where(and(
      eq(leads.siteId, lead.siteId), eq(leads.repeatKey, lead.repeatKey), isNull(leads.repeatOf), eq(leads.testTraffic, lead.testTraffic),
      gt(leads.createdAt, repeatWindowStart(lead.createdAt)), lead.suspectedSpam ? undefined : eq(leads.suspectedSpam, false),
    ))
    .orderBy(asc(leads.suspectedSpam), asc(leads.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Counts a repeat on its group's first lead and queues (or moves on) the group's digest: one row per channel the
 * first lead was pushed on, unique per lead and channel, due after the quiet period. A digest already claimed by a
 * worker, sent or given up is left alone, so a group never gets a second one. Nothing is queued for a first lead
 * that was not pushed (flagged as spam, or test traffic).
 */
export async function recordRepeat(tx: Database, first: RepeatGroupLead, at: Date): Promise<void> {
  await tx
    .update(leads)
    .set({ receivedCount: sql`${leads.receivedCount} + 1`, lastReceivedAt: sql`greatest(${leads.lastReceivedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(leads.id, first.id));
  const dueAt = repeatDigestDueAt(first.createdAt, at).toISOString();
  await tx.execute(sql`
    insert into ${leadDeliveries} (lead_id, channel, target, repeat_digest, next_attempt_at)
    select lead_id, channel, target, true, ${dueAt}::timestamptz from ${leadDeliveries}
    where lead_id = ${first.id} and event_id is null and repeat_digest = false
    on conflict on constraint lead_deliveries_lead_channel_uq do update set next_attempt_at = excluded.next_attempt_at
    where ${leadDeliveries}.status = 'pending' and ${leadDeliveries}.attempts = 0`);
}
