import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { dealerships } from "./dealerships";
import { sites } from "./sites";

/** The static, shared list of vehicle manufacturers (not tenant-owned). */
export const manufacturers = pgTable("manufacturers", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  logoUrl: text("logo_url"),
});

export const models = pgTable(
  "models",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    manufacturerId: integer("manufacturer_id").notNull().references(() => manufacturers.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    newSlug: text("new_slug"),
    imageUrl: text("image_url"),
    /** new or coming_soon */
    status: text("status"),
    fromPrice: integer("from_price"),
    shortDescription: text("short_description"),
    overrideUrl: text("override_url"),
    manufacturerBody: text("manufacturer_body"),
    manufacturerBody2: text("manufacturer_body2"),
    manufacturerBody3: text("manufacturer_body3"),
    sortOrder: smallint("sort_order").notNull().default(0),
  },
  (t) => [index("models_site_idx").on(t.siteId)],
);

export const offers = pgTable(
  "offers",
  {
    id: serial("id").primaryKey(),
    dealershipId: integer("dealership_id").notNull().references(() => dealerships.id, { onDelete: "cascade" }),
    manufacturerId: integer("manufacturer_id").references(() => manufacturers.id),
    modelId: integer("model_id").references(() => models.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    /** Dealer-supplied HTML; sanitised before display. */
    description: text("description").notNull().default(""),
    disclaimer: text("disclaimer"),
    category: text("category"),
    imageUrl: text("image_url"),
    excludedSiteIds: integer("excluded_site_ids").array().notNull().default([]),
    startsOn: date("starts_on"),
    endsOn: date("ends_on"),
  },
  (t) => [index("offers_dealership_idx").on(t.dealershipId)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    dealershipId: integer("dealership_id").notNull().references(() => dealerships.id, { onDelete: "cascade" }),
    locationId: integer("location_id"),
    customerName: text("customer_name").notNull(),
    text: text("text"),
    rating: smallint("rating").notNull(),
    imageUrl: text("image_url"),
    reviewDate: date("review_date").notNull(),
    replyText: text("reply_text"),
    replyDate: date("reply_date"),
    source: text("source").notNull().default("google"),
    /** pending, approved or rejected: only approved reviews are shown. Imported reviews arrive approved. */
    status: text("status").notNull().default("pending"),
    /** The site a review was left on (website reviews); null for imported ones. */
    siteId: integer("site_id").references(() => sites.id, { onDelete: "set null" }),
    /** The reviewer's address, for the dealer to follow up; never shown. */
    email: text("email"),
    clientIp: text("client_ip"),
    /** Why the intake suspects spam (honeypot, rate_limit); the review still waits for a person. */
    spamReason: text("spam_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reviews_dealership_idx").on(t.dealershipId, t.reviewDate),
    index("reviews_site_ip_idx").on(t.siteId, t.clientIp, t.createdAt),
    check("reviews_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** Call-to-action tiles placed among search results, and other positioned promotions. */
export const promoNodes = pgTable(
  "promo_nodes",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    start: date("start"),
    expiry: date("expiry"),
    /** Where it shows, e.g. 'search' or 'search:used-cars'. */
    display: text("display").notNull().default("search"),
    strictDisplay: boolean("strict_display").notNull().default(false),
    /** { title, body, href, imageUrl, cta } */
    node: jsonb("node").notNull(),
  },
  (t) => [index("promo_nodes_site_idx").on(t.siteId)],
);

export const slides = pgTable(
  "slides",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    url: text("url"),
    imageUrl: text("image_url").notNull(),
    hideOverlay: boolean("hide_overlay").notNull().default(false),
    sortOrder: smallint("sort_order").notNull().default(0),
  },
  (t) => [index("slides_site_idx").on(t.siteId)],
);

/** Delivery price bands by great-circle distance from the car's location. */
export const deliveryRates = pgTable(
  "delivery_rates",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    maxDistanceKm: integer("max_distance_km").notNull(),
    price: integer("price").notNull(),
  },
  (t) => [index("delivery_rates_site_idx").on(t.siteId, t.maxDistanceKm)],
);
