/** Dealerships, a site and feed rows for the stock import tests (not used by the app). */
import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "@/db/client";
import { findImportDealerships } from "@/db/queries/import-dealerships";
import { cars, dealerships, locations, siteDealerships, sites, stockVersions } from "@/db/schema";
import type { ImportDealership } from "@/domain/stock/import-dealership";
import { minimalSiteConfig } from "../../../tests/factories/minimal-site-config";
import type { FeedRecord } from "./staging-rows";

export type StockFixture = { alpha: ImportDealership; bravo: ImportDealership };

export async function createStockFixture(handle: DatabaseHandle): Promise<StockFixture> {
  const { db } = handle;
  const [a, b] = await db.insert(dealerships).values([{ slug: "alpha-motors", name: "Alpha Motors" }, { slug: "bravo-motors", name: "Bravo Motors" }]).returning();
  if (!a || !b) throw new Error("fixture dealerships");
  const place = { street: "1 Main St", postcode: "4000" };
  await db.insert(locations).values([
    { dealershipId: a.id, name: "Alpha City", slug: "alpha-city", primary: true, city: "Brisbane", state: "QLD", ...place },
    { dealershipId: a.id, name: "Alpha North", slug: "alpha-north", primary: false, city: "Chermside", state: "QLD", ...place },
    { dealershipId: b.id, name: "Bravo Sales", slug: "bravo-sales", primary: true, city: "Sydney", state: "NSW", ...place },
  ]);
  const [sA, sB] = await db
    .insert(sites)
    .values([
      { slug: "alpha", name: "Alpha", template: "metro-group", config: minimalSiteConfig("alpha", { searchFilters: [[{ field: "dealership_slug", values: ["alpha-motors"] }]] }) },
      { slug: "bravo", name: "Bravo", template: "metro-group", config: minimalSiteConfig("bravo", { searchFilters: [[{ field: "dealership_slug", values: ["bravo-motors"] }]] }) },
    ])
    .returning();
  await db.insert(siteDealerships).values([{ siteId: sA!.id, dealershipId: a.id }, { siteId: sB!.id, dealershipId: b.id }]);
  const [alpha, bravo] = await findImportDealerships(db, ["alpha-motors", "bravo-motors"]);
  return { alpha: alpha!, bravo: bravo! };
}

/** A valid feed row (JSON style); tests override what they exercise. */
export function feedRow(n: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    stocknum: `U${1000 + n}`, vin: `JTMZD33V${String(n).padStart(9, "0")}`.slice(0, 17), year: 2021, make: "Toyota", model: "RAV4", badge: "GXL",
    car_type: "used", km: 41_200 + n, price: 38_990 + n * 10, colour: "Glacier White", simple_body: "SUV", simple_transmission: "Automatic",
    images: [`https://photos.example/${n}/1.jpg`, `https://photos.example/${n}/2.jpg`], features: ["Reversing Camera", "Apple CarPlay"],
    dealercomments: "One owner.|Full service history.", regplate: "ABC123", variant: { cylinders: 4, enginesize: 2487 },
    ...overrides,
  };
}

export async function* records(rows: readonly unknown[]): AsyncGenerator<FeedRecord> {
  for (const [i, values] of rows.entries()) yield { line: i + 1, values };
}

export const textStream = (text: string) => Readable.from([Buffer.from(text)]);

export async function stockVersion(db: Database, dealershipId: number): Promise<number> {
  const [row] = await db.select({ version: stockVersions.version }).from(stockVersions).where(eq(stockVersions.dealershipId, dealershipId));
  return row?.version ?? 0;
}

export async function carsOf(db: Database, dealershipId: number) {
  return db.select().from(cars).where(eq(cars.dealershipId, dealershipId)).orderBy(cars.stocknum);
}

export async function resetCars(db: Database): Promise<void> {
  await db.execute(sql`DELETE FROM cars`);
}
