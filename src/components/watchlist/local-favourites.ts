import { FAVOURITES_STORAGE_KEY, parseFavourites, type FavouriteCar } from "@/domain/vehicle/favourites";

/** The favourites this browser keeps (spec 000 §3 "Favourite kept locally"): a signed-out shopper's saves, merged into the watchlist at sign-in. */
export function readLocalFavourites(): FavouriteCar[] {
  try {
    return parseFavourites(window.localStorage.getItem(FAVOURITES_STORAGE_KEY));
  } catch {
    return []; // Storage blocked: nothing is kept.
  }
}

export function writeLocalFavourites(list: readonly FavouriteCar[]): void {
  try {
    if (list.length === 0) window.localStorage.removeItem(FAVOURITES_STORAGE_KEY);
    else window.localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked: nothing is kept.
  }
}
