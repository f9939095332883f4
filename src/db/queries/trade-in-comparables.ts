import { and, eq, gt, gte, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { cars, dealerships, siteDealerships } from "../schema";
import type { TradeInCar, TradeInComparable } from "@/domain/market/trade-in-estimate";
import type { Site } from "@/domain/site/site";
import { comparableTo } from "./comparable-cars";

/** Most comparables read for one estimate, nearest first. */
const COMPARABLE_LIMIT = 60;
/** A car sold longer ago than this says little about today's prices. */
const SOLD_WITHIN_DAYS = 90;

/**
 * Cars like the shopper's across the whole platform (issue 35 §5: "comparable cars listed and sold across the
 * platform"): the same make and model, within the market badge's year and km windows, used or demo, priced, of a
 * dealership some site shows and published; in stock or coming soon, or sold in the last 90 days. A site's own
 * search filters do not narrow the market: the car is for sale either way. Anonymous: year, km, price and badge.
 */
export async function findTradeInComparables(db: Database, car: Pick<TradeInCar, "make" | "model" | "year" | "km">, now: Date): Promise<TradeInComparable[]> {
  const soldSince = new Date(now.getTime() - SOLD_WITHIN_DAYS * 86_400_000);
  const rows = await db
    .select({ year: cars.year, km: cars.km, price: cars.price, badge: cars.badge, sold: sql<boolean>`(${cars.status} = 'sold')` })
    .from(cars)
    .where(
      and(
        ...comparableTo(car),
        gt(cars.price, 200),
        inArray(cars.carType, ["used", "demo"]),
        eq(cars.showOnDealerWebsite, true),
        or(inArray(cars.status, ["in_stock", "coming_soon"]), and(eq(cars.status, "sold"), gte(cars.soldAt, soldSince))),
        sql`exists (select 1 from ${siteDealerships} where ${siteDealerships.dealershipId} = ${cars.dealershipId})`,
      ),
    )
    .orderBy(sql`abs(${cars.year} - ${car.year})`, sql`abs(${cars.km} - ${car.km})`, cars.id)
    .limit(COMPARABLE_LIMIT);
  return rows.map((row) => ({ ...row, sold: Boolean(row.sold) }));
}

/**
 * The reconditioning margin a site's estimate takes off: the largest of its dealerships', so the figure a shopper
 * sees before choosing a dealership is never more than any of them would offer. Null for a site with no dealership.
 */
export async function siteTradeInMarginPercent(db: Database, site: Site): Promise<number | null> {
  const ids = site.dealerships.map((d) => d.id);
  if (ids.length === 0) return null;
  const [row] = await db.select({ margin: sql<number | null>`max(${dealerships.tradeInMarginPercent})` }).from(dealerships).where(inArray(dealerships.id, ids));
  return row?.margin == null ? null : Number(row.margin);
}

/** The margin of the dealership a trade-in lead went to. */
export async function dealershipTradeInMarginPercent(db: Database, dealershipId: number): Promise<number | null> {
  const [row] = await db.select({ margin: dealerships.tradeInMarginPercent }).from(dealerships).where(eq(dealerships.id, dealershipId));
  return row?.margin ?? null;
}
