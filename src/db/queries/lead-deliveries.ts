import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../client";
import { dealerWebhooks, leadDeliveries, leadEvents, leads, sites } from "../schema";
import type { LeadFollowUp } from "@/domain/leads/lead-follow-up";
import type { LeadRecord } from "@/domain/leads/lead-record";
import { leadRecordColumns, toLeadRecord } from "./lead-records";

export type DeliveryChannel = "email" | "webhook";

/** A follow-up on the lead (spec 000 §7) that a delivery carries instead of the lead itself. */
export type DeliveredFollowUp = { id: string; details: LeadFollowUp; adf: string; createdAt: Date };

/** A claimed outbox row with the lead it carries (and the follow-up, if that is what it delivers). `id` is the stable delivery id. */
export type ClaimedDelivery = {
  id: string;
  channel: DeliveryChannel;
  target: string;
  attempts: number;
  queuedAt: Date;
  lead: LeadRecord & { siteName: string };
  followUp: DeliveredFollowUp | null;
  /** The digest of the lead's repeats rather than the lead itself (issue 30). */
  repeatDigest: boolean;
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
    .returning({
      id: leadDeliveries.id, leadId: leadDeliveries.leadId, eventId: leadDeliveries.eventId, repeatDigest: leadDeliveries.repeatDigest, channel: leadDeliveries.channel,
      target: leadDeliveries.target, attempts: leadDeliveries.attempts, queuedAt: leadDeliveries.createdAt,
    });
  if (claimed.length === 0) return [];
  const rows = await db
    .select({ ...leadRecordColumns, webhookSecret: dealerWebhooks.secret })
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .leftJoin(dealerWebhooks, eq(dealerWebhooks.dealershipId, leads.dealershipId))
    .where(inArray(leads.id, claimed.map((c) => c.leadId)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const eventIds = claimed.flatMap((c) => (c.eventId ? [c.eventId] : []));
  const events = eventIds.length === 0
    ? []
    : await db.select({ id: leadEvents.id, data: leadEvents.data, adf: leadEvents.adf, createdAt: leadEvents.createdAt }).from(leadEvents).where(inArray(leadEvents.id, eventIds));
  // The data column holds what intake validated.
  const eventById = new Map(events.map(({ data, ...e }) => [e.id, { ...e, details: data as LeadFollowUp }]));
  return claimed.flatMap((c) => {
    const row = byId.get(c.leadId);
    const followUp = c.eventId ? eventById.get(c.eventId) : null;
    if (!row || followUp === undefined) return [];
    const { webhookSecret, ...lead } = row;
    return [{ id: c.id, channel: c.channel as DeliveryChannel, target: c.target, attempts: c.attempts, queuedAt: c.queuedAt, lead: toLeadRecord(lead), followUp, repeatDigest: c.repeatDigest, webhookSecret }];
  });
}

export async function markDeliveryDelivered(db: Database, deliveryId: string): Promise<void> {
  await db.update(leadDeliveries).set({ status: "delivered", deliveredAt: sql`now()`, lastError: null }).where(eq(leadDeliveries.id, deliveryId));
}

/** Gives claimed deliveries back before their lease ends (a worker stopping mid-send): due now for any worker. */
export async function releaseDeliveries(db: Database, deliveryIds: readonly string[]): Promise<void> {
  if (deliveryIds.length === 0) return;
  await db.update(leadDeliveries).set({ nextAttemptAt: sql`now()` }).where(and(inArray(leadDeliveries.id, [...deliveryIds]), eq(leadDeliveries.status, "pending")));
}

/** Records a failed attempt: due again at `retryAt`, or failed for good when the retry window is over. */
export async function markDeliveryFailed(db: Database, deliveryId: string, error: string, retryAt: Date | null): Promise<void> {
  const lastError = error.slice(0, 1000);
  const change = retryAt ? { nextAttemptAt: retryAt, lastError } : { status: "failed", lastError };
  await db.update(leadDeliveries).set(change).where(eq(leadDeliveries.id, deliveryId));
}

export type OutboxBacklog = { pending: number; oldestPendingSeconds: number };

/** The undelivered outbox: how many deliveries wait, and for how long the oldest has (0 when none do). */
export async function outboxBacklog(db: Database): Promise<OutboxBacklog> {
  const [row] = await db
    .select({ pending: sql<number>`count(*)::int`, oldest: sql<number>`coalesce(extract(epoch from now() - min(${leadDeliveries.createdAt})), 0)::float8` })
    .from(leadDeliveries)
    .where(eq(leadDeliveries.status, "pending"));
  return { pending: Number(row?.pending ?? 0), oldestPendingSeconds: Number(row?.oldest ?? 0) };
}
