import type { DatabaseHandle } from "@/db/client";
import { configureImportTransaction, createStagingTables, loadFeedRowHashes, STAGING_COLUMNS, STAGING_TABLE } from "@/db/queries/stock-merge";
import { countUnsoldStock, findMissingCars, forgetMissingFeedRows, markCarsSold, type MissingCar, type UnsoldStock } from "@/db/queries/stock-missing";
import { rejectsTooManyRows, removesTooMuchStock, type StockRemoval } from "@/domain/stock/import-guards";
import type { ImportDealership } from "@/domain/stock/import-dealership";
import type { OutboundAddressPolicy } from "@/server/http/outbound-address-policy";
import { mergeStagedBatch } from "./merge-staged-batch";
import { readAhead } from "./read-ahead";
import { StagingRows, type FeedRecord, type RowProblemReport } from "./staging-rows";

/**
 * Rows staged and merged a batch. The first batch is read with the database idle and the last merged
 * with the importer idle, so smaller batches overlap more; each batch costs its statements' planning.
 */
const BATCH_ROWS = 5_000;

export type ImportOptions = {
  now: Date;
  /** The feed, as the price changes it makes name it (decision 046): a file or URL's name, "push API", "demo seed". */
  source: string;
  /** A full feed lists all of its dealerships' stock: cars it leaves out are marked sold. A partial one only adds and updates. */
  full: boolean;
  /** Apply even when the feed would mark more than half of a dealership's stock sold. */
  force: boolean;
  /** The largest share of bad rows (0–1) an import still applies, skipping them. */
  maxRejectedShare: number;
  /**
   * Recognise rows unchanged since the last import by their hash, without validating them again
   * (default true). The demo seed, loading an empty database, has nothing to compare with.
   */
  compareWithLastFeed?: boolean;
  /** Do everything, then roll back: the summary says what the import would do. */
  dryRun?: boolean;
  /** How many problems the report lists; later ones are only counted. */
  problemLimit?: number;
  /** Rows merged a batch (default BATCH_ROWS): each batch is merged while the next is read. */
  batchRows?: number;
  /** Where the feed's photos may be (default: production's rules, `photoAddressPolicy()`); tests serving photos on loopback widen it. */
  photoAddresses?: OutboundAddressPolicy;
  onRows?: (rows: number) => void;
};

export type ImportSummary = {
  dealerships: string[];
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  markedSold: number;
  rejected: number;
  problems: RowProblemReport[];
  problemsOmitted: number;
  /** Fields of the feed that are no car field (ignored). */
  ignoredFields: string[];
  ms: number;
  dryRun: boolean;
};

export type ImportRefusal =
  | { reason: "removes-too-much-stock"; removals: (StockRemoval & { dealership: string })[] }
  | { reason: "rejects-too-many-rows"; maxRejectedShare: number };

/** The import was refused and rolled back, so nothing was applied; `summary` says what the feed held. */
export class ImportRefusedError extends Error {
  constructor(readonly refusal: ImportRefusal, readonly summary: ImportSummary) {
    super(refusalMessage(refusal, summary));
    this.name = "ImportRefusedError";
  }
}

function refusalMessage(refusal: ImportRefusal, summary: ImportSummary): string {
  if (refusal.reason === "rejects-too-many-rows") {
    const share = `${Math.round(refusal.maxRejectedShare * 1000) / 10}%`;
    return `${summary.rejected.toLocaleString("en-AU")} of ${summary.rows.toLocaleString("en-AU")} rows are bad, more than the ${share} allowed. Nothing was changed.`;
  }
  const lines = refusal.removals.map((r) => `${r.dealership}: ${r.missing.toLocaleString("en-AU")} of its ${r.stock.toLocaleString("en-AU")} cars`);
  return `This feed would mark more than half of a dealership's stock sold (${lines.join("; ")}). Nothing was changed. If the feed is complete, import it again with force.`;
}

/**
 * Imports a stock feed for the given dealerships in one transaction (docs/decisions/016): rows are
 * validated and COPYed into a staging table a batch at a time, each batch checked and merged
 * set-based. A failure or a refusal (too many bad rows; a full feed removing more than half a
 * dealership's stock without `force`) rolls everything back.
 */
export async function importStock(handle: DatabaseHandle, dealerships: readonly ImportDealership[], records: AsyncIterable<FeedRecord>, options: ImportOptions): Promise<ImportSummary> {
  try {
    return await importInTransaction(handle, dealerships, records, options);
  } catch (error) {
    if (error instanceof DryRunRollback) return error.summary;
    throw error;
  }
}

/** Thrown to roll a dry run back once its summary is known. */
class DryRunRollback extends Error {
  constructor(readonly summary: ImportSummary) {
    super("dry run");
  }
}

/** The dealerships whose stock the feed would take more than half of off sale, with their counts. */
function excessiveRemovals(dealerships: readonly ImportDealership[], unsoldBefore: readonly UnsoldStock[], missing: readonly MissingCar[]) {
  const slugOf = new Map(dealerships.map((d) => [d.id, d.slug]));
  return unsoldBefore
    .map((r) => ({ ...r, missing: missing.filter((car) => car.dealershipId === r.dealershipId).length, dealership: slugOf.get(r.dealershipId) ?? String(r.dealershipId) }))
    .filter(removesTooMuchStock);
}

async function importInTransaction(handle: DatabaseHandle, dealerships: readonly ImportDealership[], records: AsyncIterable<FeedRecord>, options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const ids = dealerships.map((d) => d.id);
  return handle.transaction(async (tx) => {
    await configureImportTransaction(tx.db, options.source);
    const lastFeed = options.compareWithLastFeed === false ? new Map<string, string>() : await loadFeedRowHashes(tx.db, ids);
    const unsoldBefore = options.full ? await countUnsoldStock(tx.db, ids) : [];
    const staging = new StagingRows(dealerships, options.now, {
      problemLimit: options.problemLimit ?? 1_000, lastFeed, batchRows: options.batchRows ?? BATCH_ROWS, photoAddresses: options.photoAddresses,
    });
    await createStagingTables(tx.db);
    let inserted = 0;
    let updated = 0;
    let batches = 0;
    // Each batch is merged while the next is read and validated: the importer and the database work at once.
    for await (const batch of readAhead(staging.batches(records, options.onRows))) {
      await tx.copyRows(STAGING_TABLE, STAGING_COLUMNS.map((c) => c.name), batch);
      const merged = await mergeStagedBatch(tx.db, staging, options.now, { first: batches++ === 0 });
      inserted += merged.inserted;
      updated += merged.updated;
    }
    const summary = (counts: Partial<ImportSummary> = {}): ImportSummary => ({
      dealerships: dealerships.map((d) => d.slug), rows: staging.rows, inserted: counts.inserted ?? 0, updated: counts.updated ?? 0,
      unchanged: counts.unchanged ?? 0, markedSold: counts.markedSold ?? 0, rejected: staging.rejected,
      problems: [...staging.problems].sort((a, b) => a.line - b.line), problemsOmitted: staging.problemsOmitted,
      ignoredFields: [...staging.ignoredFields].sort(), ms: Math.round(performance.now() - started), dryRun: options.dryRun ?? false,
    });
    // The guards come after the merge, which the refusal's rollback undoes.
    if (rejectsTooManyRows(staging, options.maxRejectedShare)) {
      throw new ImportRefusedError({ reason: "rejects-too-many-rows", maxRejectedShare: options.maxRejectedShare }, summary());
    }
    // Only cars unsold before the import can be missing from it: a dealership's first feed marks nothing sold.
    const missing = unsoldBefore.length > 0 ? await findMissingCars(tx.db, unsoldBefore.map((r) => r.dealershipId)) : [];
    const removals = options.force ? [] : excessiveRemovals(dealerships, unsoldBefore, missing);
    if (removals.length > 0) throw new ImportRefusedError({ reason: "removes-too-much-stock", removals }, summary());
    const markedSold = await markCarsSold(tx.db, missing.map((car) => car.id), options.now);
    if (options.full) await forgetMissingFeedRows(tx.db, ids);
    const valid = staging.rows - staging.rejected;
    const result = summary({ inserted, updated, unchanged: valid - inserted - updated, markedSold });
    if (options.dryRun) throw new DryRunRollback(result);
    return result;
  });
}
