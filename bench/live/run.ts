/**
 * The time from a submitted lead to its arrival at an SSE client (issue 33 "Live", decision 033), against a running
 * server: `npx tsx bench/live/run.ts --token TOKEN (--database-url URL | --cookie COOKIE) [--leads 100]
 * [--url http://127.0.0.1:3000] [--post-url URL] [--host harbour-toyota.localhost] [--dealership harbour-toyota]
 * [--staff sales@harbour-toyota.example]`: leads about the host's latest car, whose dealership `--dealership` must be.
 * The stream is the workspace host's `/api/live`, for a signed-in staff member of that dealership: `--database-url`
 * (the server's PostgreSQL) starts a session for the demo staff member `--staff`, or `--cookie` passes one from a
 * browser that signed in. The server must have been started with TEST_TRAFFIC_TOKEN=TOKEN (the leads are stored
 * tagged, never delivered). Through the fleet: `--url` the balancer and `--post-url` a node, so the lead is stored
 * on another node than the one holding the stream. Leads are sent one at a time; prints the median, p95 and worst
 * with the load average. Read the figures only from a run on an otherwise idle machine; `--leads 3` checks that the
 * script works.
 */
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { openDatabase } from "@/db/client";
import { TEST_TRAFFIC_HEADER } from "@/server/http/test-traffic";
import { enquiry } from "../../tests/fixtures/lead-fixture";
import { staffSessionCookieHeader } from "../../tests/fixtures/staff-session-fixture";
import { send } from "../../tests/reliability/fleet/http-client";
import { openSse } from "../../tests/support/sse-client";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    "post-url": { type: "string" },
    host: { type: "string", default: "harbour-toyota.localhost" },
    dealership: { type: "string", default: "harbour-toyota" },
    leads: { type: "string", default: "100" },
    token: { type: "string", default: process.env.TEST_TRAFFIC_TOKEN },
    "database-url": { type: "string" },
    cookie: { type: "string" },
    staff: { type: "string", default: "sales@harbour-toyota.example" },
    "workspace-host": { type: "string", default: "dealers.localhost" },
  },
});
const leads = Number(values.leads);
if (!values.token) throw new Error("Pass --token: the TEST_TRAFFIC_TOKEN the server was started with");
if (!Number.isInteger(leads) || leads < 1) throw new Error("--leads must be a whole number from 1");
if (!values.cookie && !values["database-url"]) throw new Error("Pass --database-url (the server's PostgreSQL) or --cookie: the stream is served to signed-in staff");

const nearestRank = (sorted: readonly number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;
const testTraffic = { [TEST_TRAFFIC_HEADER]: values.token };
const loadAtStart = loadavg()[0]!;

// A car of the site to ask about (a lead about a car goes to the car's dealership).
const search = await send(`${values.url}/api/search?sortBy=latest`, { host: values.host });
const carId = (JSON.parse(search.body) as { hits?: { id: number }[] }).hits?.[0]?.id;
if (carId === undefined) throw new Error(`${values.host} has no car to ask about (search answered ${search.status})`);

async function staffCookie(): Promise<string> {
  if (values.cookie) return values.cookie;
  const handle = await openDatabase({ databaseUrl: values["database-url"], poolSize: 1 });
  return staffSessionCookieHeader(handle.db, values.staff).finally(() => handle.close());
}

const stream = await openSse(`${values.url}/api/live?dealership=${encodeURIComponent(values.dealership)}`, { host: values["workspace-host"], headers: { cookie: await staffCookie() } });
const times: number[] = [];
try {
  await stream.waitFor((m) => m.event === "ready", 10_000);
  const run = Date.now();
  for (let i = 0; i < leads; i++) {
    const body = JSON.stringify(enquiry({ car_id: carId, message: `Live bench ${i}`, url: `https://bench.example/live/${run}/${i}`, email: `live-bench-${run}-${i}@example.com` }));
    const posted = performance.now();
    const answer = await send(`${values["post-url"] ?? values.url}/api/leads`, { host: values.host, method: "POST", body, headers: { "content-type": "application/json", ...testTraffic } });
    if (answer.status !== 201) throw new Error(`Lead ${i} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    const lead = (JSON.parse(answer.body) as { lead_id: string }).lead_id;
    await stream.waitFor((m) => m.event === "lead" && m.data.includes(lead), 10_000);
    times.push(performance.now() - posted);
  }
} finally {
  stream.close();
}
const sorted = [...times].sort((a, b) => a - b);
console.log(`Lead submitted → SSE client (${leads} leads, one at a time; post to ${values["post-url"] ?? values.url}, stream from ${values.url})`);
console.table({ "ms": { median: round(nearestRank(sorted, 50)), p95: round(nearestRank(sorted, 95)), worst: round(sorted.at(-1)!), "load average at start": loadAtStart, "load average at end": loadavg()[0]! } });
