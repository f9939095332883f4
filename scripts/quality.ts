/**
 * `npm run quality -- --dealership SLUG [--site SLUG] [--limit N]`: prints the listing quality of a
 * dealership's cars on one of its sites, worst first, with the reasons each lost points (issue 15;
 * the same report as `GET /api/dealer/stock/quality`).
 */
import { parseArgs } from "node:util";
import { loadEnv } from "@/config/env";
import { migrateDatabase, openDatabase } from "@/db/client";
import { loadSites } from "@/db/queries/sites";
import { dealershipListingQuality } from "@/server/stock/listing-quality-report";

const USAGE = "Usage: npm run quality -- --dealership SLUG [--site SLUG] [--limit N]";

class UsageError extends Error {}

function parseQualityArgs() {
  let values;
  try {
    ({ values } = parseArgs({ options: { dealership: { type: "string" }, site: { type: "string" }, limit: { type: "string", default: "50" }, help: { type: "boolean", short: "h" } }, strict: true }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (!values.dealership) throw new UsageError("--dealership is required (the dealership's slug)");
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`--limit must be a whole number above 0 (got '${values.limit}')`);
  return { dealership: values.dealership, site: values.site, limit };
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length))) ?? [];
  return rows.map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : i === 0 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join("  ")).join("\n");
}

async function main(): Promise<number> {
  const env = loadEnv();
  const args = parseQualityArgs();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  try {
    await migrateDatabase(handle);
    const sites = (await loadSites(handle.db)).filter((s) => s.dealerships.some((d) => d.slug === args.dealership));
    if (sites.length === 0) throw new UsageError(`No site shows a dealership with the slug '${args.dealership}'`);
    const site = args.site ? sites.find((s) => s.slug === args.site) : sites.length === 1 ? sites[0] : undefined;
    if (!site) throw new UsageError(`Give --site: ${args.dealership} is on ${sites.map((s) => s.slug).join(", ")}${args.site ? ` (not ${args.site})` : ""}`);
    const dealership = site.dealerships.find((d) => d.slug === args.dealership)!;
    const report = await dealershipListingQuality(handle.db, site, dealership.id, new Date());
    const shown = report.listings.slice(0, args.limit);
    const rows = [["Score", "Stock no.", "Car", "Reasons"], ...shown.map((l) => [String(l.score), l.stocknum, l.name, l.reasons.map((r) => `${r.message} (−${r.points})`).join("; ") || "—"])];
    console.log(`Listing quality of ${dealership.name} on ${site.name} (photo minimum ${report.photoMinimum}, benchmark ${report.photoBenchmark}), worst first:\n`);
    console.log(table(rows));
    const average = report.averageScore === null ? "" : `, average score ${report.averageScore}`;
    console.log(`\n${shown.length.toLocaleString("en-AU")} of ${report.listings.length.toLocaleString("en-AU")} listings shown${average}.`);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof UsageError ? `${error.message}\n${USAGE}` : `Listing quality failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
