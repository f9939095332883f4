import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { cars, dealerships } from "../schema";
import type { CarDetail } from "@/domain/car/car";
import type { AutograbData } from "@/domain/market/market-badge";
import type { Site } from "@/domain/site/site";
import { siteStockScope } from "./car-scope";
import { detailColumns, toCarDetail } from "./cars";

/** A car asked for comparison: this site's and published (with its market data), or this site's but unpublished, so named and nothing more. */
export type CompareCarRecord = { kind: "shown"; car: CarDetail; autograbData: AutograbData | null } | { kind: "hidden"; id: number };

/**
 * The cars of this site among `ids`, in no order; another site's id is simply absent. An unpublished car of this
 * site is read as its id alone, so nothing of it can reach the page.
 */
export async function findCompareCars(db: Database, site: Site, ids: readonly number[]): Promise<CompareCarRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...detailColumns, published: cars.showOnDealerWebsite, autograbData: cars.autograbData })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .where(and(siteStockScope(site), inArray(cars.id, [...ids])));
  return rows.map(({ published, autograbData, ...row }) =>
    published ? { kind: "shown", car: toCarDetail(row), autograbData: autograbData as AutograbData | null } : { kind: "hidden", id: row.id },
  );
}
