/**
 * Issue 17's fault test: the fleet (nginx, app nodes, a worker, a primary and a hot standby: scripts/fleet)
 * takes FLEET_LEADS leads with Idempotency-Keys from FLEET_CLIENTS retrying clients through nginx, with shoppers
 * reading pages meanwhile, while app nodes are SIGKILLed and restarted, the primary restarted, the standby stopped,
 * and every node restarted in turn with SIGTERM. It fails unless no lead is lost or duplicated (by the leads table
 * and by the delivery ids at the test's SMTP server), every lead is delivered, and no page failed while a node died,
 * the standby was stopped or the nodes rolled, and while the primary restarted pages answered from the page cache or
 * 503 with Retry-After, never 500 (issue 30; page-verdicts.ts). During each standby stop every site's sitemap is read,
 * which reads the standby (decision 023), so the fall-back to the primary is exercised every time; during each
 * primary restart a vehicle page per site stored just before must still answer. First, a bounded check that a live
 * stream held through nginx by one node hears of leads posted to each node (decision 033). It prints the error rate and p95
 * latency during each fault and each node's RSS at the end.
 * `npm run test:fleet`; counts from the environment (see `config`), so a small run checks it works quickly.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/db/client";
import { executeRows } from "@/db/raw-rows";
import { enquiry } from "../../fixtures/lead-fixture";
import { staffSessionCookieHeader } from "../../fixtures/staff-session-fixture";
import { startFleet, type Fleet } from "../../../scripts/fleet/fleet";
import { UPSTREAM_FAIL_TIMEOUT_S } from "../../../scripts/fleet/nginx-config";
import { ensureProductionBuild } from "../../../scripts/production-build";
import { submitLeads, type LeadPost } from "../lead-clients";
import { startMailSink, type MailSink } from "../mail-sink";
import { openSse } from "../../support/sse-client";
import { TEST_TRAFFIC_HEADER } from "@/server/http/test-traffic";
import { endedWithin, figuresByPhase, type Phase, type Sample } from "./fault-phases";
import { send } from "./http-client";
import { brokenPages, type PageSample } from "./page-verdicts";
import { browse, readPage, sampleSites, type SiteTarget } from "./site-traffic";

const count = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
};
const config = {
  leads: count("FLEET_LEADS", 10_000),
  clients: count("FLEET_CLIENTS", 8),
  shoppers: count("FLEET_SHOPPERS", 4),
  nodes: 3,
  nodeKills: count("FLEET_NODE_KILLS", 3),
  primaryRestarts: count("FLEET_PRIMARY_RESTARTS", 3),
  replicaStops: count("FLEET_REPLICA_STOPS", 1),
  rollingRestarts: count("FLEET_ROLLING_RESTARTS", 1),
  demoCars: count("FLEET_DEMO_CARS", 3_000),
  balancerPort: count("FLEET_PORT", 3095),
  basePort: count("FLEET_BASE_PORT", 4100),
  minutes: count("FLEET_MINUTES", 120),
};
const HOSTS = ["harbour-toyota", "metro-motor-group", "value-used-cars", "ridgeway-bikes-caravans", "southern-cross-auto"].map((slug) => `${slug}.localhost`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The nodes' TEST_TRAFFIC_TOKEN: the live check's leads are stored tagged as test traffic, never delivered to the dealer. */
const testTrafficToken = randomBytes(18).toString("base64url");

let fleet: Fleet;
let mail: MailSink;
let db: DatabaseHandle | undefined;

beforeAll(async () => {
  const built = await ensureProductionBuild();
  if (built !== 0) throw new Error(`next build failed (${built})`);
  mail = await startMailSink(config.basePort + 41);
  fleet = await startFleet({
    balancerPort: config.balancerPort, basePort: config.basePort, nodes: config.nodes, demoCars: config.demoCars,
    keep: process.env.FLEET_KEEP === "1", leadRate: "100000r/s", signInRate: "10r/m",
    env: { LEAD_SMTP_URL: mail.url, LEAD_RATE_LIMIT: "1000000", LEAD_WORKER_POLL_MS: "200", LEAD_RETRY_BASE_MS: "200", LEAD_DELIVERY_LEASE_MS: "10000", SHUTDOWN_TIMEOUT_MS: "20000", TEST_TRAFFIC_TOKEN: testTrafficToken },
    onProgress: (message) => console.log(`fleet: ${message}`),
  });
}, 30 * 60_000);

afterAll(async () => {
  await db?.close();
  await fleet?.stop();
  await mail?.close();
}, 5 * 60_000);

type Fault = { label: string; run: () => Promise<void> };
/** Reads the test makes on purpose during a fault (beside the shoppers' random ones), each into the page samples. */
type FaultReads = {
  /** Every site's sitemap, which reads the standby (decision 023): asked while it is stopped, each falls back. */
  standbyReads: (label: string) => Promise<void>;
  /** A vehicle page per site, asked twice so the page cache stores it. */
  storeHeldPages: () => Promise<void>;
  /** The same pages, asked while the primary is down. */
  readHeldPages: (label: string) => Promise<void>;
};

/** How often app nodes switched reads that may lag from the stopped standby to the primary (decision 023). */
function replicaFallbacks(dir: string, nodes: number): number {
  let count = 0;
  for (let i = 1; i <= nodes; i++) count += readFileSync(path.join(dir, `logs/app-${i}.log`), "utf8").split("Read replica unavailable").length - 1;
  return count;
}

/** Requests nginx sent to a second node after the first failed (its access log lists every node tried), by kind. */
function retriedByBalancer(dir: string): Record<string, number> {
  const retried: Record<string, number> = { leads: 0, other: 0 };
  for (const line of readFileSync(path.join(dir, "nginx/nginx-access.log"), "utf8").split("\n")) {
    if (!line.includes('"upstream":"') || !/"upstream":"[^"]*, /.test(line)) continue;
    retried[line.includes('"uri":"/api/leads"') ? "leads" : "other"]! += 1;
  }
  return retried;
}

/**
 * Waits (at most a minute) until every app node has read the primary again for a second on end, each asked directly.
 * On a loaded machine a node can take seconds after the primary is back to work through the requests and connection
 * attempts queued while it was down, and answers 503 meanwhile, a health check between them answering 200: that is
 * still the primary restart, not the fault that follows.
 */
async function nodesReadTheDatabase(): Promise<void> {
  const until = Date.now() + 60_000;
  const checksInARow = 5;
  for (const port of fleet.nodePorts) {
    for (let answered = 0; answered < checksInARow; ) {
      const healthy = (await send(`http://127.0.0.1:${port}/api/health`, { host: "localhost" }).catch(() => null))?.status === 200;
      answered = healthy ? answered + 1 : 0;
      if (Date.now() > until) throw new Error(`the node on ${port} did not read the database for a second on end within a minute of the primary's restart`);
      await sleep(200);
    }
  }
}

/** Node kills and primary restarts taken in turn, then the standby stops, then the rolling restarts last. */
function faultPlan(reads: FaultReads): Fault[] {
  const faults: Fault[] = [];
  for (let i = 0; i < Math.max(config.nodeKills, config.primaryRestarts); i++) {
    if (i < config.nodeKills) {
      const node = fleet.nodes[i % fleet.nodes.length]!;
      faults.push({ label: `${node.name} SIGKILL and restart #${i + 1}`, run: async () => {
        await node.stop("SIGKILL");
        await sleep(3_000);
        await node.start();
      } });
    }
    if (i < config.primaryRestarts) {
      const mode = i % 2 === 1 ? "immediate" : "fast";
      const label = `primary restart (${mode}) #${i + 1}`;
      faults.push({ label, run: async () => {
        await reads.storeHeldPages();
        await fleet.primary.stop(mode);
        await reads.readHeldPages(label);
        await sleep(2_000);
        await fleet.primary.start();
        await nodesReadTheDatabase();
      } });
    }
  }
  for (let i = 0; i < config.replicaStops; i++) {
    const label = `standby stopped #${i + 1}`;
    faults.push({ label, run: async () => {
      await fleet.replica.stop("fast");
      await reads.standbyReads(label);
      await sleep(8_000);
      await fleet.replica.start();
    } });
  }
  for (let i = 0; i < config.rollingRestarts; i++) {
    faults.push({ label: `rolling SIGTERM restart #${i + 1}`, run: async () => {
      // Each app node, then the worker: each drains (decision 022) and exits on its own within the bound. The next
      // node stops only once nginx has taken the last one back (docs/operations.md, "Roll the nodes").
      for (const node of [...fleet.nodes, fleet.worker]) {
        const exit = await node.stop("graceful", 30_000);
        if (exit !== "143" && exit !== "0") throw new Error(`${node.name} did not drain cleanly: exit ${exit}\n${node.tail(30)}`);
        await node.start();
        if (node !== fleet.worker) await sleep(UPSTREAM_FAIL_TIMEOUT_S * 1_000 + 500);
      }
    } });
  }
  return faults;
}

it("a live stream held through nginx by one node receives, within 2 s each, a lead posted to every node (decision 033)", async () => {
  const host = "harbour-toyota.localhost";
  const [site] = await sampleSites(fleet.url, [host]);
  const car = site?.cars.find((c) => c.status !== "sold");
  if (!car) throw new Error(`${host} has no car to ask about`);
  const testTraffic = { [TEST_TRAFFIC_HEADER]: testTrafficToken };
  // The demo salesperson's session, as if signed in; the stream is the workspace host's (decision 030).
  const primary = await openDatabase({ databaseUrl: fleet.primary.url, poolSize: 1 });
  const cookie = await staffSessionCookieHeader(primary.db, "sales@harbour-toyota.example").finally(() => primary.close());
  const stream = await openSse(`${fleet.url}/api/live?dealership=harbour-toyota`, { host: "dealers.localhost", headers: { cookie } });
  try {
    await stream.waitFor((m) => m.event === "ready", 5_000);
    // Straight to each node, not through the ring: at least two of them are not the node holding the stream.
    for (const [i, port] of fleet.nodePorts.entries()) {
      const body = JSON.stringify(enquiry({ car_id: car.id, message: `Live check ${i}`, url: `https://fleet.example/live/${i}`, email: `fleet-live-${i}@example.com` }));
      const posted = Date.now();
      const answer = await send(`http://127.0.0.1:${port}/api/leads`, { host, method: "POST", body, headers: { "content-type": "application/json", ...testTraffic } });
      expect(answer.status).toBe(201);
      const lead = (JSON.parse(answer.body) as { lead_id: string }).lead_id;
      const arrived = await stream.waitFor((m) => m.event === "lead" && m.data.includes(lead), 2_000);
      expect(arrived.receivedAt - posted).toBeLessThan(2_000);
    }
  } finally {
    stream.close();
  }
}, 60_000);

it(`${config.leads} leads through nginx while app nodes, the primary and the standby fail: none lost, none duplicated, all delivered`, async () => {
  const started = Date.now();
  const deadline = started + config.minutes * 60_000;
  const sites: SiteTarget[] = (await sampleSites(fleet.url, HOSTS)).filter((site) => site.cars.length > 0);
  expect(sites.length).toBeGreaterThan(0);
  const leadTargets = sites.flatMap((site) => site.cars.filter((car) => car.status !== "sold").map((car) => ({ host: site.host, carId: car.id })));

  const phases: Phase[] = [];
  let phaseStart = Date.now();
  let acked = 0;
  let submitting = true;
  let chaosDone = false;
  const leadSamples: Sample[] = [];
  const pageSamples: PageSample[] = [];
  const endPhase = (label: string) => {
    phases.push({ label, from: phaseStart, to: Date.now() });
    phaseStart = Date.now();
    console.log(`${((Date.now() - started) / 1000).toFixed(0)} s: ${label} (${acked} leads acknowledged)`);
  };

  const heldPages = sites.map((site) => ({ host: site.host, path: `/cars/${site.cars.find((car) => car.status !== "sold")?.slug ?? site.cars[0]!.slug}` }));
  const faultReadAnswers: { label: string; host: string; path: string; outcome: number | string }[] = [];
  const readDuring = async (label: string, targets: readonly { host: string; path: string }[]) => {
    const answers = await Promise.all(targets.map((target) => readPage(fleet.url, target.host, target.path)));
    answers.forEach((answer, i) => faultReadAnswers.push({ label, host: targets[i]!.host, path: answer.path, outcome: answer.outcome }));
    pageSamples.push(...answers);
  };
  const reads: FaultReads = {
    standbyReads: (label) => readDuring(label, sites.map((site) => ({ host: site.host, path: "/sitemap.xml" }))),
    storeHeldPages: async () => {
      for (let i = 0; i < 2; i++) await Promise.all(heldPages.map((page) => readPage(fleet.url, page.host, page.path)));
    },
    readHeldPages: (label) => readDuring(label, heldPages),
  };

  const chaos = (async () => {
    const plan = faultPlan(reads);
    for (const [index, fault] of plan.entries()) {
      const due = Math.round(((index + 1) / (plan.length + 1)) * config.leads);
      while (submitting && acked < due && Date.now() < deadline) await sleep(50);
      await sleep(2_000);
      endPhase("steady");
      await fault.run();
      // The fault lasts until the fleet has settled again: the balancer's fail_timeout, indexes rebuilt.
      await sleep(UPSTREAM_FAIL_TIMEOUT_S * 1_000);
      endPhase(fault.label);
    }
    chaosDone = true;
  })();

  const shoppers = browse({ url: fleet.url, sites, concurrency: config.shoppers, keepGoing: () => (submitting || !chaosDone) && Date.now() < deadline, onSample: (s) => pageSamples.push(s) });
  const hostOfCar = new Map(leadTargets.map((target) => [target.carId, target.host]));
  const post: LeadPost = async (key, body) => {
    const host = hostOfCar.get((JSON.parse(body) as { car_id: number }).car_id)!;
    const answer = await send(`${fleet.url}/api/leads`, { host, method: "POST", body, headers: { "content-type": "application/json", "idempotency-key": key } });
    return { status: answer.status, json: JSON.parse(answer.body || "{}") as unknown };
  };
  const stats = await submitLeads({
    post,
    // A shopper each: the same shopper's same enquiry again is a repeat, not a lead delivered of its own (issue 30).
    body: (index) => enquiry({ car_id: leadTargets[index % leadTargets.length]!.carId, message: `Fleet lead ${index}`, url: `https://fleet.example/leads/${index}`, email: `fleet-${index}@example.com` }),
    total: config.leads, concurrency: config.clients, deadline,
    onAck: (n) => (acked = n),
    onAttempt: (attempt) => leadSamples.push({ ...attempt, failed: typeof attempt.outcome !== "number" || attempt.outcome >= 500 || attempt.outcome === 429 }),
  });
  submitting = false;
  await chaos;
  await shoppers;
  endPhase("after the faults");
  const submitSeconds = (Date.now() - started) / 1000;

  // Every lead's e-mail delivered and received, once the faults are over.
  db = await openDatabase({ databaseUrl: fleet.primary.url, poolSize: 2 });
  const deliveredBy = Date.now() + 5 * 60_000;
  let pending = -1;
  while (Date.now() < deliveredBy) {
    [{ pending } = { pending: -1 }] = await executeRows<{ pending: number }>(db.db, sql`select count(*)::int as pending from lead_deliveries where status = 'pending'`);
    if (pending === 0) break;
    await sleep(500);
  }
  const stored = await executeRows<{ id: string; key: string; delivery: string | null; status: string | null }>(db.db, sql`
    select l.id, l.idempotency_key as key, d.id as delivery, d.status from leads l
    left join lead_deliveries d on d.lead_id = l.id and d.channel = 'email'
    where l.url like 'https://fleet.example/leads/%'`);
  const storedById = new Map(stored.map((row) => [row.id, row]));
  const lost = [...stats.acknowledged.values()].filter((id) => !storedById.has(id)).length;
  const storedKeys = new Map<string, number>();
  for (const row of stored) storedKeys.set(row.key, (storedKeys.get(row.key) ?? 0) + 1);
  const duplicatedInTable = stored.length - storedKeys.size + stored.filter((row) => stats.acknowledged.has(row.key) && stats.acknowledged.get(row.key) !== row.id).length;
  const unacknowledgedStored = stored.filter((row) => !stats.acknowledged.has(row.key)).length;

  const receivedIds = new Map<string, number>();
  for (const message of mail.received) if (message.deliveryId) receivedIds.set(message.deliveryId, (receivedIds.get(message.deliveryId) ?? 0) + 1);
  const leadByDelivery = new Map(stored.flatMap((row) => (row.delivery ? [[row.delivery, row.id] as const] : [])));
  const leadsAtSmtp = new Map<string, number>();
  for (const id of receivedIds.keys()) {
    const lead = leadByDelivery.get(id);
    if (lead) leadsAtSmtp.set(lead, (leadsAtSmtp.get(lead) ?? 0) + 1);
  }
  const duplicatedAtSmtp = [...leadsAtSmtp.values()].filter((n) => n > 1).length;
  const lostAtSmtp = stored.filter((row) => !row.delivery || !receivedIds.has(row.delivery)).length;
  const delivered = stored.filter((row) => row.status === "delivered" && row.delivery && receivedIds.has(row.delivery)).length;

  const rolling = phases.filter((phase) => phase.label.startsWith("rolling"));
  const rollingPageFailures = pageSamples.filter((s) => s.failed && rolling.some((p) => endedWithin(p, s) || (s.startedAt >= p.from && s.startedAt < p.to)));
  const fallbacks = replicaFallbacks(fleet.dir, fleet.nodes.length);
  const broken = brokenPages(phases, pageSamples);
  const rss = Object.fromEntries([...fleet.nodes, fleet.worker, fleet.nginx].map((p) => [p.name, p.rssBytes() === null ? "stopped" : `${Math.round(p.rssBytes()! / 1024 / 1024)} MB`]));

  console.log(`\nFleet fault test (${JSON.stringify(config)})`);
  console.log(JSON.stringify({
    leads: { attempted: stats.attempted, acknowledged: stats.acknowledged.size, stored: stored.length, lost, duplicatedInTable, unacknowledgedStored, rejected: stats.rejected.length, httpRequests: stats.requests, clientRetries: stats.retries, outcomes: stats.statuses },
    delivery: { delivered, lostAtSmtp, duplicatedAtSmtp, emailsReceived: mail.received.length, redeliveredSameId: mail.received.length - receivedIds.size, pendingAtEnd: pending },
    pages: {
      requests: pageSamples.length, failed: pageSamples.filter((s) => s.failed).length, broken: broken.length, failedDuringRollingRestart: rollingPageFailures.length,
      faultReads: faultReadAnswers.length, faultReadsNot200: faultReadAnswers.filter((answer) => answer.outcome !== 200).length,
    },
    balancerRetries: retriedByBalancer(fleet.dir), replicaFallbacks: fallbacks, rss, submitSeconds: Math.round(submitSeconds), totalSeconds: Math.round((Date.now() - started) / 1000),
  }, null, 2));
  console.log("Lead posts by phase (failed = 5xx, 429 or no answer; the client retried each):");
  console.table(figuresByPhase(phases, leadSamples));
  console.log("Page requests by phase (failed = 5xx or no answer; not retried):");
  console.table(figuresByPhase(phases, pageSamples));
  if (broken.length) console.table(broken.slice(0, 30).map(({ phase, path, outcome, why, startedAt, ms }) => ({ phase, path, outcome, why, at: new Date(startedAt).toISOString(), ms })));
  if (stats.rejected.length) console.log(stats.rejected.slice(0, 5).join("\n"));
  if (rollingPageFailures.length) console.log(rollingPageFailures.slice(0, 10));

  expect(stats.acknowledged.size).toBe(config.leads);
  expect(lost).toBe(0);
  expect(duplicatedInTable).toBe(0);
  expect(unacknowledgedStored).toBe(0);
  expect(duplicatedAtSmtp).toBe(0);
  expect(lostAtSmtp).toBe(0);
  expect(delivered).toBe(stored.length);
  expect(rollingPageFailures).toHaveLength(0);
  expect(broken.map(({ phase, path, why }) => `${phase}: ${path} ${why}`)).toEqual([]);
  // The sitemaps read while the standby was stopped, and the stored pages read while the primary was down, all answered.
  expect(faultReadAnswers.filter((answer) => answer.outcome !== 200)).toEqual([]);
  expect(faultReadAnswers).toHaveLength(sites.length * (config.replicaStops + config.primaryRestarts));
  if (config.replicaStops > 0) expect(fallbacks).toBeGreaterThan(0);
  expect(phases.filter((p) => p.label !== "steady" && p.label !== "after the faults")).toHaveLength(faultPlan(reads).length);
}, 3 * 60 * 60_000);
