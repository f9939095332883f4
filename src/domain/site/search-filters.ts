import { z } from "zod";

/** Car attributes a site's scope may test (spec 001 §7: "make equal to the brand OR car_type used"). */
export const SCOPE_FIELDS = ["dealership_slug", "make", "car_type", "location_slug", "item_type"] as const;

const clauseSchema = z.object({ field: z.enum(SCOPE_FIELDS), values: z.array(z.string().min(1)).min(1) });

/**
 * A site's permanent search filter: a list of groups combined with AND; within a group the
 * clauses are combined with OR, and a clause matches any of its values.
 * [[{dealership_slug: [a, b]}], [{make: [Toyota]}, {car_type: [used]}]]
 *   = dealership_slug IN (a, b) AND (make = Toyota OR car_type = used)
 */
export const searchFiltersSchema = z.array(z.array(clauseSchema).min(1)).min(1, "a site must scope its stock (at least one group)");

export type SearchFilters = z.infer<typeof searchFiltersSchema>;
export type ScopeClause = z.infer<typeof clauseSchema>;

/** Readable form used in docs, logs and the site admin, e.g. `dealership_slug:(a OR b) AND (make:Toyota OR car_type:used)`. */
export function describeSearchFilters(filters: SearchFilters): string {
  return filters
    .map((group) => {
      const parts = group.map((c) => `${c.field}:${c.values.length > 1 ? `(${c.values.join(" OR ")})` : c.values[0]}`);
      return parts.length > 1 ? `(${parts.join(" OR ")})` : parts[0];
    })
    .join(" AND ");
}
