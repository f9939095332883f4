import { sql } from "drizzle-orm";
import { check, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { sites } from "./sites";

/** A site's own content pages (About Us, Careers, Warranty…): markdown or rich text, sanitised when shown. */
export const sitePages = pgTable(
  "site_pages",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    /** The page's path under the site root, e.g. 'about-us'. */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** The meta description and the lead paragraph. */
    summary: text("summary").notNull().default(""),
    /** markdown or html */
    format: text("format").notNull().default("markdown"),
    body: text("body").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("site_pages_site_slug_uq").on(t.siteId, t.slug), check("site_pages_format_check", sql`${t.format} in ('markdown', 'html')`)],
);
