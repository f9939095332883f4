import { sql } from "drizzle-orm";
import { check, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { sites } from "./sites";
import { staffUsers } from "./staff";

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
    /** The number of the page's current version in `site_page_versions`: a save names the one it was based on. */
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("site_pages_site_slug_uq").on(t.siteId, t.slug), check("site_pages_format_check", sql`${t.format} in ('markdown', 'html')`)],
);

/**
 * Every saved state of a content page (decision 049), numbered from 1; the page's row holds the current one's copy.
 * A workspace save or restore adds one; `savedBy` is null for the page as it was first written (the demo seed, or
 * before versions were kept), `restoredFrom` the version a restore copied.
 */
export const sitePageVersions = pgTable(
  "site_page_versions",
  {
    id: serial("id").primaryKey(),
    pageId: integer("page_id").notNull().references(() => sitePages.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    format: text("format").notNull(),
    body: text("body").notNull(),
    savedBy: integer("saved_by").references(() => staffUsers.id, { onDelete: "set null" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
    restoredFrom: integer("restored_from"),
  },
  (t) => [unique("site_page_versions_page_version_uq").on(t.pageId, t.version)],
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
