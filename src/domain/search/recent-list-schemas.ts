import { z } from "zod";
import { storedArray } from "./recent-list";
import { FACET_ATTRIBUTES } from "./search-request";

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

/**
 * Reads a list back from localStorage text. Anything that is not a JSON array gives an empty list; inside an
 * array, entries that fail the schema (an older format, a hand edit) are dropped and the rest kept, capped to `limit`.
 */
export function readRecentList<T>(stored: string | null, entrySchema: z.ZodType<T>, limit: number): T[] {
  return storedArray(stored).flatMap((item) => {
    const parsed = entrySchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }).slice(0, Math.max(0, limit));
}
