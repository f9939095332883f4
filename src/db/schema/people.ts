import { index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { cars } from "./cars";
import { sites } from "./sites";

/** A shopper who signed in on one site (watchlist); identified by phone. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    name: text("name"),
    /** The address watchlist alerts also go to once confirmed (`email_confirmed_at`); unconfirmed when given or changed. */
    email: text("email"),
    /** When the shopper confirmed `email` by its e-mailed link; null until then, and for addresses given before migration 0017. */
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("users_site_phone_uq").on(t.siteId, t.phone)],
);

/**
 * A link e-mailed to confirm a shopper's alert address (decision 021): the row's id is the SHA-256 of the link's
 * random token, so a copy of the table confirms nothing. Valid for a day, once, and only while the shopper's address
 * is still the one it was sent to; the newest row of a shopper also dates their last confirmation e-mail for the
 * resend limit.
 */
export const emailConfirmations = pgTable(
  "email_confirmations",
  {
    /** SHA-256 of the link's token, base64url. */
    tokenHash: text("token_hash").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** The address the link was sent to. */
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("email_confirmations_user_idx").on(t.userId, t.createdAt), index("email_confirmations_expires_idx").on(t.expiresAt)],
);

/** A car a shopper saved (spec 000 §3 "Watchlist entry"), with what the watchlist page and the alerts compare against. */
export const watchlistEntries = pgTable(
  "watchlist_entries",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    carId: integer("car_id").notNull().references(() => cars.id, { onDelete: "cascade" }),
    /** Whole dollars when saved: the watchlist shows a price changed since (null on entries from before it was kept). */
    savedPrice: integer("saved_price"),
    /** The site's address as the shopper reached it when saving (`https://…`), for the links in alerts sent later. */
    siteOrigin: text("site_origin"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("watchlist_user_car_uq").on(t.userId, t.carId), index("watchlist_site_idx").on(t.siteId), index("watchlist_car_idx").on(t.carId),
    index("watchlist_created_idx").on(t.createdAt),
  ],
);
