/**
 * The checks that stop a stock import before it applies anything (docs/decisions/009).
 */

/** A full feed may mark sold at most half of a dealership's unsold cars without --force. */
export const MAX_REMOVED_SHARE = 0.5;

/** A dealership's unsold cars before the import, and how many of them the feed leaves out. */
export type StockRemoval = { dealershipId: number; stock: number; missing: number };

/**
 * True when a feed would take more than half of a dealership's stock off sale: a truncated or empty
 * file must not empty a showroom. `stock` counts the unsold cars before the import, `missing` those the feed leaves out.
 */
export function removesTooMuchStock({ stock, missing }: Pick<StockRemoval, "stock" | "missing">): boolean {
  return missing > 0 && missing > stock * MAX_REMOVED_SHARE;
}

/** True when more than `maxShare` (0–1) of a feed's rows were rejected: the import fails rather than apply a broken feed. */
export function rejectsTooManyRows({ rows, rejected }: { rows: number; rejected: number }, maxShare: number): boolean {
  return rejected > 0 && rejected > rows * maxShare;
}
