import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { carViewCounts, cars, dealerships } from "../schema";
import type { Site } from "@/domain/site/site";
import type { CarDetail, CarImage, CarStatus, CarSummary, CarType } from "@/domain/car/car";
import { summariseStock, type StockSummary } from "@/domain/car/stock-summary";
import { carOwnershipScope, carVisibilityScope } from "./car-scope";

/**
 * What the finance rule reads of a car beyond its summary (`offersFinance`): its dealership's slug and its lender
 * entries, each without its disclaimer (the long part, which cards and search indexes never show).
 */
export const financeRuleColumns = {
  dealershipSlug: dealerships.slug,
  financeLenders: sql<unknown>`coalesce((select jsonb_object_agg(key, case when jsonb_typeof(value) = 'object' then value - 'disclaimer' else value end) from jsonb_each(${cars.financeLenders})), '{}'::jsonb)`,
};

export const summaryColumns = {
  id: cars.id, slug: cars.slug, name: cars.name, year: cars.year, make: cars.make, model: cars.model, badge: cars.badge,
  body: cars.body, fuel: cars.fuel, transmission: cars.transmission, drive: cars.drive, colour: cars.colour, km: cars.km,
  price: cars.price, beforePrice: cars.beforePrice, subscriptionPrice: cars.subscriptionPrice, preorder: cars.preorder,
  priceType: cars.priceType, carType: cars.carType, status: cars.status, soldAt: cars.soldAt, tag: cars.tag,
  reserved: cars.reserved, certified: cars.certified, city: cars.city, state: cars.state, locationName: cars.locationName,
  dealershipId: cars.dealershipId, dealershipName: dealerships.name, primaryImageUrl: cars.primaryImageUrl,
  createdAt: cars.createdAt,
  ...financeRuleColumns,
  /**
   * The feed's count (`cars.views`, views on the dealer's other channels) plus this platform's own page
   * views (`car_view_counts`, which the vehicle page's counter writes; kept apart from `cars` so a view
   * does not move the search index's stock version): the same total the vehicle page shows.
   */
  views: sql<number>`(${cars.views} + coalesce((select ${carViewCounts.views} from ${carViewCounts} where ${carViewCounts.carId} = ${cars.id}), 0))::int`,
};

type SummaryRow = Omit<CarSummary, "carType" | "status"> & { carType: string; status: string };

export function toCarSummary(row: SummaryRow): CarSummary {
  return { ...row, carType: row.carType as CarType, status: row.status as CarStatus };
}

/** The newest cars a site shows, for its home page. */
export async function listLatestSiteCars(db: Database, site: Site, options: { limit: number; now: Date }): Promise<CarSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .where(and(carVisibilityScope(site, options.now), sql`${cars.status} <> 'sold'`))
    .orderBy(desc(cars.createdAt), desc(cars.id))
    .limit(options.limit);
  return rows.map(toCarSummary);
}

/** The cars a site shows, counted by status: in stock, coming soon, and sold in its last few days (spec 000 §4). */
export async function countSiteStock(db: Database, site: Site, now: Date): Promise<StockSummary> {
  const rows = await db.select({ status: cars.status, count: sql<number>`count(*)::int` }).from(cars).where(carVisibilityScope(site, now)).groupBy(cars.status);
  return summariseStock(rows);
}

/** Everything the vehicle page shows of a car (`CarDetail`). */
export const detailColumns = {
  ...summaryColumns,
  series: cars.series, interiorColour: cars.interiorColour, gearnum: cars.gearnum, bodyconfiguration: cars.bodyconfiguration,
  trans: cars.trans, seats: cars.seats, doors: cars.doors, engineSizeLitres: cars.engineSizeLitres, stocknum: cars.stocknum,
  vin: cars.vin, regplate: cars.regplate, regoExpiry: cars.regoExpiry, buildDate: cars.buildDate, complianceDate: cars.complianceDate,
  dealerComments: cars.dealerComments, features: cars.features, images: cars.images, locationId: cars.locationId,
  itemType: cars.itemType, variant: cars.variant, specifications: cars.specifications,
};

type DetailRow = SummaryRow & Omit<CarDetail, keyof CarSummary | "images" | "variant" | "specifications"> & { images: unknown; variant: unknown; specifications: unknown };

export function toCarDetail(row: DetailRow): CarDetail {
  return {
    ...row,
    ...toCarSummary(row),
    images: row.images as CarImage[],
    variant: row.variant as Record<string, unknown> | null,
    specifications: row.specifications as Record<string, unknown> | null,
  };
}

/** A car of this site by slug, whatever its status (a sold car's page shows the SOLD state), or null. */
export async function findSiteCarBySlug(db: Database, site: Site, slug: string): Promise<CarDetail | null> {
  const [row] = await db
    .select(detailColumns)
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .where(and(carOwnershipScope(site), eq(cars.slug, slug)))
    .limit(1);
  return row ? toCarDetail(row) : null;
}

/** The slug of a car of this site by id, whatever its status, or null (pages addressed by `car_id`). */
export async function findSiteCarSlugById(db: Database, site: Site, id: number): Promise<string | null> {
  const [row] = await db.select({ slug: cars.slug }).from(cars).where(and(carOwnershipScope(site), eq(cars.id, id))).limit(1);
  return row?.slug ?? null;
}

/** A model's in-stock cars on this site (newest first, up to `limit`) and how many there are. */
export async function listSiteModelCars(db: Database, site: Site, options: { make: string; model: string; limit: number; now: Date }): Promise<{ cars: CarSummary[]; total: number }> {
  const where = and(carVisibilityScope(site, options.now), eq(cars.status, "in_stock"), eq(cars.make, options.make), eq(cars.model, options.model));
  const [rows, [count]] = await Promise.all([
    db.select(summaryColumns).from(cars).innerJoin(dealerships, eq(dealerships.id, cars.dealershipId)).where(where).orderBy(desc(cars.createdAt), desc(cars.id)).limit(options.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(cars).where(where),
  ]);
  return { cars: rows.map(toCarSummary), total: count?.total ?? 0 };
}
