import { and, asc, eq, inArray, lte, or, sql, isNull, gt } from "drizzle-orm";
import { dueBy } from "./due-by";
import type { Database } from "../client";
import { smsMessages } from "../schema";
import type { Site } from "@/domain/site/site";

export type NewSms = { recipient: string; body: string; kind: string; dedupeKey?: string; expiresAt?: Date };

/** Queues a text message; with a dedupe key already queued on the site, nothing is written and null comes back. */
export async function queueSms(db: Database, site: Site, sms: NewSms): Promise<string | null> {
  const [row] = await db
    .insert(smsMessages)
    .values({ ...sms, siteId: site.id })
    .onConflictDoNothing({ target: [smsMessages.siteId, smsMessages.dedupeKey] })
    .returning({ id: smsMessages.id });
  return row?.id ?? null;
}

export type ClaimedSms = { id: string; siteId: number; recipient: string; body: string; kind: string; attempts: number; queuedAt: Date };

/**
 * Claims up to `limit` due messages that are still worth sending, like lead deliveries (decision 005): SKIP LOCKED,
 * and the claim pushes `next_attempt_at` a lease ahead so a crashed worker's claim falls due again.
 */
export async function claimDueSms(db: Database, now: Date, limit: number, leaseMs: number): Promise<ClaimedSms[]> {
  const due = db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(and(eq(smsMessages.status, "pending"), dueBy(smsMessages.nextAttemptAt, now), or(isNull(smsMessages.expiresAt), gt(smsMessages.expiresAt, now))))
    .orderBy(asc(smsMessages.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(smsMessages)
    .set({ attempts: sql`${smsMessages.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + Math.max(1, Math.round(leaseMs))) })
    .where(inArray(smsMessages.id, due))
    .returning({ id: smsMessages.id, siteId: smsMessages.siteId, recipient: smsMessages.recipient, body: smsMessages.body, kind: smsMessages.kind, attempts: smsMessages.attempts, queuedAt: smsMessages.createdAt });
}

/** Sent: the body is wiped, so a sign-in code is not kept in the outbox once it has left. */
export async function markSmsSent(db: Database, id: string, providerId: string, now: Date): Promise<void> {
  await db.update(smsMessages).set({ status: "sent", providerId, sentAt: now, body: "", lastError: null }).where(eq(smsMessages.id, id));
}

/** A failed try: due again at `retryAt`, or failed for good (body wiped) when it is null. */
export async function markSmsFailed(db: Database, id: string, error: string, retryAt: Date | null): Promise<void> {
  const lastError = error.slice(0, 1000);
  await db.update(smsMessages).set(retryAt ? { nextAttemptAt: retryAt, lastError } : { status: "failed", body: "", lastError }).where(eq(smsMessages.id, id));
}

/** Pending messages whose time has passed (a code nobody could use any more): never sent, body wiped. */
export async function expireStaleSms(db: Database, now: Date): Promise<number> {
  const expired = await db
    .update(smsMessages)
    .set({ status: "expired", body: "" })
    .where(and(eq(smsMessages.status, "pending"), lte(smsMessages.expiresAt, now)))
    .returning({ id: smsMessages.id });
  return expired.length;
}
