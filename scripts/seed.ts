/**
 * `npm run seed -- [--cars N] [--reset] [--seed S]`: migrates the database from the environment
 * (DATABASE_URL, else PGlite under DATA_DIR) and seeds the demo dealers with N cars (default DEMO_CARS).
 * Refuses a database that already has sites unless --reset (which truncates every table).
 */
import { parseArgs } from "node:util";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { loadEnv } from "@/config/env";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "@/db/client";
import * as schema from "@/db/schema";
import { quoteIdentifier } from "@/db/sql-identifiers";
import { createProgressReporter } from "@/server/terminal/progress-bar";
import { databaseIsEmpty, DEFAULT_SEED, seedDemo, type SeedSummary } from "@/server/demo/seed-demo";
import { formatDemoApiKeys } from "@/server/dealer-api/dealer-api-keys";
import { formatDemoStaff } from "@/server/demo/demo-staff";
import { workspaceOrigin } from "@/server/tenancy/workspace-origin";

const USAGE = "Usage: npm run seed -- [--cars N] [--reset] [--seed S]";

type SeedArgs = { cars: number; reset: boolean; seed: number };

class UsageError extends Error {}

function parseSeedArgs(defaultCars: number): SeedArgs {
  let parsed;
  try {
    parsed = parseArgs({
      options: { cars: { type: "string" }, reset: { type: "boolean", default: false }, seed: { type: "string" }, help: { type: "boolean", short: "h" } },
      strict: true,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values } = parsed;
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const cars = values.cars === undefined ? defaultCars : Number(values.cars.replace(/[_,]/g, ""));
  if (!Number.isInteger(cars) || cars < 0 || cars > 2_000_000) throw new UsageError(`--cars must be a whole number from 0 to 2,000,000 (got '${values.cars}')`);
  const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
  if (!Number.isInteger(seed)) throw new UsageError(`--seed must be an integer (got '${values.seed}')`);
  return { cars, reset: values.reset ?? false, seed };
}

/** Empties every table of the schema and restarts their id sequences. */
async function truncateAllTables(handle: DatabaseHandle): Promise<void> {
  const tables = Object.values(schema).filter((value: unknown): value is PgTable => is(value, PgTable)).map((table) => quoteIdentifier(getTableName(table)));
  await handle.db.execute(sql.raw(`TRUNCATE ${tables.join(", ")} RESTART IDENTITY CASCADE`));
}

function printSummary(summary: SeedSummary, databaseLabel: string): void {
  const port = process.env.PORT ?? "3000";
  const demo = summary.sites.filter((s) => !s.slug.startsWith("dealer-"));
  const generated = summary.sites.filter((s) => s.slug.startsWith("dealer-"));
  const rows = demo.map((s) => [s.name, s.template, `http://${s.slug}.localhost:${port}`, s.cars.toLocaleString("en-AU")]);
  if (generated.length) {
    const cars = generated.reduce((sum, s) => sum + s.cars, 0);
    rows.push([`${generated.length.toLocaleString("en-AU")} generated tenants`, "(all)", `http://${generated[0]?.slug}.localhost:${port} … ${generated.at(-1)?.slug}`, cars.toLocaleString("en-AU")]);
  }
  const header = ["Tenant", "Template", "Host", "Cars"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 3 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join("  ");
  console.log(`\n${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const row of rows) console.log(format(row));
  console.log(`\nSeeded ${summary.cars.toLocaleString("en-AU")} cars across ${summary.sites.length.toLocaleString("en-AU")} sites into ${databaseLabel} in ${(summary.ms / 1000).toFixed(1)} s.`);
  console.log(`Plain http://localhost:${port} serves the default site.`);
  console.log(`\n${formatDemoApiKeys(summary.apiKeys, port)}`);
  console.log(`\n${formatDemoStaff(summary.staff, workspaceOrigin())}`);
}

async function main(): Promise<number> {
  const env = loadEnv();
  const args = parseSeedArgs(env.DEMO_CARS);
  const started = Date.now();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DATABASE_POOL_SIZE });
  const databaseLabel = handle.kind === "postgres" ? "PostgreSQL" : `PGlite (${env.DATA_DIR})`;
  try {
    await migrateDatabase(handle);
    if (args.reset) {
      await truncateAllTables(handle);
      console.error("Emptied every table (--reset).");
    } else if (!(await databaseIsEmpty(handle.db))) {
      console.error(`The ${databaseLabel} database already has sites. Nothing was changed.\nTo wipe it and seed again: npm run seed -- --reset${args.cars === env.DEMO_CARS ? "" : ` --cars ${args.cars}`}`);
      return 1;
    }
    console.error(`Seeding ${args.cars.toLocaleString("en-AU")} cars into ${databaseLabel}…`);
    const summary = await seedDemo(handle, { cars: args.cars, seed: args.seed, onProgress: createProgressReporter("cars") });
    printSummary(summary, databaseLabel);
    console.log(`Total elapsed (including migrations): ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
    else console.error("Seeding failed:", error);
    process.exit(1);
  },
);
