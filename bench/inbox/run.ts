/**
 * The lead inbox at scale (issue 33: "the inbox list and a lead's page with 100,000 leads and 50 staff in a group;
 * server time p95 ≤ 50 ms for the list, on PGlite and PostgreSQL"). Seeds a dealer group of 5 dealerships, 50 staff
 * and N leads spread over 90 days with their logs (set-based SQL), then times in-process, as the server runs them,
 * the inbox list's query (`listInboxLeads`) for a group manager and a salesperson, filtered, searched and deep in
 * the pages, and a lead page's queries (its reach check, log and thread), each beside a naive SQL baseline: p50/p95
 * over `--runs` after `--warm-up`, with the load average. On PGlite in memory, then, with DATABASE_URL set, on a
 * throwaway database of that PostgreSQL server. Prints figures; asserts nothing.
 *
 *   npx tsx bench/inbox/run.ts [--leads 100000] [--runs 200] [--warm-up 20]
 *
 * Read the figures only from a run on an otherwise idle machine; `--leads 500 --runs 5` checks that it works.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { migrateDatabase, openDatabase, type Database, type DatabaseHandle } from "@/db/client";
import { listInboxLeads } from "@/db/queries/inbox-list";
import { findLeadInReach } from "@/db/queries/inbox-leads";
import { listLeadThread } from "@/db/queries/lead-messages";
import { executeRows } from "@/db/raw-rows";
import { loadSites } from "@/db/queries/sites";
import { insertStaffUser, scopeOfHome } from "@/db/queries/staff-users";
import { dealerGroups, dealerships, locations, openingHours, siteDealerships, sites } from "@/db/schema";
import { inboxSearch, type InboxFilters } from "@/domain/inbox/inbox-list-query";
import { SALES_WEEK } from "@/domain/inbox/test-hours";
import type { Site } from "@/domain/site/site";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import type { StaffRole } from "@/domain/staff/staff-role";
import { leadTimeline } from "@/server/inbox/lead-timeline";
import { minimalSiteConfig } from "../../tests/factories/minimal-site-config";

const { values } = parseArgs({ options: { leads: { type: "string", default: "100000" }, runs: { type: "string", default: "200" }, "warm-up": { type: "string", default: "20" } } });
const leadCount = Number(values.leads);
const runs = Number(values.runs);
const warmUp = Number(values["warm-up"]);
if (![leadCount, runs, warmUp].every((n) => Number.isInteger(n) && n >= 0) || leadCount < 100 || runs < 1) throw new Error("--leads (from 100), --runs (from 1) and --warm-up must be whole numbers");

const DEALERSHIPS = 5;
const STAFF: [StaffRole, number][] = [["salesperson", 44], ["manager", 5], ["owner", 1]];
const DAY_MS = 86_400_000;
const now = new Date();
const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
const nearestRank = (sorted: readonly number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;

type World = { site: Site; dealershipIds: number[]; manager: ScopedStaffMember; salesperson: ScopedStaffMember; leadId: string; pageTenBefore: string };

/** The group, its dealerships with sales hours, its staff (a third of them at the group), and the leads with their logs. */
async function seed(db: Database): Promise<World> {
  const [group] = await db.insert(dealerGroups).values({ slug: "bench-group", name: "Bench Group" }).returning();
  const rows = await db.insert(dealerships).values(Array.from({ length: DEALERSHIPS }, (_, i) => ({ slug: `bench-${i}`, name: `Bench Motors ${i}`, dealerGroupId: group!.id }))).returning();
  const dealershipIds = rows.map((r) => r.id);
  const [site] = await db.insert(sites).values({ slug: "bench-group", name: "Bench Group", template: "metro-group", config: minimalSiteConfig("bench-group") }).returning();
  await db.insert(siteDealerships).values(dealershipIds.map((dealershipId) => ({ siteId: site!.id, dealershipId })));
  const place = { street: "1 Main St", city: "Brisbane", state: "QLD", postcode: "4000", primary: true };
  const located = await db.insert(locations).values(dealershipIds.map((dealershipId, i) => ({ dealershipId, name: `Bench ${i} Sales`, slug: `bench-${i}-sales`, ...place }))).returning();
  await db.insert(openingHours).values(located.flatMap((l) => SALES_WEEK.map((day) => ({ locationId: l.id, department: "sales", ...day }))));
  const members: ScopedStaffMember[] = [];
  let n = 0;
  for (const [role, count] of STAFF) {
    for (let i = 0; i < count; i += 1, n += 1) {
      const home = n % 3 === 0 ? { dealershipId: null, dealerGroupId: group!.id } : { dealershipId: dealershipIds[n % DEALERSHIPS]!, dealerGroupId: null };
      const member = await insertStaffUser(db, { email: `staff${n}@bench.example`, name: `Staff ${n}`, role, home, now });
      members.push({ ...member, scope: await scopeOfHome(db, home) });
    }
  }
  const salespeople = members.filter((m) => m.role === "salesperson").map((m) => m.id);
  // The live trigger would queue a notice per lead of the seed; nobody listens.
  await db.execute(sql`ALTER TABLE leads DISABLE TRIGGER leads_insert_notifies`);
  await db.execute(sql`
    INSERT INTO leads (site_id, dealership_id, form, category, name, last_name, email, phone, phone_e164, payload, status, lost_reason,
                       assignee_staff_id, assigned_at, first_answered_at, routed_at, created_at)
    SELECT ${site!.id}, (${sql.raw(`ARRAY[${dealershipIds.join(",")}]`)})[1 + g % ${DEALERSHIPS}],
      (ARRAY['enquiry','test_drive','finance','trade_in'])[1 + g % 4], 'Enquiry', 'Shopper', 'Number' || g, 'shopper' || g || '@example.com',
      '0412 ' || lpad((g % 1000000)::text, 6, '0'), '+61412' || lpad((g % 1000000)::text, 6, '0'), '{}'::jsonb,
      s.status, CASE WHEN s.status = 'lost' THEN 'no_reply' END,
      CASE WHEN g % 10 = 0 THEN NULL ELSE (${sql.raw(`ARRAY[${salespeople.join(",")}]`)})[1 + g % ${salespeople.length}] END,
      c.at, CASE WHEN s.status <> 'new' THEN c.at + interval '11 minutes' END, c.at, c.at
    FROM generate_series(1, ${leadCount}) g
    CROSS JOIN LATERAL (SELECT ${now.toISOString()}::timestamptz - (g::float / ${leadCount} * ${90 * DAY_MS}) * interval '1 millisecond' AS at) c
    CROSS JOIN LATERAL (SELECT (ARRAY['new','contacted','contacted','appointment','won','lost'])[1 + g % 6] AS status) s`);
  await db.execute(sql`ALTER TABLE leads ENABLE TRIGGER leads_insert_notifies`);
  // Each lead's log beyond its arrival (the trigger's): its assignment and, when answered, the status change.
  await db.execute(sql`
    INSERT INTO lead_activity (lead_id, dealership_id, kind, staff_id, detail, at)
    SELECT id, dealership_id, 'assigned', assignee_staff_id, '{"by":"routing"}'::jsonb, created_at FROM leads WHERE assignee_staff_id IS NOT NULL`);
  await db.execute(sql`
    INSERT INTO lead_activity (lead_id, dealership_id, kind, staff_id, detail, at)
    SELECT id, dealership_id, 'status_changed', assignee_staff_id, jsonb_build_object('from', 'new', 'to', status), first_answered_at
    FROM leads WHERE first_answered_at IS NOT NULL AND assignee_staff_id IS NOT NULL`);
  const manager = members.find((m) => m.role === "manager" && m.scope.kind === "group") ?? members.find((m) => m.role === "manager")!;
  const salesperson = members.find((m) => m.role === "salesperson" && m.scope.kind === "dealership")!;
  const [lead] = await executeRows<{ id: string }>(db, sql`SELECT id FROM leads WHERE assignee_staff_id = ${salesperson.id} ORDER BY created_at DESC LIMIT 1`);
  let before: string | undefined;
  for (let page = 0; page < 10; page += 1) before = (await listInboxLeads(db, manager, before ? { before } : {}, now)).nextBefore ?? before;
  await db.execute(sql`ANALYZE`);
  return { site: (await loadSites(db, [site!.id]))[0]!, dealershipIds, manager, salesperson, leadId: lead!.id, pageTenBefore: before! };
}

/** p50 and p95 of `runs` calls after `warmUp` unmeasured ones, in milliseconds. */
async function time(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < warmUp; i += 1) await run();
  const ms: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  const sorted = ms.toSorted((a, b) => a - b);
  return { p50: Math.round(nearestRank(sorted, 0.5) * 10) / 10, p95: Math.round(nearestRank(sorted, 0.95) * 10) / 10 };
}

async function measure(handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  const started = performance.now();
  const world = await seed(db);
  console.log(`${handle.kind}: ${leadCount.toLocaleString("en-AU")} leads, 50 staff, ${DEALERSHIPS} dealerships in a group, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s; load ${load()}`);
  const ids = sql.raw(world.dealershipIds.join(","));
  const list = (staff: ScopedStaffMember, filters: InboxFilters) => () => listInboxLeads(db, staff, filters, now);
  const naiveList = () => db.execute(sql`SELECT * FROM leads WHERE dealership_id IN (${ids}) ORDER BY created_at DESC LIMIT 26`);
  const scenarios: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
    ["list: group manager, first page", list(world.manager, {}), naiveList],
    ["list: salesperson (own and unassigned)", list(world.salesperson, {}), () => db.execute(sql`SELECT * FROM leads WHERE dealership_id = ${world.salesperson.home.dealershipId} AND (assignee_staff_id IS NULL OR assignee_staff_id = ${world.salesperson.id}) ORDER BY created_at DESC LIMIT 26`)],
    ["list: status new", list(world.manager, { status: "new" }), () => db.execute(sql`SELECT * FROM leads WHERE dealership_id IN (${ids}) AND status = 'new' ORDER BY created_at DESC LIMIT 26`)],
    ["list: unassigned, last 7 days", list(world.manager, { assignee: { kind: "unassigned" }, age: "week" }), () => db.execute(sql`SELECT * FROM leads WHERE dealership_id IN (${ids}) AND assignee_staff_id IS NULL AND created_at > now() - interval '7 days' ORDER BY created_at DESC LIMIT 26`)],
    ["list: search by name", list(world.manager, { search: inboxSearch("Number4242") }), () => db.execute(sql`SELECT * FROM leads WHERE dealership_id IN (${ids}) AND last_name ILIKE '%Number4242%' ORDER BY created_at DESC LIMIT 26`)],
    ["list: search by phone", list(world.manager, { search: inboxSearch("0412 004 242") }), () => db.execute(sql`SELECT * FROM leads WHERE dealership_id IN (${ids}) AND phone_e164 = '+61412004242' ORDER BY created_at DESC LIMIT 26`)],
    ["list: page 11", list(world.manager, { before: world.pageTenBefore }), () => db.execute(sql`SELECT * FROM leads WHERE dealership_id IN (${ids}) ORDER BY created_at DESC OFFSET 250 LIMIT 26`)],
    [
      "lead page: reach, log and thread",
      () => Promise.all([findLeadInReach(db, world.salesperson, world.leadId), leadTimeline(db, world.salesperson, world.leadId), listLeadThread(db, world.site, world.leadId)]),
      () => Promise.all([db.execute(sql`SELECT * FROM leads WHERE id = ${world.leadId}`), db.execute(sql`SELECT * FROM lead_activity WHERE lead_id = ${world.leadId}`), db.execute(sql`SELECT * FROM lead_messages WHERE lead_id = ${world.leadId}`)]),
    ],
  ];
  const table: Record<string, Record<string, number>> = {};
  for (const [label, run, baseline] of scenarios) {
    const [ours, naive] = [await time(run), await time(baseline)];
    table[label] = { "p50 ms": ours.p50, "p95 ms": ours.p95, "naive SQL p50 ms": naive.p50, "naive SQL p95 ms": naive.p95 };
  }
  console.table(table);
  console.log(`${runs} runs each after ${warmUp} warm-up; load ${load()}`);
}

async function main(): Promise<void> {
  const pglite = await openDatabase({ dataDir: "memory://" });
  try {
    await migrateDatabase(pglite);
    await measure(pglite);
  } finally {
    await pglite.close();
  }
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const name = `forecourt_bench_inbox_${process.pid}`;
  const server = new URL(url);
  const admin = postgres(new URL("/postgres", server).toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const handle = await openDatabase({ databaseUrl: new URL(`/${name}`, server).toString(), poolSize: 4 });
  try {
    await migrateDatabase(handle);
    await measure(handle);
  } finally {
    await handle.close();
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
  }
}

await main();
