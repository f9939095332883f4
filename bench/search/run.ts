/**
 * The search benchmark of issue 3 (prints figures, asserts nothing). Needs the database from
 * bench/search/prepare.sh. Starts the production app (building it when stale, as `npm start` does),
 * runs the 20-query mix against the naive SQL baseline, then warms every site's index and runs the
 * same mix over HTTP; 1 and 16 concurrent clients per scenario.
 *   npx tsx bench/search/run.ts [--requests 2000] [--seconds 60] [--port 3200] [--seed 1] [--skip-engine]
 */
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { openDatabase } from "@/db/client";
import { loadSites } from "@/db/queries/sites";
import { startAppServer, freePort } from "./app-server";
import { baselineSender } from "./baseline-search";
import { checkCounts } from "./count-check";
import { engineSender, warmUp } from "./engine-http";
import { runLoad } from "./load-runner";
import { describeErrors, describeMemory, figuresTable, perQueryTable, type Cell } from "./report";
import { buildScenarios } from "./scenarios";
import { createSiteHttpClient } from "./site-http-client";
import { readSiteValues } from "./site-values";

const CONCURRENCIES: readonly number[] = [1, 16];
const WARM_UP_CLIENTS = 2;
const COUNT_CHECKS = 20;

const { values: options } = parseArgs({
  options: {
    requests: { type: "string", default: "2000" },
    seconds: { type: "string", default: "60" },
    port: { type: "string", default: "3200" },
    seed: { type: "string", default: "1" },
    "skip-engine": { type: "boolean", default: false },
  },
});
const limits = { requests: Number(options.requests), seconds: Number(options.seconds) };
const databaseUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/forecourt_bench";
const load = () => loadavg().map((n) => n.toFixed(1)).join(" ");

const handle = await openDatabase({ databaseUrl, poolSize: 10 });
const sites = await loadSites(handle.db);
const scenarios = buildScenarios(sites, await readSiteValues(handle.db), limits.requests, Number(options.seed), new Date().getUTCFullYear());
console.log(`Search benchmark: ${sites.length} sites; up to ${limits.requests} requests or ${limits.seconds} s per cell; load average ${load()}.`);

// The app is built (when stale) and started first, so a broken build stops the run before the long baseline.
const port = await freePort(Number(options.port));
const client = createSiteHttpClient(port);
const server = options["skip-engine"] ? null : await startAppServer({ port, database: { databaseUrl }, logFile: "/tmp/forecourt-bench-search-app.log", client });

const cells: Cell[] = [];
let memory = "";
let warmUpLine = "";
let warmUpMemory = "";
const countChecks: string[] = [];
try {
  for (const scenario of scenarios) {
    for (const [pass, concurrency] of CONCURRENCIES.entries()) {
      const cell: Cell = { scenario: scenario.name, concurrency };
      cells.push(cell);
      if (!scenario.withBaseline) continue;
      cell.baseline = await runLoad(scenario.jobs(pass), concurrency, limits, baselineSender(handle.db));
      console.log(`baseline  ${scenario.name}, ${concurrency} clients: ${cell.baseline.samples.length} requests in ${cell.baseline.seconds.toFixed(1)} s (load average ${load()})`);
    }
  }
  if (server) {
    const warm = await warmUp(client, [...new Set(scenarios.flatMap((s) => s.sites))], WARM_UP_CLIENTS);
    warmUpLine = `Warm-up: ${warm.sites} sites in ${warm.seconds.toFixed(1)} s at ${WARM_UP_CLIENTS} clients (first search per site p50 ${warm.firstP50.toFixed(0)} ms, max ${warm.firstMax.toFixed(0)} ms: ${warm.slowest}).`;
    warmUpMemory = `Every site searched once: ${describeMemory(server.rss.peak())}`;
    console.log(`${warmUpLine}\n${warmUpMemory}`);
    for (const cell of cells) {
      const scenario = scenarios.find((s) => s.name === cell.scenario)!;
      cell.engine = await runLoad(scenario.jobs(CONCURRENCIES.indexOf(cell.concurrency)), cell.concurrency, limits, engineSender(client));
      console.log(`engine    ${cell.scenario}, ${cell.concurrency} clients: ${cell.engine.samples.length} requests in ${cell.engine.seconds.toFixed(1)} s (load average ${load()})`);
    }
    memory = describeMemory(server.rss.peak());
    for (const scenario of scenarios.filter((s) => s.withBaseline)) {
      // A pass of its own, so the engine computes these rather than answering from its cache.
      countChecks.push(await checkCounts(scenario.name, scenario.jobs(CONCURRENCIES.length), engineSender(client), baselineSender(handle.db), COUNT_CHECKS));
    }
  }
} finally {
  client.close();
  await server?.stop();
  await handle.close();
}

console.log(`\n${figuresTable(cells)}\n`);
if (warmUpLine) console.log(`${warmUpLine}\n${warmUpMemory}`);
if (memory) console.log(`At the end: ${memory}`);
console.log(`Load average at the end: ${load()} (2 cores; the client, the app and PostgreSQL share them).`);
for (const line of [...describeErrors(cells), ...countChecks]) console.log(line);
console.log(`\nPer query, 1 client (ms):\n\n${perQueryTable(cells)}`);
