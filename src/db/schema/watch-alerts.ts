import { bigserial, date, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { cars } from "./cars";
import { users } from "./people";
import { sites } from "./sites";

/**
 * A change to a watched car that may be worth a text (issue 14): its price dropped, or it sold. Written by a
 * trigger on `cars` (migration 0012) whatever changed the row (the stock importer, a DMS push, a person in the
 * database), only for cars on someone's watchlist, and turned into alerts by the delivery worker.
 */
export const watchEvents = pgTable("watch_events", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  carId: integer("car_id").notNull().references(() => cars.id, { onDelete: "cascade" }),
  /** price_drop or sold */
  kind: text("kind").notNull(),
  oldPrice: integer("old_price").notNull(),
  newPrice: integer("new_price").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The alerts sent, one row per shopper, car and day on the site's clock: the unique key is the rule "at most one
 * message per car per day", and makes a retried job queue nothing twice.
 */
export const watchAlerts = pgTable(
  "watch_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    carId: integer("car_id").notNull().references(() => cars.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** The site's local date the alert counts against. */
    alertDay: date("alert_day").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("watch_alerts_user_car_day_uq").on(t.userId, t.carId, t.alertDay), index("watch_alerts_site_created_idx").on(t.siteId, t.createdAt)],
);

/** A shopper's watchlist alerts: the token of the unsubscribe link in every alert, and when they stopped them. */
export const watchAlertSubscriptions = pgTable("watch_alert_subscriptions", {
  userId: integer("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  stoppedAt: timestamp("stopped_at", { withTimezone: true }),
});
