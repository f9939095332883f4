import { and, eq, gte, inArray, or, sql, type SQL } from "drizzle-orm";
import { cars, dealerships, locations } from "../schema";
import type { Site } from "@/domain/site/site";
import type { ScopeClause } from "@/domain/site/search-filters";

function clauseCondition(clause: ScopeClause): SQL {
  switch (clause.field) {
    case "dealership_slug":
      return inArray(cars.dealershipId, sql`(select ${dealerships.id} from ${dealerships} where ${inArray(dealerships.slug, clause.values)})`);
    case "location_slug":
      return inArray(cars.locationId, sql`(select ${locations.id} from ${locations} where ${inArray(locations.slug, clause.values)})`);
    case "make":
      return inArray(cars.make, clause.values);
    case "car_type":
      return inArray(cars.carType, clause.values);
    case "item_type":
      return inArray(cars.itemType, clause.values);
  }
}

/**
 * The stock a site is for, published or not: its own dealerships' cars, narrowed by its search filters. The
 * dealership restriction always applies, so a mistaken filter can narrow a site but never widen it. Only what
 * may name an unpublished car without showing it (the comparison's "no longer listed") reads this alone.
 */
export function siteStockScope(site: Site): SQL {
  const dealershipIds = site.dealerships.map((d) => d.id);
  if (dealershipIds.length === 0) return sql`false`;
  const groups = site.config.searchFilters.map((group) => or(...group.map(clauseCondition))!);
  return and(inArray(cars.dealershipId, dealershipIds), ...groups)!;
}

/** The cars a site owns: its stock (`siteStockScope`), published. */
export function carOwnershipScope(site: Site): SQL {
  return and(siteStockScope(site), eq(cars.showOnDealerWebsite, true))!;
}

/** Owned cars shoppers can find: in stock, coming soon, or sold within the site's include-sold window. */
export function carVisibilityScope(site: Site, now: Date): SQL {
  const soldSince = new Date(now.getTime() - site.config.includeSoldCarsDays * 86_400_000);
  return and(
    carOwnershipScope(site),
    or(inArray(cars.status, ["in_stock", "coming_soon"]), and(eq(cars.status, "sold"), gte(cars.soldAt, soldSince))),
  )!;
}
