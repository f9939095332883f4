/**
 * Memory under sustained load (issue 16): starts the production app on the demo data (PGlite, or
 * PostgreSQL with DATABASE_URL), sends mixed requests — search pages, vehicle pages, `GET /api/search`,
 * some hung up on mid-response — from a few clients on loopback, and prints the server's RSS every
 * `--every` requests with a verdict against its value after the warm-up. Prints figures; asserts nothing.
 *   npx tsx bench/memory/run.ts [--requests 100000] [--clients 8] [--warm-up N] [--every N] [--abort 0.05]
 *                               [--port 3300] [--seed 1] [--data-dir .data/bench-memory]
 */
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { benchDatabase, databaseLabel, prepareDemoData } from "../demo-data";
import { freePort, startAppServer } from "../search/app-server";
import { describeMemory } from "../search/report";
import { createSiteHttpClient } from "../search/site-http-client";
import { createRequestSender, runRequests } from "./http-load";
import { mixedRequest } from "./request-mix";
import { RssCurve } from "./rss-curve";
import { discoverTargets } from "./targets";

const { values: options } = parseArgs({
  options: {
    requests: { type: "string", default: "100000" },
    clients: { type: "string", default: "8" },
    "warm-up": { type: "string" },
    every: { type: "string" },
    abort: { type: "string", default: "0.05" },
    port: { type: "string", default: "3300" },
    seed: { type: "string", default: "1" },
    "data-dir": { type: "string", default: ".data/bench-memory" },
  },
});
const requests = Number(options.requests);
const every = Number(options.every ?? Math.max(1, Math.round(requests / 20)));
const warmUp = Number(options["warm-up"] ?? every * 2);
const clients = Number(options.clients);
const abortShare = Number(options.abort);
if (![requests, every, warmUp, clients].every((n) => Number.isInteger(n) && n > 0) || warmUp >= requests || !(abortShare >= 0 && abortShare < 1)) {
  throw new Error("--requests, --clients, --warm-up and --every must be whole numbers above 0, the warm-up shorter than the run, --abort a share below 1");
}
const load = () => loadavg().map((n) => n.toFixed(1)).join(" ");
const database = benchDatabase(options["data-dir"], process.env.DATABASE_URL);

const slugs = await prepareDemoData(database);
console.log(`Memory benchmark on ${databaseLabel(database)}: ${requests} requests from ${clients} clients, ${(abortShare * 100).toFixed(0)} % aborted mid-response, warm-up ${warmUp}; ${slugs.length} sites; load average ${load()}.`);
const port = await freePort(Number(options.port));
const client = createSiteHttpClient(port);
const server = await startAppServer({ port, database, logFile: "/tmp/forecourt-bench-memory-app.log", client });
const sender = createRequestSender(port);
let curve: RssCurve | null = null;
try {
  const targets = await discoverTargets(client, slugs);
  curve = new RssCurve(server.rss, every, warmUp);
  const recorder = curve;
  const seed = Number(options.seed);
  await runRequests(requests, clients, (i) => mixedRequest(seed, i, targets, abortShare), sender.send, (outcome, done) => recorder.record(outcome, done));
} finally {
  sender.close();
  client.close();
  await server.stop();
}

console.log(`\n${curve.table()}\n`);
console.log(curve.verdict());
if (curve.firstError) console.log(`First failed request: ${curve.firstError}`);
console.log(describeMemory(server.rss.peak()));
console.log(`Load average at the end: ${load()} (2 cores; the clients, the app and the database share them). The app's log: /tmp/forecourt-bench-memory-app.log.`);
