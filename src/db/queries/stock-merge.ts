import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { copyColumnsOf, type CopyColumn } from "../copy-text";
import { executeRows } from "../raw-rows";
import { cars, feedRowHashes, handSetPrices } from "../schema";
import { priceChangeSettings } from "./price-changes";
import { countChanged, idArray, sameCar, timestamp } from "./stock-import-sql";

/**
 * The set-based half of a stock import (docs/decisions/016): feed rows are COPYed into a temporary
 * staging table a batch at a time, and each batch is merged into `cars` by a few statements inside
 * the import's transaction. A car is keyed by (dealership_id, stocknum); only rows that differ are
 * written, so an unchanged feed leaves `updated_at` and the stock versions (statement-level
 * triggers) where they were. Every staged row's key is kept in a second table for the end of the
 * import (./stock-missing.ts).
 */

const STAGING = "stock_import_staging";
export const LISTED = "stock_import_listed";
/** Columns the import owns itself rather than copying from the feed. */
const MANAGED_KEYS = ["id", "dealershipId", "stocknum", "slug", "createdAt", "updatedAt", "soldAt"];
/** Copied from the feed on insert and update, and compared to find real changes. */
const MERGED: readonly CopyColumn[] = copyColumnsOf(cars, MANAGED_KEYS);

/** A staged row's own columns: its feed line, whether it was rejected or known unchanged, its feed row's hash. */
export const STAGING_MARK_COLUMNS: readonly CopyColumn[] = [
  { key: "line", name: "line", isArray: false },
  { key: "rejected", name: "rejected", isArray: false },
  { key: "unchanged", name: "unchanged", isArray: false },
  { key: "feedHash", name: "feed_hash", isArray: false },
];
/** The key of the car a staged row names. */
export const STAGED_KEY_COLUMNS: readonly CopyColumn[] = [
  { key: "dealershipId", name: "dealership_id", isArray: false },
  { key: "stocknum", name: "stocknum", isArray: false },
];
/** The staged car's other columns (null for a row staged by its key alone). */
export const STAGED_CAR_COLUMNS: readonly CopyColumn[] = [
  ...MERGED,
  { key: "slug", name: "slug", isArray: false },
  { key: "createdAt", name: "created_at", isArray: false },
  { key: "soldAt", name: "sold_at", isArray: false },
];
/** The staging table's columns in COPY order. */
export const STAGING_COLUMNS: readonly CopyColumn[] = [...STAGING_MARK_COLUMNS, ...STAGED_KEY_COLUMNS, ...STAGED_CAR_COLUMNS];
export const STAGING_TABLE = STAGING;

/** A staged row with a car's data: neither rejected nor known unchanged by its hash. */
const FULL_ROW = sql.raw("NOT s.rejected AND NOT s.unchanged");
const list = (prefix: string, columns: readonly CopyColumn[]) => sql.raw(columns.map((c) => `${prefix}"${c.name}"`).join(", "));

/**
 * Settings for the import's transaction. Large values (staged rows, then cars) are compressed with lz4
 * where the server has it (PGlite has only pglz): the COPY into staging took a quarter less CPU than
 * with pglz, and lz4 values read back faster. Random page reads are costed as cached: each batch's
 * statements look a batch of cars up by key, and at the default cost the planner scanned and sorted
 * all of `cars` for every batch instead. The feed's name goes to the price changes the merge makes (decision 046).
 */
export async function configureImportTransaction(db: Database, source: string): Promise<void> {
  await db.execute(sql`SELECT set_config('random_page_cost', '1.1', true),
    set_config('default_toast_compression', CASE WHEN EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)) THEN 'lz4' ELSE 'pglz' END, true),
    ${priceChangeSettings(source, null)}`);
}

/**
 * An empty staging table shaped like the feed's columns of `cars`, and the table of the cars the feed
 * lists (its rows' keys, a bad row's too), both dropped at commit.
 */
export async function createStagingTables(db: Database): Promise<void> {
  await db.execute(sql`CREATE TEMP TABLE ${sql.raw(STAGING)} ON COMMIT DROP AS
    SELECT dealership_id, stocknum, ${list("", MERGED)}, slug, created_at, sold_at FROM cars WITH NO DATA`);
  await db.execute(sql.raw(`ALTER TABLE ${STAGING} ADD COLUMN line integer NOT NULL, ADD COLUMN rejected boolean NOT NULL, ADD COLUMN unchanged boolean NOT NULL, ADD COLUMN feed_hash text`));
  await db.execute(sql.raw(`CREATE TEMP TABLE ${LISTED} (dealership_id integer NOT NULL, stocknum text NOT NULL) ON COMMIT DROP`));
}

/** Keeps the keys of the batch just merged, and empties the staging table for the next one. */
export async function finishBatch(db: Database): Promise<void> {
  await db.execute(sql.raw(`INSERT INTO ${LISTED} (dealership_id, stocknum) SELECT dealership_id, stocknum FROM ${STAGING}`));
  await db.execute(sql.raw(`TRUNCATE ${STAGING}`));
}

/**
 * Statistics for the planner: a temporary table has none until analysed, and joins over it would crawl.
 * Only the columns the merge joins and filters on: sampling the wide feed columns (JSONB above all)
 * cost more than the rest of a re-import.
 */
export async function analyseStaging(db: Database): Promise<void> {
  await db.execute(sql.raw(`ANALYZE ${STAGING} (line, rejected, unchanged, dealership_id, stocknum, slug, vin)`));
}

export type VinClash = { line: number; stocknum: string; feedVin: string; storedVin: string };

/** Rejects staged rows whose stock number is already a car with another VIN (the VIN is the key's check). */
export async function rejectVinClashes(db: Database): Promise<VinClash[]> {
  return executeRows<VinClash>(db, sql`
    UPDATE ${sql.raw(STAGING)} s SET rejected = true FROM cars c
    WHERE ${sameCar("s", "c")} AND ${FULL_ROW} AND s.vin IS NOT NULL AND c.vin IS NOT NULL AND s.vin <> c.vin
    RETURNING s.line, s.stocknum, s.vin AS "feedVin", c.vin AS "storedVin"`);
}

/**
 * A car a paid deposit holds stays reserved whatever the feed says: the dealer's system does not know of
 * the hold, which ends by the reservation's own lapse or sale (decision 014).
 */
export async function keepDepositHolds(db: Database): Promise<void> {
  await db.execute(sql`
    UPDATE ${sql.raw(STAGING)} s SET reserved = true FROM cars c
    WHERE ${sameCar("s", "c")} AND ${FULL_ROW} AND NOT s.reserved
      AND EXISTS (SELECT 1 FROM reservations r WHERE r.car_id = c.id AND r.status = 'reserved')`);
}

/**
 * A price set by hand in the workspace holds while the feed sends the price it sent then (src/domain/stock/hand-set-price.ts):
 * a staged row with another price ends the hand price, and one with that price is staged with the car's own price.
 */
export async function keepHandSetPrices(db: Database): Promise<void> {
  await db.execute(sql`
    DELETE FROM ${handSetPrices} h USING cars c, ${sql.raw(STAGING)} s
    WHERE h.car_id = c.id AND ${sameCar("s", "c")} AND ${FULL_ROW} AND s.price IS DISTINCT FROM h.feed_price`);
  await db.execute(sql`
    UPDATE ${sql.raw(STAGING)} s SET price = c.price FROM ${handSetPrices} h JOIN cars c ON c.id = h.car_id
    WHERE ${sameCar("s", "c")} AND ${FULL_ROW}`);
}

/** A sold car keeps the sold date it has (or is given); a car newly sold gets `now`; an unsold car has none. */
const soldAt = (now: Date) => sql`CASE WHEN s.status = 'sold' THEN coalesce(s.sold_at, CASE WHEN c.status = 'sold' THEN c.sold_at END, ${timestamp(now)}) END`;

/** Updates existing cars whose feed row differs from what is stored; returns how many changed. */
export async function updateChangedCars(db: Database, now: Date): Promise<number> {
  return countChanged(db, sql`
    UPDATE cars c SET (${list("", MERGED)}, created_at, sold_at, updated_at) =
      (${list("s.", MERGED)}, coalesce(s.created_at, c.created_at), ${soldAt(now)}, ${timestamp(now)})
    FROM ${sql.raw(STAGING)} s
    WHERE ${FULL_ROW} AND ${sameCar("s", "c")}
      AND (${list("c.", MERGED)}, c.created_at, c.sold_at) IS DISTINCT FROM (${list("s.", MERGED)}, coalesce(s.created_at, c.created_at), ${soldAt(now)})`);
}

/**
 * Gives each new car a slug no car has: the staged one, unless a car has it already or an earlier row
 * of this feed does; then it ends in a hash of the dealership and stock number. Narrow on purpose:
 * only (line, slug) pairs are sorted, never a feed's wide rows.
 */
export async function settleNewCarSlugs(db: Database): Promise<void> {
  await db.execute(sql`
    UPDATE ${sql.raw(STAGING)} s SET slug = s.slug || '-' || substr(md5(s.dealership_id || ':' || s.stocknum), 1, 8)
    FROM (
      SELECT ranked.line FROM (
        SELECT x.line, x.slug, row_number() OVER (PARTITION BY x.slug ORDER BY x.line) AS n
        FROM ${sql.raw(STAGING)} x WHERE NOT x.rejected AND NOT x.unchanged AND NOT EXISTS (SELECT 1 FROM cars c WHERE ${sameCar("x", "c")})
      ) ranked
      WHERE ranked.n > 1 OR EXISTS (SELECT 1 FROM cars t WHERE t.slug = ranked.slug)
    ) clash
    WHERE s.line = clash.line`);
}

/** Inserts the feed's new cars (in the staging table's order, which is the feed's but for rows whose slug was settled). */
export async function insertNewCars(db: Database, now: Date): Promise<number> {
  return countChanged(db, sql`
    INSERT INTO cars (dealership_id, stocknum, ${list("", MERGED)}, slug, created_at, updated_at, sold_at)
    SELECT s.dealership_id, s.stocknum, ${list("s.", MERGED)}, s.slug,
      coalesce(s.created_at, ${timestamp(now)}), ${timestamp(now)}, CASE WHEN s.status = 'sold' THEN coalesce(s.sold_at, ${timestamp(now)}) END
    FROM ${sql.raw(STAGING)} s
    WHERE ${FULL_ROW} AND NOT EXISTS (SELECT 1 FROM cars c WHERE ${sameCar("s", "c")})`);
}

/**
 * The hash of the feed row each of these dealerships' cars was last imported from, keyed by
 * `feedRowKey`. Only cars that still exist count: a row naming a deleted car is imported in full.
 */
export async function loadFeedRowHashes(db: Database, dealershipIds: readonly number[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ dealershipId: feedRowHashes.dealershipId, stocknum: feedRowHashes.stocknum, hash: feedRowHashes.hash })
    .from(feedRowHashes)
    .innerJoin(cars, and(eq(cars.dealershipId, feedRowHashes.dealershipId), eq(cars.stocknum, feedRowHashes.stocknum)))
    .where(sql`${feedRowHashes.dealershipId} = ANY(${idArray(dealershipIds)})`);
  return new Map(rows.map((r) => [feedRowKey(r.dealershipId, r.stocknum), r.hash]));
}

export const feedRowKey = (dealershipId: number, stocknum: string) => `${dealershipId}:${stocknum}`;

/** Remembers the hashes of the feed rows just merged. */
export async function rememberFeedRows(db: Database): Promise<void> {
  await db.execute(sql`
    INSERT INTO feed_row_hashes (dealership_id, stocknum, hash)
    SELECT s.dealership_id, s.stocknum, s.feed_hash FROM ${sql.raw(STAGING)} s WHERE ${FULL_ROW}
    ON CONFLICT (dealership_id, stocknum) DO UPDATE SET hash = EXCLUDED.hash WHERE feed_row_hashes.hash <> EXCLUDED.hash`);
}
