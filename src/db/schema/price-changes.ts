import { bigserial, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { cars } from "./cars";
import { dealerships } from "./dealerships";
import { staffUsers } from "./staff";

/**
 * Every change of a car's price (decision 046), written by a statement-level trigger on `cars` in the changing
 * statement's transaction, whichever path made it: the stock importer's merge, the push API, the workspace. `source`
 * names the feed (an import's file or URL, "push API", "demo seed"), "workspace" with the staff member, or "database"
 * for a change made by none of them; read from the transaction's `forecourt.price_change_*` settings.
 */
export const priceChanges = pgTable(
  "price_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    carId: integer("car_id").notNull().references(() => cars.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id").notNull().references(() => dealerships.id, { onDelete: "cascade" }),
    oldPrice: integer("old_price").notNull(),
    newPrice: integer("new_price").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
    source: text("source").notNull(),
    staffId: integer("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
  },
  (t) => [index("price_changes_car_changed_idx").on(t.carId, t.changedAt)],
);

/**
 * A price a staff member set by hand, which feed imports leave alone while the feed keeps sending the price it sent
 * then (`feedPrice`); a feed price other than that ends it (src/domain/stock/hand-set-price.ts, decision 046).
 */
export const handSetPrices = pgTable("hand_set_prices", {
  carId: integer("car_id").primaryKey().references(() => cars.id, { onDelete: "cascade" }),
  price: integer("price").notNull(),
  feedPrice: integer("feed_price").notNull(),
  setAt: timestamp("set_at", { withTimezone: true }).notNull(),
  staffId: integer("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
});
