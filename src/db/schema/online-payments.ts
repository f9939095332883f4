import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { dealerships } from "./dealerships";
import { leads } from "./leads";
import { users } from "./people";
import { sites } from "./sites";

/**
 * A signed-in shopper paying the dealership what they owe (spec 001 §2 /online-payment, decision 025): pending while
 * they are on the provider's hosted page, paid once the provider says so (its webhook or the receipt page reading
 * the session back, whichever comes first; the second finds it paid and changes nothing). The dealer learns of it
 * through the lead intake, with the key `online-payment-<id>`.
 */
export const onlinePayments = pgTable(
  "online_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id").notNull().references(() => dealerships.id),
    userId: integer("user_id").notNull().references(() => users.id),
    /** pending or paid */
    status: text("status").notNull().default("pending"),
    /** The invoice or reference number the shopper is paying, as they typed it. */
    reference: text("reference").notNull(),
    /** AUD cents: an invoice is not whole dollars. */
    amountCents: integer("amount_cents").notNull(),
    note: text("note"),
    provider: text("provider").notNull(),
    providerSessionId: text("provider_session_id").unique(),
    /** The provider's payment id (Stripe PaymentIntent), quoted on the receipt and to the dealer. */
    paymentReference: text("payment_reference"),
    /** The unguessable part of the receipt page's address. */
    receiptToken: text("receipt_token").notNull().unique(),
    name: text("name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    /** The signed-in shopper's mobile (E.164), the one their code was texted to. */
    phone: text("phone").notNull(),
    postcode: text("postcode").notNull(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("online_payments_site_created_idx").on(t.siteId, t.createdAt), index("online_payments_user_idx").on(t.userId)],
);
