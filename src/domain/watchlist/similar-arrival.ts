import { isInStock, type CarStatus } from "../car/car";
import { isInSimilarPriceWindow, isSameCarName } from "../vehicle/similar-cars";

/** What the similar-car alert compares of a car. */
export type CarLikeness = { id: number; make: string; model: string; body: string | null; price: number };

/**
 * Issue 14: "a similar car arrives (same make, model and body, within the price window)", the window being spec 000
 * §9's for similar cars ("price window ±10000 if price below 50000 else ±25000; in stock only; exclude same car id")
 * around the watched car's price. Both cars need a price ('Enquire for price.' has no window) and a body: two cars
 * whose body is unknown are not known to be the same body.
 */
export function isSimilarArrival(watched: CarLikeness, arrived: CarLikeness & { status: CarStatus }): boolean {
  if (arrived.id === watched.id || !isInStock(arrived.status)) return false;
  if (watched.price <= 0 || arrived.price <= 0 || !watched.body?.trim() || !arrived.body?.trim()) return false;
  return (
    isSameCarName(watched.make, arrived.make) &&
    isSameCarName(watched.model, arrived.model) &&
    isSameCarName(watched.body, arrived.body) &&
    isInSimilarPriceWindow(watched.price, arrived.price)
  );
}
