import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { dealerships } from "./dealerships";

/** One dealer or brand website. `config` is validated by `siteConfigSchema` whenever it is loaded. */
export const sites = pgTable("sites", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  template: text("template").notNull(),
  domains: text("domains").array().notNull().default([]),
  isDefault: boolean("is_default").notNull().default(false),
  config: jsonb("config").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** dealership_websites: which dealerships' stock, leads and locations a site presents. */
export const siteDealerships = pgTable(
  "site_dealerships",
  {
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id").notNull().references(() => dealerships.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.dealershipId] }), index("site_dealerships_dealership_idx").on(t.dealershipId)],
);
