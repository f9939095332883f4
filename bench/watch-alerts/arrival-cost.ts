/**
 * What recording arrivals for similar-car alerts costs (issue 14, decision 021): the trigger on `cars` in a large
 * INSERT and UPDATE, its own time as EXPLAIN ANALYZE reports it (each statement rolled back), and how long the alert
 * job takes to drain the arrivals one large import records. Cars get the importer's typical width (ten photo URLs,
 * features, comments). Prints figures; asserts nothing.
 *
 *   npx tsx bench/watch-alerts/arrival-cost.ts [--rows 100000] [--watched 1000] [--rounds 5] [--server postgres://postgres@127.0.0.1:5432]
 *   (without --server: PGlite in memory)
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { sql, TransactionRollbackError, type SQL } from "drizzle-orm";
import postgres from "postgres";
import { migrateDatabase, openDatabase, type Database, type DatabaseHandle } from "@/db/client";
import { executeRows } from "@/db/raw-rows";
import { dealerships, siteDealerships, sites } from "@/db/schema";
import { runWatchAlerts } from "@/server/watchlist/watch-alert-jobs";
import { minimalSiteConfig } from "../../tests/factories/minimal-site-config";

const { values } = parseArgs({ options: { rows: { type: "string", default: "100000" }, watched: { type: "string", default: "1000" }, rounds: { type: "string", default: "5" }, server: { type: "string" } } });
const rows = Number(values.rows);
const watchedCount = Number(values.watched);
const rounds = Number(values.rounds);

const MODELS = ["RAV4", "Corolla", "HiLux", "LandCruiser", "Camry", "Kluger", "Yaris", "C-HR", "Prado", "HiAce"];
const BODIES = ["SUV", "Hatch", "Ute", "Sedan"];
const kindSql = (g: unknown) => sql`(ARRAY[${sql.raw(MODELS.map((m) => `'${m}'`).join(","))}])[1 + ${g} % ${MODELS.length}], (ARRAY[${sql.raw(BODIES.map((b) => `'${b}'`).join(","))}])[1 + ${g} % ${BODIES.length}]`;

/** `count` cars of `make` for the dealership, slugs from `prefix`: the kinds cycle, prices spread 15,000–75,000. */
const insertCars = (dealershipId: number, prefix: string, make: string, count: number, shown = true): SQL => sql`
  INSERT INTO cars (dealership_id, slug, stocknum, name, year, make, model, body, car_type, status, price, km, show_on_dealer_website, images, features, dealer_comments)
  SELECT ${dealershipId}, ${prefix} || g, ${prefix} || g, '2022 ' || ${make} || ' car ' || g, 2022, ${make}, ${kindSql(sql.raw("g"))}, 'used', 'in_stock',
    15000 + (g * 7919) % 60000, 20000 + g % 90000, ${shown},
    (SELECT jsonb_agg('https://photos.dms.example/' || ${prefix} || g || '/' || i || '.jpg') FROM generate_series(1, 10) i),
    ARRAY['Reversing Camera', 'Apple CarPlay', 'Cruise Control'], 'One owner. Full service history. Finance available on approval.'
  FROM generate_series(1, ${count}) g`;

type Timing = { statementMs: number; triggerMs: number; referenceMs: number };

/** The stock-version trigger reads the same transition table once: the yardstick for a trigger of its kind. */
const REFERENCE = { INSERT: "cars_insert_bumps_stock_version", UPDATE: "cars_update_bumps_stock_version" };

/** The statement under EXPLAIN ANALYZE in a rolled-back transaction: its time and the time of the trigger's call in it. */
async function explained(db: Database, statement: SQL, trigger: string): Promise<Timing> {
  let timing: Timing = { statementMs: 0, triggerMs: 0, referenceMs: 0 };
  const reference = trigger.includes("insert") ? REFERENCE.INSERT : REFERENCE.UPDATE;
  await db
    .transaction(async (tx) => {
      const [row] = await executeRows<Record<string, unknown>>(tx, sql`EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`);
      const json = Object.values(row ?? {})[0];
      const [plan] = (typeof json === "string" ? JSON.parse(json) : json) as [{ "Execution Time": number; Triggers?: { "Trigger Name": string; Time: number }[] }];
      const time = (name: string) => plan.Triggers?.find((t) => t["Trigger Name"] === name)?.Time ?? 0;
      timing = { statementMs: plan["Execution Time"], triggerMs: time(trigger), referenceMs: time(reference) };
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return timing;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

/** The trigger's own time, as EXPLAIN ANALYZE reports it: a figure the machine's load moves far less than the difference of two whole statements. */
async function measure(db: Database, label: string, statement: SQL, trigger: string): Promise<void> {
  const timings: Timing[] = [];
  for (let round = 0; round < rounds; round += 1) {
    timings.push(await explained(db, statement, trigger));
    // A rolled-back statement leaves its rows dead in the table, which a committed import would not.
    await db.execute(sql`VACUUM ANALYZE cars`);
  }
  const [triggerMs, statementMs, referenceMs] = (["triggerMs", "statementMs", "referenceMs"] as const).map((key) => median(timings.map((t) => t[key])));
  console.log(
    `${label}: the trigger ${triggerMs!.toFixed(0)} ms of the statement's ${statementMs!.toFixed(0)} ms (${((triggerMs! / statementMs!) * 100).toFixed(1)}%), the stock-version trigger ${referenceMs!.toFixed(0)} ms; medians of ${rounds}; load ${load()}`,
  );
}

async function prepare(handle: DatabaseHandle) {
  const { db } = handle;
  await migrateDatabase(handle);
  const [dealer] = await db.insert(dealerships).values({ slug: "bench-motors", name: "Bench Motors" }).returning({ id: dealerships.id });
  const [site] = await db.insert(sites).values({ slug: "bench-motors", name: "Bench Motors", template: "metro-group", config: minimalSiteConfig("bench-motors") }).returning({ id: sites.id });
  await db.insert(siteDealerships).values({ siteId: site!.id, dealershipId: dealer!.id });
  // The watched cars: Toyotas of every kind the import brings, each on one shopper's watchlist.
  await db.execute(insertCars(dealer!.id, "watched-", "Toyota", watchedCount));
  await db.execute(sql`INSERT INTO users (site_id, phone) SELECT ${site!.id}, '+614' || lpad(g::text, 8, '0') FROM generate_series(1, ${watchedCount}) g`);
  await db.execute(sql`
    INSERT INTO watchlist_entries (site_id, user_id, car_id, saved_price, site_origin)
    SELECT ${site!.id}, u.id, c.id, c.price, 'https://bench.example'
    FROM (SELECT id, row_number() OVER (ORDER BY id) n FROM users) u JOIN (SELECT id, price, row_number() OVER (ORDER BY id) n FROM cars) c USING (n)`);
  return dealer!.id;
}

async function main(): Promise<void> {
  const name = `forecourt_bench_arrivals_${process.pid}`;
  const admin = values.server ? postgres(`${values.server}/postgres`, { max: 1, onnotice: () => {} }) : null;
  if (admin) await admin.unsafe(`CREATE DATABASE ${name}`);
  const handle = await openDatabase(values.server ? { databaseUrl: `${values.server}/${name}`, poolSize: 2 } : { dataDir: "memory://" });
  try {
    const dealerId = await prepare(handle);
    const { db } = handle;
    await db.execute(sql`VACUUM ANALYZE`);
    console.log(`${handle.kind}: ${rows.toLocaleString("en-AU")} cars a statement, ${watchedCount.toLocaleString("en-AU")} watched cars; load ${load()}`);
    await measure(db, "INSERT, every car of a watched make, model and body", insertCars(dealerId, "new-", "Toyota", rows), "cars_insert_records_arrivals");
    await measure(db, "INSERT, no car of a watched kind", insertCars(dealerId, "other-", "Isuzu", rows), "cars_insert_records_arrivals");
    await db.execute(insertCars(dealerId, "shown-", "Toyota", rows));
    await db.execute(insertCars(dealerId, "hidden-", "Toyota", rows, false));
    await db.execute(sql`DELETE FROM watch_events`);
    await measure(db, "UPDATE of shown cars' prices (a re-import's changes), no arrival", sql`UPDATE cars SET price = price + 100 WHERE slug LIKE 'shown-%'`, "cars_update_records_arrivals");
    await measure(db, "UPDATE showing hidden cars of watched kinds, every one an arrival", sql`UPDATE cars SET show_on_dealer_website = true WHERE slug LIKE 'hidden-%'`, "cars_update_records_arrivals");

    await db.execute(insertCars(dealerId, "drain-", "Toyota", rows));
    const [{ events }] = (await executeRows<{ events: number }>(db, sql`SELECT count(*)::int AS events FROM watch_events`)) as [{ events: number }];
    const start = performance.now();
    let drained = 0;
    for (let claimed = 1; claimed > 0; drained += claimed) claimed = await runWatchAlerts(db, { now: new Date() });
    const [{ texts }] = (await executeRows<{ texts: number }>(db, sql`SELECT count(*)::int AS texts FROM sms_messages`)) as [{ texts: number }];
    console.log(`The alert job drained the ${events.toLocaleString("en-AU")} arrivals of one such INSERT (${drained.toLocaleString("en-AU")} claimed) in ${((performance.now() - start) / 1000).toFixed(1)} s, queueing ${texts.toLocaleString("en-AU")} texts; load ${load()}`);
  } finally {
    await handle.close();
    if (admin) {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    }
  }
}

await main();
