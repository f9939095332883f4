import type { CarStatus, CarType } from "@/domain/car/car";

/** The localStorage key of cars saved while signed out, merged into the watchlist at sign-in. */
export const FAVOURITES_STORAGE_KEY = "forecourt:favourites";

/** Spec 000 §3: "Favourite kept locally (id, name, slug, make, model, primary_image_url)." */
export type FavouriteCar = { id: number; name: string; slug: string; make: string; model: string; primary_image_url: string | null };

export type FavouriteFacts = { status: CarStatus; carType: CarType; price: number; hasImage: boolean };

/**
 * Spec 000 §5: "Favourite/compare control hidden unless the car is in stock; on some sites also requires
 * used car, price above 0, and at least one image or thumbnail" (`strict`, site config `strictFavourites`).
 */
export function showsFavourite(car: FavouriteFacts, strict: boolean): boolean {
  if (car.status !== "in_stock") return false;
  return !strict || (car.carType === "used" && car.price > 0 && car.hasImage);
}

function isFavouriteCar(value: unknown): value is FavouriteCar {
  const v = (value ?? {}) as Record<string, unknown>;
  return typeof v.id === "number" && typeof v.name === "string" && typeof v.slug === "string" && typeof v.make === "string" && typeof v.model === "string"
    && (v.primary_image_url === null || typeof v.primary_image_url === "string");
}

/** The stored list, keeping only well-formed entries (the store is the browser's, so anything may be there). */
export function parseFavourites(stored: string | null): FavouriteCar[] {
  try {
    const parsed: unknown = JSON.parse(stored ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isFavouriteCar) : [];
  } catch {
    return [];
  }
}

/** Adds the car (newest first) or removes it; `added` says which, for the 'add fires event 39' rule. */
export function toggleFavourite(list: readonly FavouriteCar[], car: FavouriteCar): { list: FavouriteCar[]; added: boolean } {
  const without = list.filter((entry) => entry.id !== car.id);
  return without.length < list.length ? { list: without, added: false } : { list: [car, ...list], added: true };
}

/** What is kept of a car (spec 000 §3 field names). */
export function favouriteCar(car: { id: number; name: string; slug: string; make: string; model: string; primaryImageUrl: string | null }): FavouriteCar {
  return { id: car.id, name: car.name, slug: car.slug, make: car.make, model: car.model, primary_image_url: car.primaryImageUrl };
}
