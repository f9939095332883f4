import { sql } from "drizzle-orm";
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { dealerships } from "./dealerships";
import { locations } from "./locations";

/**
 * A vehicle in stock (spec 000 §3). Fields that are searched, filtered or sorted are typed columns;
 * nested media, specifications, variant, hotspots and lender data are JSONB. Money is whole dollars.
 */
export const cars = pgTable(
  "cars",
  {
    id: serial("id").primaryKey(),
    dealershipId: integer("dealership_id").notNull().references(() => dealerships.id, { onDelete: "cascade" }),
    locationId: integer("location_id").references(() => locations.id, { onDelete: "set null" }),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    year: smallint("year").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    badge: text("badge"),
    series: text("series"),
    colour: text("colour"),
    interiorColour: text("interior_colour"),
    gearnum: smallint("gearnum"),
    bodyconfiguration: text("bodyconfiguration"),
    /** simple_body: Sedan, Hatch, SUV, Ute, … */
    body: text("body"),
    /** simple_transmission: Automatic or Manual */
    transmission: text("transmission"),
    /** trans: the full transmission description */
    trans: text("trans"),
    /** simple_fuel: Petrol, Diesel, Electric, Hybrid, Plug-in Hybrid */
    fuel: text("fuel"),
    fuelDetail: text("fuel_detail"),
    seats: smallint("seats"),
    doors: smallint("doors"),
    drive: text("drive"),
    engineSize: integer("engine_size"),
    engineSizeLitres: doublePrecision("engine_size_litres"),
    km: integer("km").notNull().default(0),
    price: integer("price").notNull().default(0),
    beforePrice: integer("before_price"),
    offerPrice: integer("offer_price"),
    subscriptionPrice: integer("subscription_price"),
    preorder: boolean("preorder").notNull().default(false),
    /** e.g. 'Drive Away', 'Excl. Government Charges' */
    priceType: text("price_type"),
    stocknum: text("stocknum").notNull(),
    vin: text("vin"),
    nvic: text("nvic"),
    regplate: text("regplate"),
    regoExpiry: date("rego_expiry"),
    buildDate: date("build_date"),
    complianceDate: date("compliance_date"),
    /** new, used or demo */
    carType: text("car_type").notNull(),
    /** in_stock, coming_soon, sold or others */
    status: text("status").notNull(),
    soldAt: timestamp("sold_at", { withTimezone: true }),
    tag: text("tag"),
    reserved: boolean("reserved").notNull().default(false),
    certified: boolean("certified").notNull().default(false),
    showOnDealerWebsite: boolean("show_on_dealer_website").notNull().default(true),
    checkoutEnabled: boolean("checkout_enabled").notNull().default(false),
    /** Denormalised from the car's location so search can filter without a join. */
    city: text("city"),
    state: text("state"),
    locationName: text("location_name"),
    privateSuburb: text("private_suburb"),
    privatePostcode: text("private_postcode"),
    itemType: text("item_type"),
    categories: text("categories").array().notNull().default([]),
    features: text("features").array().notNull().default([]),
    dealerComments: text("dealer_comments"),
    carsalesTitle: text("carsales_title"),
    /** Vehicle history report (PDF URL). */
    historyReportUrl: text("history_report_url"),
    views: integer("views").notNull().default(0),
    /** [{ url, thumbUrl, kind: 'exterior' | 'interior' }] */
    images: jsonb("images").notNull().default([]),
    primaryImageUrl: text("primary_image_url"),
    videoUrl: text("video_url"),
    externalVideoUrl: text("external_video_url"),
    walkaroundVideos: jsonb("walkaround_videos").notNull().default([]),
    videos: jsonb("videos").notNull().default([]),
    spinImages: jsonb("spin_images").notNull().default([]),
    spinCode: text("spin_code"),
    spinInteriorImage: text("spin_interior_image"),
    hotspots: jsonb("hotspots"),
    standardEquipment: jsonb("standard_equipment").notNull().default([]),
    variant: jsonb("variant"),
    specifications: jsonb("specifications"),
    /** Keyed by lowercased provider with dashes as underscores (spec 000 §3). */
    financeLenders: jsonb("finance_lenders").notNull().default({}),
    paymentProcessors: jsonb("payment_processors").notNull().default([]),
    /** The reservation deposit for this car, whole dollars; null takes the site's (spec 001 §9). */
    reserveDeposit: integer("reserve_deposit"),
    autograbData: jsonb("autograb_data"),
    /**
     * The dealer URLs of the car's photos that a stock feed gave, which its `/media/photos/…` paths are
     * fetched from (src/server/media/dealer-photos.ts); only these URLs are ever fetched.
     */
    photoSources: jsonb("photo_sources").$type<string[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** A stock feed names each car by its stock number within the dealership (docs/decisions/009). */
    uniqueIndex("cars_dealership_stocknum_idx").on(t.dealershipId, t.stocknum),
    index("cars_dealership_status_idx").on(t.dealershipId, t.status),
    index("cars_make_model_idx").on(t.make, t.model),
    index("cars_price_idx").on(t.price),
    index("cars_created_at_idx").on(t.createdAt),
    // The lead inbox's search by stock number or VIN, as typed in any case (decision 043).
    index("cars_stocknum_lower_idx").on(sql`lower(${t.stocknum})`),
    index("cars_vin_lower_idx").on(sql`lower(${t.vin})`),
  ],
);

/**
 * A counter per dealership, bumped by statement-level triggers whenever that dealership's cars are
 * inserted, updated or deleted (migration 0002). The search engine compares it with the version its
 * in-memory index was built from, so stock changes show in search without a rebuild on every query.
 */
export const stockVersions = pgTable("stock_versions", {
  dealershipId: integer("dealership_id").primaryKey().references(() => dealerships.id, { onDelete: "cascade" }),
  version: integer("version").notNull().default(0),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The stock importer's memory: a hash of the feed row each car was last imported from. A later feed
 * row with the same hash is known unchanged without being validated again, so re-importing a large
 * feed costs little more than reading it (docs/decisions/009). Kept apart from `cars` so that
 * recording a hash never moves a stock version.
 */
export const feedRowHashes = pgTable(
  "feed_row_hashes",
  {
    dealershipId: integer("dealership_id").notNull().references(() => dealerships.id, { onDelete: "cascade" }),
    stocknum: text("stocknum").notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.dealershipId, t.stocknum] })],
);
