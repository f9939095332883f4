import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { cars } from "./cars";
import { dealerships } from "./dealerships";
import { sites } from "./sites";

/** A shopper who signed in on one site (watchlist); identified by phone. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    name: text("name"),
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("users_site_phone_uq").on(t.siteId, t.phone)],
);

export const watchlistEntries = pgTable(
  "watchlist_entries",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    carId: integer("car_id").notNull().references(() => cars.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("watchlist_user_car_uq").on(t.userId, t.carId), index("watchlist_site_idx").on(t.siteId)],
);

/** An enquiry, test drive, trade-in or other form submission, owned by a site and a dealership. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id").notNull().references(() => dealerships.id),
    carId: integer("car_id").references(() => cars.id, { onDelete: "set null" }),
    category: text("category").notNull(),
    subcategory: text("subcategory"),
    eventId: smallint("event_id"),
    source: text("source").notNull().default("Website"),
    url: text("url"),
    userAgent: text("user_agent"),
    name: text("name"),
    lastName: text("last_name"),
    email: text("email"),
    phone: text("phone"),
    postcode: text("postcode"),
    /** Every submitted field and lead_attributes, as received after validation. */
    payload: jsonb("payload").notNull(),
    status: text("status").notNull().default("new"),
    suspectedSpam: boolean("suspected_spam").notNull().default(false),
    idempotencyKey: text("idempotency_key"),
    requestHash: text("request_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("leads_site_idempotency_uq").on(t.siteId, t.idempotencyKey),
    index("leads_dealership_created_idx").on(t.dealershipId, t.createdAt),
    index("leads_site_created_idx").on(t.siteId, t.createdAt),
  ],
);
