import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, unique, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { cars } from "./cars";
import { dealerships } from "./dealerships";
import { sites } from "./sites";
import { staffUsers } from "./staff";

/** An enquiry, test drive, trade-in or other form submission, owned by a site and a dealership. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id").notNull().references(() => dealerships.id),
    carId: integer("car_id").references(() => cars.id, { onDelete: "set null" }),
    /** Which form sent it: enquiry, test_drive, request_photos, trade_in, … */
    form: text("form").notNull().default("enquiry"),
    category: text("category").notNull(),
    subcategory: text("subcategory"),
    /** The analytics event the shopper's browser fires on success (spec 000 §7, 001 §4). */
    eventId: smallint("event_id"),
    source: text("source").notNull().default("Website"),
    url: text("url"),
    userAgent: text("user_agent"),
    name: text("name"),
    lastName: text("last_name"),
    email: text("email"),
    phone: text("phone"),
    /** The phone in E.164 (+61412345678) when it reads as one: how a signed-in shopper's enquiries are found. */
    phoneE164: text("phone_e164"),
    postcode: text("postcode"),
    /** Every submitted field and lead_attributes, as received after validation. */
    payload: jsonb("payload").notNull(),
    /** new, contacted, appointment, won or lost (`src/domain/inbox/lead-status.ts`). */
    status: text("status").notNull().default("new"),
    /** Why a lost lead was lost (`LOST_REASONS`); null unless it is lost. */
    lostReason: text("lost_reason"),
    /** The salesperson who has the lead (issue 33's inbox); null while unassigned, or after they were deactivated. */
    assigneeStaffId: integer("assignee_staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** When the current assignee got it (the latest `assigned` in `lead_activity`). */
    assignedAt: timestamp("assigned_at", { withTimezone: true }),
    /** When the lead's wait first ended (a reply or a status change, from the log): the inbox's "waited" stops here. */
    firstAnsweredAt: timestamp("first_answered_at", { withTimezone: true }),
    /** When the untouched lead falls due for reassignment: a cache of `leadReassignmentDueAt` the worker picks up. */
    reassignDueAt: timestamp("reassign_due_at", { withTimezone: true }),
    /** When routing last placed it (assigned, or left for anyone); null while routing has still to look at it. */
    routedAt: timestamp("routed_at", { withTimezone: true }),
    /** Outside hours: the next opening, when routing looks at it again (and what its row says). */
    routeWaitsUntil: timestamp("route_waits_until", { withTimezone: true }),
    suspectedSpam: boolean("suspected_spam").notNull().default(false),
    /** honeypot or rate_limit: why the lead was flagged (it is stored and listed to the dealer's CRM, never pushed). */
    spamReason: text("spam_reason"),
    /** Which enquiry this is (`leadRepeatKey`: contact, form, car or dealership); null on leads from before issue 30. */
    repeatKey: text("repeat_key"),
    /** The first lead of this one's group when it repeats it (the same enquiry within 24 hours): kept, not pushed itself. */
    repeatOf: uuid("repeat_of").references((): AnyPgColumn => leads.id, { onDelete: "set null" }),
    /** On a group's first lead: how many times the enquiry came, itself included. */
    receivedCount: integer("received_count").notNull().default(1),
    /** On a group's first lead: when its latest repeat came (null while none has). */
    lastReceivedAt: timestamp("last_received_at", { withTimezone: true }),
    /** Sent by a test run (X-Forecourt-Test-Traffic, decision 008): kept, never delivered or listed to dealers. */
    testTraffic: boolean("test_traffic").notNull().default(false),
    clientIp: text("client_ip"),
    idempotencyKey: text("idempotency_key"),
    requestHash: text("request_hash"),
    /** The ADF 1.0 document, built once at intake so every channel delivers the same text. */
    adf: text("adf").notNull().default(""),
    /** The unguessable part of the shopper's status page address (`/enquiries/{token}`); null on leads from before it existed. */
    statusToken: text("status_token").unique(),
    /** When the dealer's CRM first collected the lead from `GET /api/dealer/leads` (the status page's 'opened'). */
    collectedAt: timestamp("collected_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("leads_site_idempotency_uq").on(t.siteId, t.idempotencyKey),
    index("leads_dealership_created_idx").on(t.dealershipId, t.createdAt),
    // The inbox lists newest first across a group's dealerships: walked from the newest, not sorted (decision 040).
    index("leads_created_id_idx").on(t.createdAt, t.id),
    // The inbox's search by phone, across a staff member's dealerships (the site-scoped index needs the site).
    index("leads_phone_idx").on(t.phoneE164),
    // The inbox's search by name and e-mail, ILIKE '%text%', on trigrams (pg_trgm, decision 043): the expressions are
    // the query's own (`searchCondition` in src/db/queries/inbox-list.ts), since an expression index serves only its match.
    index("leads_name_trgm_idx").using("gin", sql`(coalesce(${t.name}, '') || ' ' || coalesce(${t.lastName}, '')) gin_trgm_ops`),
    index("leads_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    // The same search's stock number and VIN, when the lead's car is gone or was never in stock (its form's copy).
    index("leads_vehicle_stocknum_idx").on(sql`lower(${t.payload}->'vehicle'->>'stocknum')`),
    index("leads_vehicle_vin_idx").on(sql`lower(${t.payload}->'vehicle'->>'vin')`),
    index("leads_car_idx").on(t.carId),
    index("leads_dealership_status_created_idx").on(t.dealershipId, t.status, t.createdAt),
    index("leads_assignee_created_idx").on(t.assigneeStaffId, t.createdAt).where(sql`assignee_staff_id is not null`),
    index("leads_routing_due_idx").on(t.createdAt).where(sql`assignee_staff_id is null and (routed_at is null or route_waits_until is not null) and repeat_of is null and test_traffic = false and suspected_spam = false`),
    index("leads_reassign_due_idx").on(t.reassignDueAt).where(sql`reassign_due_at is not null`),
    index("leads_site_created_idx").on(t.siteId, t.createdAt),
    index("leads_site_ip_created_idx").on(t.siteId, t.clientIp, t.createdAt),
    index("leads_site_phone_idx").on(t.siteId, t.phoneE164),
    index("leads_repeat_group_idx").on(t.siteId, t.repeatKey, t.createdAt).where(sql`repeat_of is null`),
    index("leads_repeat_of_idx").on(t.repeatOf).where(sql`repeat_of is not null`),
  ],
);

/**
 * A follow-up on a lead (spec 000 §7): a valuation adjustment, a rego lookup or an offer acceptance, sent
 * with the lead call's shape. Delivered to the dealer like the lead, through the same outbox.
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").notNull().references(() => leads.id, { onDelete: "cascade" }),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    /** valuation_adjustment, rego_lookup or offer_accepted */
    kind: text("kind").notNull(),
    /** The validated follow-up as received. */
    data: jsonb("data").notNull(),
    /** An ADF 1.0 document repeating the prospect with the follow-up in its comments, built at intake. */
    adf: text("adf").notNull(),
    idempotencyKey: text("idempotency_key"),
    requestHash: text("request_hash"),
    /** Sent by a test run, or on a lead that was: kept, never delivered. */
    testTraffic: boolean("test_traffic").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("lead_events_site_idempotency_uq").on(t.siteId, t.idempotencyKey), index("lead_events_lead_created_idx").on(t.leadId, t.createdAt)],
);

/**
 * The transactional outbox: one row per lead (or follow-up) and push channel, written in the lead's
 * transaction. Its id is the stable delivery id receivers de-duplicate on (decision 005).
 */
export const leadDeliveries = pgTable(
  "lead_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").notNull().references(() => leads.id, { onDelete: "cascade" }),
    /** Set when the row delivers a follow-up rather than the lead itself. */
    eventId: uuid("event_id").references(() => leadEvents.id, { onDelete: "cascade" }),
    /** email or webhook */
    channel: text("channel").notNull(),
    /** The digest of the lead's repeats (issue 30): at most one per lead and channel, sent after a quiet period. */
    repeatDigest: boolean("repeat_digest").notNull().default(false),
    /** The address or URL at queue time, so a later settings change cannot redirect an old lead. */
    target: text("target").notNull(),
    /** pending, delivered or failed (gave up after the retry window) */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When it is next due; a claim pushes it forward by the lease, so a crashed worker's claim expires. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    unique("lead_deliveries_lead_channel_uq").on(t.leadId, t.channel, t.eventId, t.repeatDigest).nullsNotDistinct(),
    index("lead_deliveries_due_idx").on(t.nextAttemptAt).where(sql`status = 'pending'`),
  ],
);

/** Keys CRMs use to pull a dealership's leads; only a SHA-256 hash of the key is stored. */
export const dealerApiKeys = pgTable("dealer_api_keys", {
  id: serial("id").primaryKey(),
  dealershipId: integer("dealership_id").notNull().references(() => dealerships.id, { onDelete: "cascade" }),
  keyHash: text("key_hash").notNull().unique(),
  /** The key's first characters, to tell keys apart in listings and logs. */
  keyPrefix: text("key_prefix").notNull(),
  label: text("label").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

/** A dealership's optional webhook: each lead is POSTed there, signed with HMAC-SHA256 of the secret. */
export const dealerWebhooks = pgTable("dealer_webhooks", {
  dealershipId: integer("dealership_id").primaryKey().references(() => dealerships.id, { onDelete: "cascade" }),
  url: text("url").notNull(),
  secret: text("secret").notNull(),
  enabled: boolean("enabled").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
