import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { cars } from "./cars";
import { dealerships } from "./dealerships";
import { leads } from "./leads";
import { sites } from "./sites";

/**
 * A reservation deposit (issue 18, spec 001 §9): pending while the shopper pays, reserved for 48 hours once paid,
 * then lapsed (and refunded) or converted by a sale. A payment that cannot hold the car (sold, or held by another
 * shopper) becomes refund_due and is refunded at once. At most one reservation per car is `reserved`: the partial
 * unique index decides a race between two payments.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id").notNull().references(() => dealerships.id),
    carId: integer("car_id").notNull().references(() => cars.id, { onDelete: "cascade" }),
    /** pending, reserved, refund_due, lapsed, refunded, converted */
    status: text("status").notNull().default("pending"),
    /** Whole dollars. */
    amount: integer("amount").notNull(),
    provider: text("provider").notNull(),
    providerSessionId: text("provider_session_id").unique(),
    /** The provider's payment id (Stripe PaymentIntent), the reference the dealer and the receipt quote. */
    paymentReference: text("payment_reference"),
    /** The unguessable part of the receipt page's address. */
    receiptToken: text("receipt_token").notNull().unique(),
    /** The receipt page's full address on the site's host, for the e-mail the worker sends later. */
    receiptUrl: text("receipt_url").notNull(),
    name: text("name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    postcode: text("postcode").notNull(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    heldUntil: timestamp("held_until", { withTimezone: true }),
    /** Why a paid deposit is (being) refunded: lapsed, car_sold, held_by_another. */
    refundReason: text("refund_reason"),
    refundId: text("refund_id"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reservations_one_held_per_car_uq").on(t.carId).where(sql`status = 'reserved'`),
    index("reservations_site_created_idx").on(t.siteId, t.createdAt),
  ],
);

/**
 * Scheduled work on a reservation, drained by the delivery worker like the lead outbox (decision 005): the lapse
 * at the end of the hold, the refund, the shopper's receipt e-mail. One row per reservation and kind, so queueing
 * twice is a no-op; each step checks the reservation's state, so running twice is too.
 */
export const reservationJobs = pgTable(
  "reservation_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id").notNull().references(() => reservations.id, { onDelete: "cascade" }),
    /** lapse, refund or receipt_email */
    kind: text("kind").notNull(),
    /** pending, done or failed */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("reservation_jobs_kind_uq").on(t.reservationId, t.kind), index("reservation_jobs_due_idx").on(t.runAt).where(sql`status = 'pending'`)],
);
