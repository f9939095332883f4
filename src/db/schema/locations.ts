import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, serial, smallint, text, unique } from "drizzle-orm/pg-core";
import { dealerships } from "./dealerships";

export const locations = pgTable(
  "locations",
  {
    id: serial("id").primaryKey(),
    dealershipId: integer("dealership_id").notNull().references(() => dealerships.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    /** sales, service, parts, service-and-parts or null */
    locationType: text("location_type"),
    locationSubtype: text("location_subtype"),
    primary: boolean("primary").notNull().default(false),
    visible: boolean("visible").notNull().default(true),
    manufacturers: text("manufacturers").array().notNull().default([]),
    street: text("street").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    postcode: text("postcode").notNull(),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    placeId: text("place_id"),
    placeUrl: text("place_url"),
    mapKey: text("map_key"),
    phone: text("phone"),
    mobile: text("mobile"),
    landlinePhone: text("landline_phone"),
    imageUrl: text("image_url"),
    averageRating: doublePrecision("average_rating"),
    reviewCount: integer("review_count").notNull().default(0),
    dealerLicenseNumber: text("dealer_license_number"),
    motorVehicleRepairer: text("motor_vehicle_repairer"),
    /** Other locations a car at this one can be delivered to for a test drive: [{ id, name }]. */
    distributionLocations: jsonb("distribution_locations").notNull().default([]),
  },
  (t) => [unique("locations_dealership_slug_uq").on(t.dealershipId, t.slug), index("locations_dealership_idx").on(t.dealershipId)],
);

/** Weekly opening hours per department (sales, service, parts). Times are local 'HH:MM'. */
export const openingHours = pgTable(
  "opening_hours",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id").notNull().references(() => locations.id, { onDelete: "cascade" }),
    department: text("department").notNull().default("sales"),
    /** 0 Sunday … 6 Saturday */
    weekday: smallint("weekday").notNull(),
    status: text("status").notNull(),
    open: text("open"),
    close: text("close"),
  },
  (t) => [unique("opening_hours_uq").on(t.locationId, t.department, t.weekday)],
);

/** Public holidays and other one-off hours that override the weekly table. */
export const specialHours = pgTable(
  "special_hours",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id").notNull().references(() => locations.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    name: text("name"),
    status: text("status").notNull(),
    startHour: text("start_hour"),
    endHour: text("end_hour"),
  },
  (t) => [index("special_hours_location_date_idx").on(t.locationId, t.date)],
);
