import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { dealerships } from "./dealerships";
import { leads } from "./leads";
import { sites } from "./sites";
import { staffUsers } from "./staff";

/**
 * A lead's conversation with its shopper (issue 33 §Conversations, decision 039): a salesperson's replies (out by SMS
 * or e-mail through the outboxes), the shopper's texts back (Twilio's inbound webhook) and answers on the enquiry's
 * status page. A text from a number with no open lead on the site is kept with no lead (`lead_id` null), never lost.
 */
export const leadMessages = pgTable(
  "lead_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    /** outbound (dealer to shopper) or inbound (shopper to dealer) */
    direction: text("direction").notNull(),
    /** sms, email or status_page */
    channel: text("channel").notNull(),
    body: text("body").notNull(),
    /** The salesperson who wrote an outbound message (staff_users.id). */
    authorStaffId: integer("author_staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** The E.164 number an inbound text came from: how an unmatched one can be matched later. */
    senderPhone: text("sender_phone"),
    /** The provider's id for an inbound message (Twilio's MessageSid): a retried webhook stores it once. */
    providerMessageId: text("provider_message_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("lead_messages_site_provider_uq").on(t.siteId, t.providerMessageId),
    index("lead_messages_lead_created_idx").on(t.leadId, t.createdAt),
    check("lead_messages_direction", sql`${t.direction} in ('outbound', 'inbound')`),
    check("lead_messages_channel", sql`${t.channel} in ('sms', 'email', 'status_page')`),
    // Only a shopper's text can arrive without a lead to join.
    check("lead_messages_unmatched_sms", sql`${t.leadId} is not null or (${t.direction} = 'inbound' and ${t.channel} = 'sms')`),
  ],
);

/** A dealership's quick replies: a named text with `{car}`, `{price}` and `{salesperson}` placeholders. */
export const quickReplyTemplates = pgTable(
  "quick_reply_templates",
  {
    id: serial("id").primaryKey(),
    dealershipId: integer("dealership_id").notNull().references(() => dealerships.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("quick_reply_templates_dealership_title_uq").on(t.dealershipId, t.title)],
);
