/**
 * The importer's JavaScript alone, without a database: reads a CSV feed and stages every row as the
 * import does (validation, the staged car, its COPY line), then stages it again as a re-import would
 * (each row's hash known). Prints CPU time per row for both passes.
 *   node --max-semi-space-size=64 --import tsx bench/import/staging.ts FILE
 */
import { createReadStream } from "node:fs";
import { readFeed } from "@/server/stock/feed-readers";
import { StagingRows } from "@/server/stock/staging-rows";
import type { ImportDealership } from "@/domain/stock/import-dealership";

const file = process.argv[2];
if (!file) throw new Error("Usage: bench/import/staging.ts FILE");
const dealership: ImportDealership = {
  id: 1, slug: "harbour-toyota", name: "Harbour Toyota",
  locations: [{ id: 1, slug: "harbour-toyota-broadmeadow", name: "Broadmeadow", city: "Newcastle", state: "NSW", primary: true }],
};

/** Stages the feed; `collect` sees each chunk of COPY text. */
async function stage(lastFeed: ReadonlyMap<string, string>, collect?: (chunk: string) => void) {
  const staging = new StagingRows([dealership], new Date(), { problemLimit: 1_000, lastFeed, batchRows: 10_000 });
  const cpu = process.cpuUsage();
  const started = performance.now();
  let bytes = 0;
  for await (const batch of staging.batches(readFeed(createReadStream(file as string), "csv"))) {
    for (const chunk of batch) {
      bytes += chunk.length;
      collect?.(chunk.toString());
    }
  }
  const used = process.cpuUsage(cpu);
  const perRow = (micros: number) => (micros / staging.rows).toFixed(1);
  return `${staging.rows} rows (${staging.rejected} bad), ${(bytes / 1e6).toFixed(0)} MB of COPY text: ${perRow(used.user + used.system)} µs CPU a row (${perRow(used.system)} system), ${perRow((performance.now() - started) * 1000)} µs wall`;
}

console.log(`first import: ${await stage(new Map())}`);
// The rows' hashes, from a pass left out of the figures.
const hashes = new Map<string, string>();
await stage(new Map(), (chunk) => {
  for (const line of chunk.split("\n")) {
    const [, rejected, , hash, dealershipId, stocknum] = line.split("\t", 6);
    if (rejected === "f" && hash) hashes.set(`${dealershipId}:${stocknum}`, hash);
  }
});
console.log(`re-import:    ${await stage(hashes)}`);
