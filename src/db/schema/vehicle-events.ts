import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { cars } from "./cars";
import { dealerships } from "./dealerships";
import { sites } from "./sites";

/**
 * Page views counted on the vehicle page (spec 000 §7 `GET /cars/{slug}/view.json`), kept apart from
 * `cars.views`: an UPDATE of `cars` fires the stock-version triggers and would rebuild the site's
 * search index on every view. `cars.views` stays the feed's figure; the page shows the sum.
 */
export const carViewCounts = pgTable("car_view_counts", {
  carId: integer("car_id").primaryKey().references(() => cars.id, { onDelete: "cascade" }),
  views: integer("views").notNull().default(0),
});

/** One row per car, visitor and day: a visitor is counted at most once a day. Old days may be pruned. */
export const carViewVisits = pgTable(
  "car_view_visits",
  {
    carId: integer("car_id").notNull().references(() => cars.id, { onDelete: "cascade" }),
    /** A random id from the visitor's cookie, never personal data. */
    visitorId: text("visitor_id").notNull(),
    day: date("day").notNull(),
    /** The visitor reached the car from this site's search that day (the page before it was a search page). */
    fromSearch: boolean("from_search").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.carId, t.visitorId, t.day] }), index("car_view_visits_day_idx").on(t.day)],
);

/** Spec 000 §4/§7: a shopper revealed the dealer's phone number ({car_id, dealership_id, website_id}). */
export const phoneReveals = pgTable(
  "phone_reveals",
  {
    id: serial("id").primaryKey(),
    carId: integer("car_id").notNull().references(() => cars.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id").notNull().references(() => dealerships.id, { onDelete: "cascade" }),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("phone_reveals_car_idx").on(t.carId),
    index("phone_reveals_dealership_created_idx").on(t.dealershipId, t.createdAt),
    index("phone_reveals_created_idx").on(t.createdAt),
  ],
);

/**
 * A car's figures for one day (issue 34 "How it sells"), on the view counter's clock: worked out again from the raw
 * events by the `car_daily_stats` job for the recent days, never on a page render, so a car's 30 days are 30 rows.
 */
export const carDailyStats = pgTable(
  "car_daily_stats",
  {
    carId: integer("car_id").notNull().references(() => cars.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
    searchViews: integer("search_views").notNull().default(0),
    saves: integer("saves").notNull().default(0),
    leads: integer("leads").notNull().default(0),
    /** The day's leads by the form that sent them: `{ "enquiry": 2, "test_drive": 1 }`. */
    leadsByForm: jsonb("leads_by_form").$type<Record<string, number>>().notNull().default({}),
    phoneReveals: integer("phone_reveals").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.carId, t.day] }), index("car_daily_stats_day_idx").on(t.day)],
);
