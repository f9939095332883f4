import { pgTable, serial, text, integer, numeric } from "drizzle-orm/pg-core";

export const dealerships = pgTable("dealerships", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  /** Where leads are e-mailed (as ADF XML). */
  leadEmail: text("lead_email"),
  averageRating: numeric("average_rating", { precision: 2, scale: 1 }),
  reviewCount: integer("review_count").notNull().default(0),
});
