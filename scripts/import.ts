/**
 * `npm run import -- --dealership SLUG FILE|URL [--dry-run] [--force] [--partial] [--format csv|json] [--report FILE]`:
 * imports a dealership's stock feed (CSV or JSON, from a file or an http(s) URL) into the database
 * from the environment (DATABASE_URL, else PGlite under DATA_DIR), in one transaction. docs/decisions/009.
 */
import { writeFile } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { loadEnv } from "@/config/env";
import { migrateDatabase, openDatabase } from "@/db/client";
import { findImportDealerships } from "@/db/queries/import-dealerships";
import { createProgressReporter } from "@/server/terminal/progress-bar";
import { countBytes } from "@/server/stock/feed-bytes";
import { FEED_FORMATS, readFeed, type FeedFormat } from "@/server/stock/feed-readers";
import { openFeedSource } from "@/server/stock/feed-source";
import { formatImportSummary, formatProblems } from "@/server/stock/import-report";
import { importStock, ImportRefusedError, type ImportSummary } from "@/server/stock/import-stock";
import { feedSourceName } from "@/domain/stock/feed-source-name";
import { describeFailure } from "@/server/logging/log-failure";

const USAGE = "Usage: npm run import -- --dealership SLUG FILE|URL [--dry-run] [--force] [--partial] [--format csv|json] [--report FILE]";

class UsageError extends Error {}

function parseImportArgs() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      strict: true,
      options: {
        dealership: { type: "string" }, "dry-run": { type: "boolean", default: false }, force: { type: "boolean", default: false },
        partial: { type: "boolean", default: false }, format: { type: "string" }, report: { type: "string" }, help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (!values.dealership) throw new UsageError("--dealership is required (the dealership's slug)");
  if (positionals.length !== 1) throw new UsageError("Give one feed: a file or an http(s) URL");
  if (values.format !== undefined && !(FEED_FORMATS as readonly string[]).includes(values.format)) throw new UsageError(`--format must be csv or json (got '${values.format}')`);
  return { dealership: values.dealership, location: positionals[0] as string, dryRun: values["dry-run"] ?? false, force: values.force ?? false, full: !values.partial, format: values.format as FeedFormat | undefined, report: values.report };
}

async function writeReport(file: string | undefined, summary: ImportSummary): Promise<void> {
  if (file) await writeFile(file, `${JSON.stringify(summary, null, 2)}\n`);
}

async function main(): Promise<number> {
  const env = loadEnv();
  const args = parseImportArgs();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  try {
    await migrateDatabase(handle);
    const [dealership] = await findImportDealerships(handle.db, [args.dealership]);
    if (!dealership) throw new UsageError(`No dealership with the slug '${args.dealership}'`);
    const source = await openFeedSource(args.location, { format: args.format, timeoutMs: env.IMPORT_FETCH_TIMEOUT_MS });
    const progress = createProgressReporter("rows");
    let bytes = 0;
    let rows = 0;
    const counted = countBytes({ onBytes: (total) => (bytes = total) });
    const piping = pipeline(source.stream, counted);
    console.error(`Importing ${args.location} (${source.format.toUpperCase()}) for ${dealership.name}${args.dryRun ? " (dry run)" : ""}…`);
    try {
      const summary = await importStock(handle, [dealership], readFeed(counted, source.format), {
        now: new Date(), source: feedSourceName(args.location), full: args.full, force: args.force, dryRun: args.dryRun, maxRejectedShare: env.IMPORT_MAX_BAD_ROW_SHARE,
        onRows: (count) => progress(bytes, source.totalBytes, (rows += count)),
      });
      await piping;
      const problems = formatProblems(summary);
      if (problems) console.log(`\n${problems}`);
      console.log(`\n${formatImportSummary(summary)}`);
      await writeReport(args.report, summary);
      return 0;
    } catch (error) {
      source.stream.destroy();
      await piping.catch(() => {});
      if (!(error instanceof ImportRefusedError)) throw error;
      const problems = formatProblems(error.summary);
      if (problems) console.error(`\n${problems}`);
      console.error(`\n${error.message}${error.refusal.reason === "removes-too-much-stock" ? " (--force)" : ""}`);
      await writeReport(args.report, error.summary);
      return 1;
    }
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
    else console.error(`Import failed, nothing was changed: ${describeFailure(error)}`);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
