import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../client";
import { dealerWebhooks, leadDeliveries, leads, sites } from "../schema";
import type { LeadRecord } from "@/domain/leads/lead-record";
import { leadRecordColumns, toLeadRecord } from "./lead-records";

export type DeliveryChannel = "email" | "webhook";

/** A claimed outbox row with the lead it carries. `id` is the stable delivery id. */
export type ClaimedDelivery = {
  id: string;
  channel: DeliveryChannel;
  target: string;
  attempts: number;
  queuedAt: Date;
  lead: LeadRecord & { siteName: string };
  webhookSecret: string | null;
};

/**
 * Claims up to `limit` due deliveries with one UPDATE whose subquery skips rows another worker holds
 * (FOR UPDATE SKIP LOCKED, on PostgreSQL and PGlite alike). The claim moves `next_attempt_at` a lease
 * ahead, so a worker that dies mid-send lets the row fall due again: at-least-once, never lost.
 */
export async function claimDueDeliveries(db: Database, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const due = db
    .select({ id: leadDeliveries.id })
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.status, "pending"), lte(leadDeliveries.nextAttemptAt, sql`now()`)))
    .orderBy(asc(leadDeliveries.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(leadDeliveries)
    .set({ attempts: sql`${leadDeliveries.attempts} + 1`, nextAttemptAt: sql`now() + ${`${Math.max(1, Math.round(leaseMs))} milliseconds`}::interval` })
    .where(inArray(leadDeliveries.id, due))
    .returning({ id: leadDeliveries.id, leadId: leadDeliveries.leadId, channel: leadDeliveries.channel, target: leadDeliveries.target, attempts: leadDeliveries.attempts, queuedAt: leadDeliveries.createdAt });
  if (claimed.length === 0) return [];
  const rows = await db
    .select({ ...leadRecordColumns, webhookSecret: dealerWebhooks.secret })
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .leftJoin(dealerWebhooks, eq(dealerWebhooks.dealershipId, leads.dealershipId))
    .where(inArray(leads.id, claimed.map((c) => c.leadId)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return claimed.flatMap((c) => {
    const row = byId.get(c.leadId);
    if (!row) return [];
    const { webhookSecret, ...lead } = row;
    return [{ id: c.id, channel: c.channel as DeliveryChannel, target: c.target, attempts: c.attempts, queuedAt: c.queuedAt, lead: toLeadRecord(lead), webhookSecret }];
  });
}

export async function markDeliveryDelivered(db: Database, deliveryId: string): Promise<void> {
  await db.update(leadDeliveries).set({ status: "delivered", deliveredAt: sql`now()`, lastError: null }).where(eq(leadDeliveries.id, deliveryId));
}

/** Records a failed attempt: due again at `retryAt`, or failed for good when the retry window is over. */
export async function markDeliveryFailed(db: Database, deliveryId: string, error: string, retryAt: Date | null): Promise<void> {
  const lastError = error.slice(0, 1000);
  const change = retryAt ? { nextAttemptAt: retryAt, lastError } : { status: "failed", lastError };
  await db.update(leadDeliveries).set(change).where(eq(leadDeliveries.id, deliveryId));
}

/** Counts of outbox rows by status (health checks, tests, the reliability report). */
export async function countDeliveriesByStatus(db: Database): Promise<Record<string, number>> {
  const rows = await db.select({ status: leadDeliveries.status, n: sql<number>`count(*)::int` }).from(leadDeliveries).groupBy(leadDeliveries.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
