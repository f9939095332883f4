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
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("users_site_phone_uq").on(t.siteId, t.phone)],
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
  (t) => [unique("watchlist_user_car_uq").on(t.userId, t.carId), index("watchlist_site_idx").on(t.siteId), index("watchlist_car_idx").on(t.carId)],
);
