import { and, asc, eq, gt, inArray, ne, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { cars } from "../schema";
import type { CarStatus, CarType } from "@/domain/car/car";
import type { Comparable, MarketSubject } from "@/domain/market/market-estimate";
import type { Site } from "@/domain/site/site";
import { carOwnershipScope, carVisibilityScope } from "./car-scope";
import { comparableTo } from "./comparable-cars";

export type MarketSubjectCar = MarketSubject & { id: number };

/** Most comparables read for one estimate, nearest first. */
const COMPARABLE_LIMIT = 50;

/** A car of this site by slug (sold ones too: their page asks, and gets no estimate), or null. */
export async function findMarketSubject(db: Database, site: Site, slug: string): Promise<MarketSubjectCar | null> {
  const [row] = await db
    .select({
      id: cars.id, make: cars.make, model: cars.model, year: cars.year, km: cars.km, price: cars.price,
      status: cars.status, reserved: cars.reserved, carType: cars.carType,
    })
    .from(cars)
    .where(and(carOwnershipScope(site), eq(cars.slug, slug)))
    .limit(1);
  return row ? { ...row, status: row.status as CarStatus, carType: row.carType as CarType } : null;
}

/**
 * Comparable stock across the whole market (the point of a market price), but only cars some site
 * shows shoppers right now: a car hidden from its own site (unpublished, filtered out, or sold) never
 * counts. Of those, only the asking site's own cars come back with a slug; other dealers' cars are
 * anonymous (year, km, price, state), so a site never links to, or names, a competitor's stock.
 */
export async function findMarketComparables(db: Database, site: Site, subject: MarketSubjectCar, options: { sites: readonly Site[]; now: Date }): Promise<Comparable[]> {
  const shownSomewhere = or(...options.sites.map((s) => carVisibilityScope(s, options.now)));
  if (!shownSomewhere) return [];
  const rows = await db
    .select({
      year: cars.year, km: cars.km, price: cars.price, state: cars.state, slug: cars.slug,
      ownCar: sql<boolean>`(${carVisibilityScope(site, options.now)})`,
    })
    .from(cars)
    .where(
      and(
        ...comparableTo(subject),
        gt(cars.price, 200),
        inArray(cars.carType, ["used", "demo"]),
        inArray(cars.status, ["in_stock", "coming_soon"]),
        ne(cars.id, subject.id),
        shownSomewhere,
      ),
    )
    .orderBy(sql`abs(${cars.year} - ${subject.year})`, sql`abs(${cars.km} - ${subject.km})`, asc(cars.id))
    .limit(COMPARABLE_LIMIT);
  return rows.map(({ ownCar, slug, ...row }) => ({ ...row, slug: ownCar ? slug : null }));
}
