/**
 * Page rendering under load (issue 16): starts the production app on the demo data and loads each page with 32
 * connections from autocannon on the same machine, printing per page its HTML and inline RSC payload weight,
 * requests per second and p50/p95/p97.5 latency — the median of `--runs` runs with their range, each beside the
 * load average it started at — on PGlite, and then on PostgreSQL when DATABASE_URL is set. The bare Next.js control
 * page (scripts/audit/next-control.ts, a project of its own) is measured in the same run. Prints; asserts nothing.
 *   npx tsx bench/pages/run.ts [--duration 15] [--runs 3] [--connections 32] [--warm-up 3]
 *                              [--port 3480] [--control-port 3481] [--data-dir .data/bench-pages]
 */
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { buildControl, startControl } from "../../scripts/audit/next-control";
import { pageWeight } from "../../tests/support/page-weight";
import { benchDatabase, databaseLabel, prepareDemoData } from "../demo-data";
import { freePort, startAppServer, type AppDatabase } from "../search/app-server";
import { treeCpuMs } from "../search/process-tree";
import { createSiteHttpClient } from "../search/site-http-client";
import { benchPages, type BenchPage } from "./bench-pages";
import { loadPage, type LoadRun } from "./page-load";
import { describeRun, figuresTable, type PageFigures } from "./report";

const { values: options } = parseArgs({
  options: {
    duration: { type: "string", default: "15" },
    runs: { type: "string", default: "3" },
    connections: { type: "string", default: "32" },
    "warm-up": { type: "string", default: "3" },
    port: { type: "string", default: "3480" },
    "control-port": { type: "string", default: "3481" },
    "data-dir": { type: "string", default: ".data/bench-pages" },
  },
});
const seconds = Number(options.duration);
const runs = Number(options.runs);
const connections = Number(options.connections);
const warmUp = Number(options["warm-up"]);
if (![seconds, runs, connections].every((n) => Number.isInteger(n) && n > 0) || !(Number.isInteger(warmUp) && warmUp >= 0)) {
  throw new Error("--duration, --runs and --connections must be whole numbers above 0, --warm-up a whole number of seconds");
}
const oneMinuteLoad = () => loadavg()[0]!;

/** A page to load, and the process (with its children) whose CPU time serves it. */
type MeasuredPage = { page: BenchPage; port: number; host: string; pid: number };

/** Weighs each page once, warms it up, then loads the pages in turn, `runs` rounds (so a slow spell of the machine falls on all of them). */
async function measure(pages: readonly MeasuredPage[]): Promise<PageFigures[]> {
  const figures: PageFigures[] = [];
  const target = ({ page, port, host, pid }: MeasuredPage) => ({ port, host, path: page.nextPath, cpuMs: () => treeCpuMs(pid) });
  for (const measured of pages) {
    const { page, port, host } = measured;
    const client = createSiteHttpClient(port);
    const response = await client.get(host.split(".localhost")[0]!, page.path);
    client.close();
    if (response.status !== 200) throw new Error(`${page.name} (${page.path}) answered ${response.status}`);
    figures.push({ name: page.name, weight: pageWeight(response.body), runs: [] });
    if (warmUp > 0) await loadPage(target(measured), { connections, seconds: warmUp }, oneMinuteLoad);
  }
  for (let round = 1; round <= runs; round++) {
    for (const [index, measured] of pages.entries()) {
      const run: LoadRun = await loadPage(target(measured), { connections, seconds }, oneMinuteLoad);
      figures[index]!.runs.push(run);
      console.log(describeRun(measured.page.name, round, run));
    }
  }
  return figures;
}

async function benchDatabaseSection(database: AppDatabase, control: { port: number; pid: number }): Promise<void> {
  const slugs = await prepareDemoData(database);
  const port = await freePort(Number(options.port));
  const client = createSiteHttpClient(port);
  const server = await startAppServer({ port, database, logFile: "/tmp/forecourt-bench-pages-app.log", client });
  try {
    const pages = await benchPages(client);
    console.log(`\n${databaseLabel(database)}: ${slugs.length} sites; ${connections} connections, ${runs} runs of ${seconds} s per page; load average ${loadavg().map((n) => n.toFixed(2)).join(" ")}`);
    const figures = await measure(
      pages.map((page) =>
        page.site === null ? { page, port: control.port, host: `control.localhost:${control.port}`, pid: control.pid } : { page, port, host: `${page.site}.localhost:${port}`, pid: server.pid },
      ),
    );
    console.log(`\n${databaseLabel(database)}\n${figuresTable(figures)}`);
  } finally {
    client.close();
    await server.stop();
  }
}

console.log("Building the control page (a bare Next.js project)…");
await buildControl();
const controlPort = await freePort(Number(options["control-port"]));
const control = await startControl(controlPort);
try {
  await benchDatabaseSection(benchDatabase(options["data-dir"], undefined), { port: controlPort, pid: control.pid });
  if (process.env.DATABASE_URL) await benchDatabaseSection(benchDatabase(options["data-dir"], process.env.DATABASE_URL), { port: controlPort, pid: control.pid });
} finally {
  await control.stop();
}
console.log(`\nLoad average at the end: ${loadavg().map((n) => n.toFixed(2)).join(" ")} (2 cores; autocannon, the app and the database share them). The app's log: /tmp/forecourt-bench-pages-app.log.`);
