import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { dueBy } from "./due-by";
import type { Database } from "../client";
import { emailMessages } from "../schema";
import type { Site } from "@/domain/site/site";

export type NewEmail = { recipient: string; subject: string; body: string; kind: string; dedupeKey?: string; unsubscribeUrl?: string };

/** Queues an e-mail to a shopper; with a dedupe key already queued on the site, nothing is written and null comes back. */
export async function queueEmail(db: Database, site: Site, email: NewEmail): Promise<string | null> {
  const [row] = await db
    .insert(emailMessages)
    .values({ ...email, siteId: site.id })
    .onConflictDoNothing({ target: [emailMessages.siteId, emailMessages.dedupeKey] })
    .returning({ id: emailMessages.id });
  return row?.id ?? null;
}

export type ClaimedEmail = { id: string; recipient: string; subject: string; body: string; kind: string; unsubscribeUrl: string | null; attempts: number; queuedAt: Date };

/**
 * Claims up to `limit` due e-mails like lead deliveries (decision 005): SKIP LOCKED, and the claim pushes
 * `next_attempt_at` a lease ahead so a crashed worker's claim falls due again (and is sent again with the same id).
 */
export async function claimDueEmails(db: Database, now: Date, limit: number, leaseMs: number): Promise<ClaimedEmail[]> {
  const due = db
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(and(eq(emailMessages.status, "pending"), dueBy(emailMessages.nextAttemptAt, now)))
    .orderBy(asc(emailMessages.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(emailMessages)
    .set({ attempts: sql`${emailMessages.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + Math.max(1, Math.round(leaseMs))) })
    .where(inArray(emailMessages.id, due))
    .returning({
      id: emailMessages.id, recipient: emailMessages.recipient, subject: emailMessages.subject, body: emailMessages.body, kind: emailMessages.kind,
      unsubscribeUrl: emailMessages.unsubscribeUrl, attempts: emailMessages.attempts, queuedAt: emailMessages.createdAt,
    });
}

export async function markEmailSent(db: Database, id: string, now: Date): Promise<void> {
  await db.update(emailMessages).set({ status: "sent", sentAt: now, lastError: null }).where(eq(emailMessages.id, id));
}

/** A failed try: due again at `retryAt`, or failed for good when it is null. */
export async function markEmailFailed(db: Database, id: string, error: string, retryAt: Date | null): Promise<void> {
  const lastError = error.slice(0, 1000);
  await db.update(emailMessages).set(retryAt ? { nextAttemptAt: retryAt, lastError } : { status: "failed", lastError }).where(eq(emailMessages.id, id));
}
