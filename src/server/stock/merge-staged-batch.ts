import type { Database } from "@/db/client";
import {
  analyseStaging, finishBatch, insertNewCars, keepDepositHolds, keepHandSetPrices, rejectVinClashes, rememberFeedRows, settleNewCarSlugs, updateChangedCars,
} from "@/db/queries/stock-merge";
import type { StagingRows } from "./staging-rows";

/**
 * Merges the batch in the staging table into `cars` (docs/decisions/016): rows whose VIN clashes with
 * the stored car's are rejected and reported, hand-set prices kept (decision 046), changed cars updated, new ones inserted, the rows'
 * hashes remembered; then the staging table is emptied for the next batch.
 */
export async function mergeStagedBatch(db: Database, staging: StagingRows, now: Date, options: { first: boolean }): Promise<{ inserted: number; updated: number }> {
  // The first batch's statistics serve the later ones (emptying the table keeps them): analysing every batch took 6% of the database's time.
  if (options.first) await analyseStaging(db);
  for (const clash of await rejectVinClashes(db)) {
    staging.reject(clash.line, clash.stocknum, [{ field: "vin", message: `${clash.feedVin} differs from ${clash.storedVin}, the VIN stored for stock number ${clash.stocknum}` }]);
  }
  await keepDepositHolds(db);
  await keepHandSetPrices(db);
  const updated = await updateChangedCars(db, now);
  await settleNewCarSlugs(db);
  const inserted = await insertNewCars(db, now);
  await rememberFeedRows(db);
  await finishBatch(db);
  return { inserted, updated };
}
