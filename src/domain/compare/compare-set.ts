/** Issue 35 §1: "adds the car to a tray of up to 4". */
export const COMPARE_LIMIT = 4;

export const COMPARE_MESSAGES = {
  tooMany: `You can compare up to ${COMPARE_LIMIT} cars at a time. This link names more, so nothing is shown: compare the first ${COMPARE_LIMIT} instead.`,
  full: `Your comparison already holds ${COMPARE_LIMIT} cars. Remove one to add another.`,
  junk: "Part of this link is not a car id and was left out.",
  notOurs: "A car in this link is not one of ours and was left out.",
} as const;

/** The largest PostgreSQL `integer`, as `carIdSchema` (kept free of zod: the client tray reads this module). */
const MAX_CAR_ID = 2_147_483_647;
const CAR_ID = /^[1-9]\d{0,9}$/;

export type CompareSet = {
  /** The cars to compare, in the order given, each once. */
  ids: number[];
  /** More than COMPARE_LIMIT distinct cars: the set is refused (and `ids` holds only the first COMPARE_LIMIT, for a link to them). */
  tooMany: boolean;
  /** Some of the list was not a car id. */
  junk: boolean;
};

/**
 * Reads `?cars=12,34` (or the tray cookie, which holds the same text). Duplicates count once; pieces that are not
 * car ids are left out and flagged; more than four distinct cars refuse the whole set, so a shared link never
 * silently shows less than it names.
 */
export function parseCompareSet(raw: string | readonly string[] | undefined | null): CompareSet {
  const text = typeof raw === "string" ? raw : (raw?.[0] ?? "");
  const ids: number[] = [];
  let junk = false;
  for (const piece of text.split(",").map((p) => p.trim()).filter((p) => p !== "")) {
    const id = CAR_ID.test(piece) ? Number(piece) : NaN;
    if (!(id <= MAX_CAR_ID)) junk = true;
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids: ids.slice(0, COMPARE_LIMIT), tooMany: ids.length > COMPARE_LIMIT, junk };
}

export type TrayChange = { kind: "changed"; ids: number[] } | { kind: "full"; ids: number[] };

/** Adds a car at the end; the same car again changes nothing; a fifth is refused. */
export function addToCompareSet(ids: readonly number[], carId: number): TrayChange {
  if (ids.includes(carId)) return { kind: "changed", ids: [...ids] };
  if (ids.length >= COMPARE_LIMIT) return { kind: "full", ids: [...ids] };
  return { kind: "changed", ids: [...ids, carId] };
}

export function removeFromCompareSet(ids: readonly number[], carId: number): number[] {
  return ids.filter((id) => id !== carId);
}
