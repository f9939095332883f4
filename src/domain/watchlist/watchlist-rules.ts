import { showsFavourite, type FavouriteFacts } from "../vehicle/favourites";

/**
 * Our limit: the spec gives none, and a list nobody can read to the end helps no one while it grows the
 * alert work without bound.
 */
export const WATCHLIST_LIMIT = 100;

export type SaveRefusal = "not_found" | "sold" | "not_offered" | "full";
export type SaveDecision = { kind: "save" } | { kind: "already_saved" } | { kind: "refused"; reason: SaveRefusal };

export type SaveFacts = {
  /** The car as this site shows it; null when the site has no such car. */
  car: FavouriteFacts | null;
  alreadySaved: boolean;
  savedCount: number;
  /** The site's `strictFavourites` (spec 000 §5 "on some sites also requires used car, price above 0, and at least one image"). */
  strict: boolean;
};

/**
 * Spec 000 §4: "Sold cars cannot be saved to the watchlist unless already saved." The server takes exactly
 * the saves the save control offers (spec 000 §5, `showsFavourite`); saving a car already saved changes
 * nothing and succeeds, so a repeated tap or a retried call is harmless.
 */
export function decideSave(facts: SaveFacts): SaveDecision {
  if (facts.alreadySaved) return { kind: "already_saved" };
  if (!facts.car) return { kind: "refused", reason: "not_found" };
  if (facts.car.status === "sold") return { kind: "refused", reason: "sold" };
  if (!showsFavourite(facts.car, facts.strict)) return { kind: "refused", reason: "not_offered" };
  if (facts.savedCount >= WATCHLIST_LIMIT) return { kind: "refused", reason: "full" };
  return { kind: "save" };
}

export type PriceChange = { direction: "down" | "up"; from: number; to: number };

/** What the watchlist shows beside a saved car: sold, reserved, and the price changed since it was saved. */
export type WatchedCarState = { sold: boolean; reserved: boolean; priceChange: PriceChange | null };

export function watchedCarState(entry: { savedPrice: number | null; price: number; status: string; reserved: boolean }): WatchedCarState {
  const { savedPrice, price } = entry;
  // A price of 0 is 'Enquire for price.' (spec 000 §4), not a change anyone can compare.
  const comparable = savedPrice !== null && savedPrice > 0 && price > 0 && savedPrice !== price;
  return {
    sold: entry.status === "sold",
    reserved: entry.reserved,
    priceChange: comparable ? { direction: price < savedPrice ? "down" : "up", from: savedPrice, to: price } : null,
  };
}
