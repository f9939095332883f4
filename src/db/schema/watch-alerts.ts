import { bigserial, date, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { cars } from "./cars";
import { users } from "./people";
import { sites } from "./sites";

/**
 * A change to a car that may be worth an alert (issue 14): a watched car's price dropped or it sold (migration 0012),
 * or a car arrived in stock on the dealer websites with the make, model and body of a watched car (`arrived`, migration
 * 0015; the worker decides whose sites show it and whether its price is in the window). Written by triggers on
 * `cars` whatever changed the row (the stock importer, a DMS push, a person in the database), and turned into alerts
 * by the delivery worker.
 */
export const watchEvents = pgTable("watch_events", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  /**
   * No foreign key: a large import records up to one event per car, and checking each against `cars` cost more than
   * the rest of recording it (decision 021). The alert job drops the events of cars that are gone.
   */
  carId: integer("car_id").notNull(),
  /** price_drop, sold or arrived */
  kind: text("kind").notNull(),
  oldPrice: integer("old_price").notNull(),
  newPrice: integer("new_price").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The alerts sent, one row per shopper, watched car and day on the site's clock: the unique key is the rule "at most
 * one message per car per day" across every kind, and makes a retried job queue nothing twice. A similar car's
 * arrival counts against the watched car it is like, and is told to a shopper once (`similar_car_id`).
 */
export const watchAlerts = pgTable(
  "watch_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** The watched car. */
    carId: integer("car_id").notNull().references(() => cars.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** The car that arrived, for an `arrived` alert. */
    similarCarId: integer("similar_car_id").references(() => cars.id, { onDelete: "cascade" }),
    /** The site's local date the alert counts against. */
    alertDay: date("alert_day").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("watch_alerts_user_car_day_uq").on(t.userId, t.carId, t.alertDay),
    unique("watch_alerts_user_similar_car_uq").on(t.userId, t.similarCarId),
    index("watch_alerts_site_created_idx").on(t.siteId, t.createdAt),
  ],
);

/** A shopper's watchlist alerts: the token of the unsubscribe link in every alert, and when they stopped them. */
export const watchAlertSubscriptions = pgTable("watch_alert_subscriptions", {
  userId: integer("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  stoppedAt: timestamp("stopped_at", { withTimezone: true }),
});
