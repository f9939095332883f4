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

/**
 * Spec 001 §2 "Facebook posts carousel": a site's posts — its own (`content`, written with the site's content) and
 * the last ones read from its Facebook page (`facebook`, replaced whole by each successful read; decision 035).
 */
export const sitePosts = pgTable(
  "site_posts",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    source: text("source").notNull().default("content"),
    /** The Graph API's post id for a Facebook post; the site's own key for its own. */
    externalId: text("external_id").notNull(),
    message: text("message"),
    imageUrl: text("image_url"),
    /** The post on Facebook (its permalink), or where a site's own post leads. */
    linkUrl: text("link_url"),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }),
  },
  (t) => [unique("site_posts_site_source_external_uq").on(t.siteId, t.source, t.externalId), check("site_posts_source_check", sql`${t.source} in ('content', 'facebook')`)],
);
