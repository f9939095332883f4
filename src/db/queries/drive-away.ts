import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { cars } from "../schema";
import type { CarType } from "@/domain/car/car";
import type { DriveAwayCar } from "@/domain/drive-away/drive-away-estimate";
import type { Site } from "@/domain/site/site";
import { carVisibilityScope } from "./car-scope";

const numberIn = (record: unknown, key: string): number | null => {
  const value = typeof record === "object" && record !== null ? (record as Record<string, unknown>)[key] : undefined;
  return typeof value === "number" && Number.isFinite(value) ? value : null;
};

/** The facts the drive-away rules read, for a car the site shows; null when it shows no such car. */
export async function findDriveAwayCar(db: Database, site: Site, carId: number, now: Date): Promise<(DriveAwayCar & { id: number; name: string }) | null> {
  const [row] = await db
    .select({
      id: cars.id, name: cars.name, price: cars.price, carType: cars.carType, priceType: cars.priceType, itemType: cars.itemType, body: cars.body,
      fuel: cars.fuel, engineSize: cars.engineSize, variant: cars.variant, specifications: cars.specifications, regoExpiry: cars.regoExpiry,
    })
    .from(cars)
    .where(and(carVisibilityScope(site, now), eq(cars.id, carId)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id, name: row.name, price: row.price, carType: row.carType as CarType, priceType: row.priceType, itemType: row.itemType, body: row.body, fuel: row.fuel,
    cylinders: numberIn(row.variant, "cylinders"),
    engineCc: row.engineSize ?? numberIn(row.variant, "enginesize"),
    tareKg: numberIn(row.specifications, "tare_weight"),
    regoExpiry: row.regoExpiry,
  };
}
