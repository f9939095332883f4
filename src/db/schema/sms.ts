import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { sites } from "./sites";

/**
 * The SMS outbox (issue 14, decision 020): every text message is written here first, in the transaction that
 * decided to send it, and drained by the delivery worker like lead deliveries (decision 005): claimed with
 * SKIP LOCKED, retried with backoff, never lost. A message past `expires_at` (a sign-in code past its 10 minutes)
 * is not sent; the body of a message that has left the outbox is wiped, so no code outlives its send.
 */
export const smsMessages = pgTable(
  "sms_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    /** E.164 */
    recipient: text("recipient").notNull(),
    body: text("body").notNull(),
    /** sign_in_code, or what else sends texts (alerts). */
    kind: text("kind").notNull(),
    /** Queueing the same key twice on a site queues one message (idempotent senders such as alerts). */
    dedupeKey: text("dedupe_key"),
    /** pending, sent, expired (not sent in time) or failed (refused, or the retry window ran out) */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** The provider's message id (a Twilio SID, the outbox file name). */
    providerId: text("provider_id"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [unique("sms_messages_site_dedupe_uq").on(t.siteId, t.dedupeKey), index("sms_messages_due_idx").on(t.nextAttemptAt).where(sql`status = 'pending'`)],
);
