/**
 * The engine's own pass, in-process (no database, no HTTP): a group site index over generated cars, the
 * benchmark's 20-query mix made unique per request, each search timed around `runSearch`, by the clock
 * and by the process's CPU time (which a busy machine inflates less). For profiling
 * (`node --cpu-prof --import tsx bench/search/engine-pass.ts`) and for the engine time on a quiet machine.
 *   npx tsx bench/search/engine-pass.ts [--cars 50000] [--rounds 50]
 */
import { parseArgs } from "node:util";
import { parseSiteConfig } from "@/domain/site/parse-site-config";
import { DEFAULT_SEED } from "@/server/demo/seed-demo";
import { runSearch } from "@/server/search/run-search";
import { buildSiteIndex } from "@/server/search/site-index-builder";
import { buildGeneratedTenant } from "@/demo/factories/generated-tenants";
import { generatedIndexRows } from "../../tests/factories/search-index-rows";
import { percentile } from "./load-runner";
import { mixRequest, QUERY_MIX } from "./query-mix";
import { distinct } from "./scenarios";
import type { SiteValues } from "./site-values";

const { values: options } = parseArgs({ options: { cars: { type: "string", default: "50000" }, rounds: { type: "string", default: "50" } } });
const now = new Date();
const config = parseSiteConfig({ ...buildGeneratedTenant(DEFAULT_SEED, 5).config, slug: "engine-pass", domains: [] }, "engine-pass");

const rows = generatedIndexRows(Number(options.cars), now);
const buildStarted = performance.now();
const index = buildSiteIndex(rows, config);
const buildMs = performance.now() - buildStarted;

/** The site's values, most common in-stock first, as bench/search/site-values.ts reads them with SQL. */
function siteValues(): SiteValues {
  const ranked = (read: (row: (typeof rows)[number]) => string | null) => {
    const counts = new Map<string, number>();
    for (const row of rows) {
      const value = row.status === "in_stock" ? read(row) : null;
      if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value]) => value);
  };
  const makes = ranked((r) => r.make);
  return {
    make: makes, body: ranked((r) => r.body), fuel: ranked((r) => r.fuel), transmission: ranked((r) => r.transmission),
    colour: ranked((r) => r.colour), state: ranked((r) => r.state), car_type: ranked((r) => r.carType),
    modelsByMake: new Map(makes.map((make) => [make, ranked((r) => (r.make === make ? r.model : null))])),
  };
}

const values = siteValues();
const times: number[][] = QUERY_MIX.map(() => []);
const cpuTimes: number[][] = QUERY_MIX.map(() => []);
let serial = 0;
for (let round = 0; round < Number(options.rounds); round++) {
  QUERY_MIX.forEach((_, mixIndex) => {
    const request = distinct(mixRequest(mixIndex, values, now.getUTCFullYear()), serial++);
    const [started, cpuStarted] = [performance.now(), process.cpuUsage()];
    runSearch(index, request, now, config.includeSoldCarsDays);
    times[mixIndex]!.push(performance.now() - started);
    const cpu = process.cpuUsage(cpuStarted);
    cpuTimes[mixIndex]!.push((cpu.user + cpu.system) / 1000);
  });
}

const figure = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));
console.log(`Index of ${index.size} cars built in ${buildMs.toFixed(0)} ms; about ${(index.memoryBytes() / 1048576).toFixed(1)} MB.`);
console.log(`${options.rounds} rounds of the ${QUERY_MIX.length}-query mix, every request unique, engine pass only (ms):\n`);
const quantiles = (values: number[]) => `${figure(percentile(values, 50))} | ${figure(percentile(values, 95))}`;
console.log("| # | Query | p50 | p95 | CPU p50 | CPU p95 |\n|---|---|---|---|---|---|");
QUERY_MIX.forEach((entry, i) => console.log(`| ${i + 1} | ${entry.label} | ${quantiles(times[i]!)} | ${quantiles(cpuTimes[i]!)} |`));
console.log(`| | All | ${quantiles(times.flat())} | ${quantiles(cpuTimes.flat())} |`);
