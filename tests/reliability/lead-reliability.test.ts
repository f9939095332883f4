/**
 * Issue 6's reliability test: 2,000 leads from concurrent clients with Idempotency-Keys while the
 * PostgreSQL server is stopped and started 3 times and the app is killed and restarted once; clients
 * retry with the same key. Fails unless lost = 0, duplicated = 0 and every stored lead is delivered.
 * Runs on a throwaway cluster it creates itself (initdb), never the shared server.
 */
import { writeFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "@/db/client";
import { createLeadFixture, enquiry, type LeadFixture } from "../fixtures/lead-fixture";
import { startAppProcess, type AppProcess } from "./lead-app-process";
import { fetchLeadPost, submitLeads } from "./lead-clients";
import { startMailSink, type MailSink } from "./mail-sink";
import { createThrowawayPostgres, findPostgresBin, freePort, type ThrowawayPostgres } from "./throwaway-postgres";

const TOTAL = Number(process.env.RELIABILITY_LEADS ?? 2_000);
const CLIENTS = 32;
const OUTAGE_MS = 1_500;
const bin = findPostgresBin();

let pg: ThrowawayPostgres;
let db: DatabaseHandle;
let mail: MailSink;
let app: AppProcess;
let fx: LeadFixture;

beforeAll(async () => {
  if (!bin) throw new Error("PostgreSQL server binaries not found (set PG_BIN or install Debian's postgresql)");
  pg = await createThrowawayPostgres(bin);
  db = await openDatabase({ databaseUrl: pg.url, poolSize: 2 });
  await migrateDatabase(db);
  fx = await createLeadFixture(db);
  mail = await startMailSink();
  app = await startAppProcess(await freePort(), {
    DATABASE_URL: pg.url, DATABASE_POOL_SIZE: "8", LEAD_SMTP_URL: mail.url, LEAD_RATE_LIMIT: "1000000",
    LEAD_WORKER_POLL_MS: "200", LEAD_RETRY_BASE_MS: "200", LEAD_DELIVERY_LEASE_MS: "5000", SEED_DEMO: "false", LEAD_APP_HOST: "alpha.localhost",
  });
}, 180_000);

afterAll(async () => {
  if (process.env.RELIABILITY_APP_LOG) writeFileSync(process.env.RELIABILITY_APP_LOG, app?.log.join("") ?? "");
  await app?.stop();
  await db?.close();
  await mail?.close();
  await pg?.destroy();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it(`${TOTAL} leads through 3 database outages and an app restart: none lost, none duplicated, all delivered`, async () => {
  const started = Date.now();
  let acked = 0;
  let submitting = true;
  const events: string[] = [];
  const stamp = (what: string) => {
    events.push(`${((Date.now() - started) / 1000).toFixed(1)} s: ${what} (acknowledged ${acked})`);
    if (process.env.RELIABILITY_VERBOSE) console.error(events.at(-1));
  };
  const whenAcked = async (n: number) => {
    while (acked < n && submitting) await sleep(20);
  };
  const chaos = (async () => {
    const plan: [number, string, () => Promise<void>][] = [
      [Math.round(TOTAL * 0.15), "PostgreSQL stopped (fast)", () => pg.stop("fast")],
      [Math.round(TOTAL * 0.35), "PostgreSQL stopped (immediate: a crash)", () => pg.stop("immediate")],
      [Math.round(TOTAL * 0.7), "PostgreSQL stopped (fast)", () => pg.stop("fast")],
    ];
    for (const [at, label, stop] of plan) {
      await whenAcked(at);
      await stop();
      stamp(label);
      await sleep(OUTAGE_MS);
      await pg.start();
      stamp("PostgreSQL started");
      if (label.includes("immediate")) {
        await whenAcked(Math.round(TOTAL * 0.5));
        stamp("app killed (SIGKILL)");
        await app.restart();
        stamp("app restarted");
      }
    }
  })();
  const progress = setInterval(() => stamp("progress"), 10_000);
  const stats = await submitLeads({
    post: fetchLeadPost(app.url), total: TOTAL, concurrency: CLIENTS, deadline: started + 150_000,
    // A shopper each: the same shopper's same enquiry again is a repeat, not a lead delivered of its own (issue 30).
    body: (i) => enquiry({ car_id: fx.carIds.alphaUsed, message: `Reliability lead ${i}`, email: `reliability-${i}@example.com` }),
    onAck: (n) => (acked = n),
  });
  submitting = false;
  await chaos;
  clearInterval(progress);
  const submittedIn = (Date.now() - started) / 1000;

  // Delivery once the outages are over: every stored lead's e-mail job delivered and received.
  const deliveredBy = Date.now() + 90_000;
  let states: Record<string, number> = {};
  while (Date.now() < deliveredBy) {
    const rows = (await db.db.execute(sql`select status, count(*)::int as n from lead_deliveries group by status`)) as unknown as { status: string; n: number }[];
    states = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
    if ((states.pending ?? 0) === 0) break;
    await sleep(250);
  }
  const leadsRows = [...((await db.db.execute(sql`
    select l.id, l.idempotency_key as key, d.id as delivery, d.status as dstatus
    from leads l left join lead_deliveries d on d.lead_id = l.id and d.channel = 'email' where l.site_id = ${fx.alpha.id}`)) as unknown as { id: string; key: string; delivery: string | null; dstatus: string | null }[])];
  const storedById = new Map(leadsRows.map((r) => [r.id, r]));
  const received = new Set(mail.received.map((m) => m.deliveryId));
  const lost = [...stats.acknowledged.values()].filter((id) => !storedById.has(id)).length;
  const keysStored = new Set(leadsRows.map((r) => r.key));
  const duplicated = leadsRows.length - keysStored.size + [...stats.acknowledged].filter(([key, id]) => leadsRows.some((r) => r.key === key && r.id !== id)).length;
  const unacknowledgedStored = leadsRows.filter((r) => !stats.acknowledged.has(r.key)).length;
  const delivered = leadsRows.filter((r) => r.dstatus === "delivered" && r.delivery && received.has(r.delivery)).length;
  const report = {
    attempted: stats.attempted, acknowledged: stats.acknowledged.size, lost, duplicated, stored: leadsRows.length, unacknowledgedStored,
    delivered, emailsReceived: mail.received.length, redeliveredSameId: mail.received.length - received.size,
    httpRequests: stats.requests, clientRetries: stats.retries, outcomes: stats.statuses, rejected: stats.rejected.length,
    deliveryStates: states, submitSeconds: Number(submittedIn.toFixed(1)), totalSeconds: Number(((Date.now() - started) / 1000).toFixed(1)),
  };
  console.log(`Lead reliability\n${events.map((e) => `  ${e}`).join("\n")}\n${JSON.stringify(report, null, 2)}`);
  if (stats.rejected.length) console.log(stats.rejected.slice(0, 5).join("\n"));

  expect(report.acknowledged).toBe(TOTAL);
  expect(lost).toBe(0);
  expect(duplicated).toBe(0);
  expect(delivered).toBe(leadsRows.length);
  expect(events.filter((e) => e.includes("PostgreSQL stopped"))).toHaveLength(3);
  expect(events.filter((e) => e.includes("app restarted"))).toHaveLength(1);
}, 240_000);
