import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { sites } from "./sites";

/**
 * The outbox of e-mails to shoppers (watchlist alerts, issue 14) and to dealers' staff (invitations, sign-in links): written in the transaction that decides to send
 * one and drained by the delivery worker with the lead e-mail sender (decision 005), claimed with SKIP LOCKED and
 * retried with the same backoff. The row's id is the message's Message-ID and outbox file name, so a resend after a
 * lost acknowledgement is the same message.
 */
export const emailMessages = pgTable(
  "email_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null for a workspace e-mail to staff (decision 030), which belongs to no site. */
    siteId: integer("site_id").references(() => sites.id, { onDelete: "cascade" }),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** watch_alert, email_confirmation, or whatever else e-mails shoppers. */
    kind: text("kind").notNull(),
    /** Queueing the same key twice on a site queues one message. */
    dedupeKey: text("dedupe_key"),
    /** The one-click unsubscribe address (RFC 8058) for the List-Unsubscribe header, if the message has one. */
    unsubscribeUrl: text("unsubscribe_url"),
    /** pending, sent or failed (the retry window ran out) */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [unique("email_messages_site_dedupe_uq").on(t.siteId, t.dedupeKey), index("email_messages_due_idx").on(t.nextAttemptAt).where(sql`status = 'pending'`)],
);
