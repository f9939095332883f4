import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { cars } from "../schema";
import type { CarType } from "@/domain/car/car";
import type { Site } from "@/domain/site/site";
import type { QualityCar } from "@/domain/stock/listing-quality";
import { carOwnershipScope } from "./car-scope";

export type QualityListing = QualityCar & { id: number; slug: string; stocknum: string; name: string };

/** The listings a dealership has on a site now: its published cars in stock or coming soon, with what listing quality reads. */
export async function listDealershipListings(db: Database, site: Site, dealershipId: number): Promise<QualityListing[]> {
  const rows = await db
    .select({
      id: cars.id, slug: cars.slug, stocknum: cars.stocknum, name: cars.name, carType: cars.carType,
      photos: sql<number>`jsonb_array_length(${cars.images})::int`, price: cars.price, beforePrice: cars.beforePrice,
      subscriptionPrice: cars.subscriptionPrice, preorder: cars.preorder, km: cars.km, year: cars.year, certified: cars.certified, vin: cars.vin, regplate: cars.regplate,
      dealerComments: cars.dealerComments, variant: cars.variant, createdAt: cars.createdAt,
    })
    .from(cars)
    .where(and(carOwnershipScope(site), eq(cars.dealershipId, dealershipId), inArray(cars.status, ["in_stock", "coming_soon"])));
  return rows.map((row) => ({ ...row, carType: row.carType as CarType }));
}
