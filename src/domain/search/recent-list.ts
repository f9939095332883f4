import { z } from "zod";
import { FACET_ATTRIBUTES } from "./search-request";

/** Spec 001 §4: "Search history keeps the latest 5 entries; the oldest is dropped." */
export const SEARCH_HISTORY_LIMIT = 5;
/** The spec keeps viewed cars locally without a count; 20 covers a shopping session without growing forever. */
export const VIEWED_CARS_LIMIT = 20;

export type RecentListOptions<T> = { limit: number; key: (entry: T) => string };

/** Puts `entry` first, drops an older entry with the same key, and keeps the newest `limit`. */
export function pushRecent<T>(list: readonly T[], entry: T, options: RecentListOptions<T>): T[] {
  const key = options.key(entry);
  return [entry, ...list.filter((existing) => options.key(existing) !== key)].slice(0, Math.max(0, options.limit));
}

/** A link kept in the browser is replayed as an href, so only a path on this site is accepted (no '//host', no 'javascript:'). */
const sitePath = z.string().max(2000).regex(/^\/(?!\/)[^\s\\]*$/, "must be a path on this site");

/** Spec 001 §3: "Search history entry: the non-empty filters plus path." */
export const searchHistoryEntrySchema = z.object({
  path: sitePath,
  filters: z.partialRecord(z.enum(FACET_ATTRIBUTES), z.array(z.string().min(1).max(100)).min(1)),
});
export type SearchHistoryEntry = z.infer<typeof searchHistoryEntrySchema>;

/** Spec 000 §3: "Viewed-car record kept locally (id, stocknum, make, model, body, simple_body)". */
export const viewedCarSchema = z.object({
  id: z.number().int().positive(),
  stocknum: z.string().max(50),
  make: z.string().max(100),
  model: z.string().max(100),
  body: z.string().max(100).nullable(),
  simpleBody: z.string().max(100).nullable(),
});
export type ViewedCar = z.infer<typeof viewedCarSchema>;

export const searchHistoryKey = (entry: SearchHistoryEntry) => entry.path;
export const viewedCarKey = (entry: ViewedCar) => String(entry.id);

/**
 * Reads a list back from localStorage text. Anything that is not a JSON array gives an empty list; inside an
 * array, entries that fail the schema (an older format, a hand edit) are dropped and the rest kept, capped to `limit`.
 */
export function readRecentList<T>(stored: string | null, entrySchema: z.ZodType<T>, limit: number): T[] {
  if (stored === null) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = entrySchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }).slice(0, Math.max(0, limit));
}
