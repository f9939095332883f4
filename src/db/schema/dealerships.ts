import { pgTable, serial, text, integer, numeric } from "drizzle-orm/pg-core";

/** Dealerships owned together (decision 030): a group's staff see every one of its dealerships. */
export const dealerGroups = pgTable("dealer_groups", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
});

export const dealerships = pgTable("dealerships", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  /** The group that owns it; null for a dealership on its own. */
  dealerGroupId: integer("dealer_group_id").references(() => dealerGroups.id, { onDelete: "set null" }),
  /** Where leads are e-mailed (as ADF XML). */
  leadEmail: text("lead_email"),
  averageRating: numeric("average_rating", { precision: 2, scale: 1 }),
  reviewCount: integer("review_count").notNull().default(0),
  /** What the dealership takes off a trade-in's retail value for reconditioning and profit, in percent (issue 35 §5's online estimate); 15 until its owner sets it. */
  tradeInMarginPercent: integer("trade_in_margin_percent").notNull().default(15),
});
