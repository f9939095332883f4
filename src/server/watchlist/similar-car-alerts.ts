import type { Database } from "@/db/client";
import { findSiteCarsByIds } from "@/db/queries/search-index";
import type { AlertCandidate, ArrivalCandidate } from "@/db/queries/watch-alert-candidates";
import type { Site } from "@/domain/site/site";
import { isSimilarArrival } from "@/domain/watchlist/similar-arrival";

/**
 * The arrivals worth telling: each watcher's site must show the arrived car now (its own scope: dealerships, search
 * filters, published; so a site never alerts about another's stock and hidden stock never leaks), and the car must
 * be similar to the watched one by the rule. The alert names the arrived car.
 */
export async function similarCarAlerts(tx: Database, sites: readonly Site[], candidates: readonly ArrivalCandidate[]): Promise<AlertCandidate[]> {
  const alerts: AlertCandidate[] = [];
  for (const site of sites) {
    const onSite = candidates.filter((c) => c.siteId === site.id);
    if (onSite.length === 0) continue;
    const shown = new Map((await findSiteCarsByIds(tx, site, [...new Set(onSite.map((c) => c.arrivedCarId))])).map((car) => [car.id, car]));
    for (const { arrivedCarId, watched, ...recipient } of onSite) {
      const car = shown.get(arrivedCarId);
      if (!car || !isSimilarArrival(watched, car)) continue;
      alerts.push({ ...recipient, car: { name: car.name, slug: car.slug }, event: { kind: "arrived", price: car.price, watchedCarName: watched.name }, similarCarId: car.id });
    }
  }
  return alerts;
}
