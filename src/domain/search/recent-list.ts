import type { SearchHistoryEntry, ViewedCar } from "./recent-list-schemas";

/** Spec 001 §4: "Search history keeps the latest 5 entries; the oldest is dropped." */
export const SEARCH_HISTORY_LIMIT = 5;
/** The spec keeps viewed cars locally without a count; 20 covers a shopping session without growing forever. */
export const VIEWED_CARS_LIMIT = 20;

export type RecentListOptions<T> = { limit: number; key: (entry: T) => string };

export const searchHistoryKey = (entry: SearchHistoryEntry) => entry.path;
export const viewedCarKey = (entry: ViewedCar) => String(entry.id);

/** Puts `entry` first, drops an older entry with the same key, and keeps the newest `limit`. */
export function pushRecent<T>(list: readonly T[], entry: T, options: RecentListOptions<T>): T[] {
  const key = options.key(entry);
  return [entry, ...list.filter((existing) => options.key(existing) !== key)].slice(0, Math.max(0, options.limit));
}

/** The stored text as a JSON array; anything else (nothing stored, not JSON, not a list) is an empty list. */
export function storedArray(stored: string | null): unknown[] {
  if (stored === null) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/**
 * `pushRecent` on the list as stored, without validating the entries already there: they are validated
 * where the list is shown (`readRecentList`), so a page that only records an entry need not load the
 * schemas and zod. Entries that are not objects are dropped; an object without the key stays until it
 * ages out or is dropped when read.
 */
export function pushRecentStored<T extends object>(stored: string | null, entry: T, options: RecentListOptions<T>): unknown[] {
  const objects = storedArray(stored).filter((item): item is T => typeof item === "object" && item !== null && !Array.isArray(item));
  return pushRecent(objects, entry, options);
}
