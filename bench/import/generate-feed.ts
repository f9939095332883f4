/**
 * Writes the import benchmark's CSV feeds for one dealership: `first.csv` (N rows, 1% of them bad) and
 * `changed.csv` (the same with 10% of the good rows changed). Cars come from the demo's factory with
 * dealer-hosted photo URLs, as a DMS would send them.
 *   npx tsx bench/import/generate-feed.ts --dealership harbour-toyota --location harbour-toyota-broadmeadow --rows 100000 --out /tmp/feeds
 */
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import { parseArgs } from "node:util";
import { STOCK_FEED_FIELDS } from "@/domain/stock/stock-feed-row";
import { buildCar, type CarContext } from "@/demo/factories/car-factory";
import { carFeedRow } from "@/demo/factories/car-feed-row";
import { feedCsv, feedCsvLines } from "../../tests/factories/feed-csv";
import { createRandom, mixSeed } from "@/demo/factories/random";

const { values } = parseArgs({ options: { dealership: { type: "string" }, location: { type: "string" }, rows: { type: "string", default: "100000" }, out: { type: "string" } } });
if (!values.dealership || !values.location || !values.out) throw new Error("Usage: --dealership SLUG --location SLUG [--rows N] --out DIR");
const total = Number(values.rows);
const now = new Date();
const context = (index: number): CarContext => ({
  now, index, dealership: { id: 0, name: "Bench Motors", makes: ["Toyota"], stockProfile: "franchise" },
  location: { id: 0, name: "Bench", city: "Newcastle", state: "NSW" }, site: { financeProvider: "manual", offersSubscriptions: false },
});

/** Every 100th row is bad in one of five ways (1%). */
const BAD: readonly ((row: Record<string, unknown>) => void)[] = [
  (row) => (row.price = "call us"),
  (row) => (row.year = "20x1"),
  (row) => (row.car_type = "nearly new"),
  (row) => (row.make = ""),
  (row) => (row.vin = "NOT-A-VIN"),
];

function feedRowAt(index: number, changed: boolean): Record<string, unknown> {
  const car = buildCar(createRandom(mixSeed(7, index)), context(index));
  const row = carFeedRow(car, values.dealership as string, values.location as string);
  delete row.dealership_slug;
  row.status = row.status === "sold" ? "in_stock" : row.status;
  row.sold_at = null;
  row.images = (row.images as string[]).map((_, i) => `https://photos.dms.example/${car.stocknum}/${i + 1}.jpg`);
  row.interior_images = (row.interior_images as string[]).map((_, i) => `https://photos.dms.example/${car.stocknum}/interior-${i + 1}.jpg`);
  if (index % 100 === 99) BAD[Math.floor(index / 100) % BAD.length]?.(row);
  else if (changed && index % 10 === 3) row.price = (row.price as number) + 500;
  return row;
}

async function writeFeed(file: string, changed: boolean): Promise<void> {
  const out = createWriteStream(file);
  const columns = STOCK_FEED_FIELDS.filter((field) => field !== "dealership_slug");
  out.write(feedCsv([], columns));
  for (let start = 0; start < total; start += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, total - start) }, (_, i) => feedRowAt(start + i, changed));
    if (!out.write(feedCsvLines(rows, columns))) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}

await mkdir(values.out, { recursive: true });
await writeFeed(path.join(values.out, "first.csv"), false);
await writeFeed(path.join(values.out, "changed.csv"), true);
console.log(`Wrote ${total.toLocaleString("en-AU")}-row feeds to ${values.out}`);
