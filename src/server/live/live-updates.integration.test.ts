import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { GET } from "@/app/workspace/api/live/route";
import type { DatabaseHandle } from "@/db/client";
import { listLiveLeadsSince } from "@/db/queries/live-leads";
import { executeRows } from "@/db/raw-rows";
import type { LiveScope } from "@/domain/live/lead-notice";
import { insertStaffUser } from "@/db/queries/staff-users";
import type { StaffRole } from "@/domain/staff/staff-role";
import { STAFF_SESSION_COOKIE } from "@/server/staff/staff-cookies";
import { anotherShopper, createLeadFixture, enquiry, type LeadFixture } from "../../../tests/fixtures/lead-fixture";
import { staffSessionCookieHeader } from "../../../tests/fixtures/staff-session-fixture";
import { submitLead } from "@/server/leads/submit-lead";
import { databaseUrlFor } from "../../../tests/support/global-setup";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { setAppLive } from "./app-live";
import { streamLeads } from "./lead-stream";
import { startNodeLive, type NodeLive } from "./node-live";
import { replaceProcessSingleton } from "@/config/process-singletons";
import { DATABASE_SINGLETON } from "@/db/connection";

let handle: DatabaseHandle;
let fx: LeadFixture;
let live: NodeLive;
let databaseUrl: string | undefined;
const quiet = { warn: () => {}, log: () => {} };
/** Slow to reconnect on purpose, so a lead can be stored while the listener is away. */
const RECONNECT_MS = 1_500;

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createLeadFixture(handle);
  const template = inject("testDatabase");
  if (template.kind === "postgres") {
    const [{ name } = { name: "" }] = await executeRows<{ name: string }>(handle.db, sql`select current_database() as name`);
    databaseUrl = databaseUrlFor(template.serverUrl, name);
  }
  live = await startNodeLive(handle, { databaseUrl, postgres: { retryMs: RECONNECT_MS, pingMs: 1_000, pingTimeoutMs: 500 }, log: quiet });
  replaceProcessSingleton(DATABASE_SINGLETON, Promise.resolve(handle));
  setAppLive(live);
}, 30_000);
afterAll(async () => {
  setAppLive(undefined);
  await live?.stop();
  await destroyTestDatabase(handle);
});

type Frame = { event: string; id?: string; data: Record<string, unknown> };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Parses the frames of an event stream's text (comments and retry lines left out). */
function framesOf(text: string): Frame[] {
  return text.split("\n\n").flatMap((block) => {
    const fields = Object.fromEntries(block.split("\n").filter((line) => /^(id|event|data): /.test(line)).map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]));
    return fields.event ? [{ event: fields.event, id: fields.id, data: JSON.parse(fields.data ?? "{}") as Record<string, unknown> }] : [];
  });
}

/** A stream of `scope` into memory, as the route opens it. */
function openStream(scope: LiveScope, lastEventId: string | null = null) {
  let text = "";
  const sink = { send: (frame: string) => void (text += frame), close: () => {} };
  const stop = streamLeads({ hub: live.hub, scope, lastEventId, catchUp: (since, limit) => listLiveLeadsSince(handle.db, scope, since, limit) }, sink);
  const leads = () => framesOf(text).filter((f) => f.event === "lead");
  return {
    stop, leads, frames: () => framesOf(text),
    async waitForLead(id: string, withinMs: number) {
      const until = Date.now() + withinMs;
      while (Date.now() < until) {
        if (leads().some((f) => f.data.lead === id)) return Date.now();
        await sleep(20);
      }
      throw new Error(`lead ${id} did not arrive within ${withinMs} ms; got ${JSON.stringify(framesOf(text))}`);
    },
  };
}

async function storeLead(site = fx.alpha, carId = fx.carIds.alphaUsed, body: Record<string, unknown> = anotherShopper()) {
  const outcome = await submitLead(handle.db, site, enquiry({ car_id: carId, ...body }), { now: new Date() }, { rateLimit: { max: 1_000, windowMs: 60_000 } });
  if (outcome.kind !== "created") throw new Error(`lead not stored: ${outcome.kind}`);
  return outcome.leadId;
}

describe("live updates of new leads", () => {
  it("a lead stored through the intake reaches a stream of its dealership within 2 s, and no stream of another dealership or site", async () => {
    const mine = openStream({ dealershipIds: [fx.dealers.alpha], siteIds: [fx.alpha.id] });
    const otherDealership = openStream({ dealershipIds: [fx.dealers.alphaEast, fx.dealers.bravo] });
    const otherSite = openStream({ dealershipIds: [fx.dealers.alpha], siteIds: [fx.bravo.id] });
    try {
      const started = Date.now();
      const lead = await storeLead();
      expect((await mine.waitForLead(lead, 2_000)) - started).toBeLessThan(2_000);
      expect(mine.leads().map((f) => f.data)).toEqual([{ site: fx.alpha.id, dealership: fx.dealers.alpha, lead }]);
      const bravoLead = await storeLead(fx.bravo, fx.carIds.bravoNew);
      await otherDealership.waitForLead(bravoLead, 2_000);
      expect(otherDealership.leads().map((f) => f.data.lead)).toEqual([bravoLead]);
      expect(otherSite.leads()).toEqual([]);
      expect(mine.leads()).toHaveLength(1);
    } finally {
      [mine, otherDealership, otherSite].forEach((s) => s.stop());
    }
  });

  it("a repeat of an open lead is not announced: it joins the lead, it is not a new one", async () => {
    const stream = openStream({ dealershipIds: [fx.dealers.alpha] });
    try {
      const shopper = anotherShopper();
      const first = await storeLead(fx.alpha, fx.carIds.alphaUsed, shopper);
      await stream.waitForLead(first, 2_000);
      await storeLead(fx.alpha, fx.carIds.alphaUsed, shopper);
      const marker = await storeLead();
      await stream.waitForLead(marker, 2_000);
      expect(stream.leads().map((f) => f.data.lead)).toEqual([first, marker]);
    } finally {
      stream.stop();
    }
  });

  it("a stream reconnecting with its Last-Event-ID gets the leads stored while it was away, then 'ready'", async () => {
    const scope = { dealershipIds: [fx.dealers.alpha] };
    const before = openStream(scope);
    const cursor = before.frames().at(-1)!.id!;
    before.stop();
    const missed = await storeLead();
    const after = openStream(scope, cursor);
    try {
      await after.waitForLead(missed, 2_000);
      await expect.poll(() => after.frames().at(-1)?.event).toBe("ready");
    } finally {
      after.stop();
    }
  });

  it.skipIf(inject("testDatabase").kind !== "postgres")("after the listener's connection is terminated it listens again, and its streams catch up what was missed", async () => {
    const stream = openStream({ dealershipIds: [fx.dealers.alpha] });
    try {
      const terminated = await executeRows<{ ok: boolean }>(handle.db, sql`
        select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and query ilike 'listen %'`);
      expect(terminated).toEqual([{ ok: true }]);
      await sleep(200);
      // Stored while the listener is away (it waits RECONNECT_MS before trying again): no notice reaches this node.
      const missed = await storeLead();
      await stream.waitForLead(missed, RECONNECT_MS + 2_000);
      // And it is listening again: the next lead arrives live.
      const next = await storeLead();
      const started = Date.now();
      expect((await stream.waitForLead(next, 2_000)) - started).toBeLessThan(2_000);
      // The catch-up's overlap also brings the earlier tests' leads; each lead is still sent once on the stream.
      const sent = stream.leads().map((f) => f.data.lead);
      expect(sent.filter((id) => id === missed || id === next)).toEqual([missed, next]);
      expect(new Set(sent).size).toBe(sent.length);
      const listening = await executeRows<{ n: number }>(handle.db, sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen %'`);
      expect(listening).toEqual([{ n: 1 }]);
    } finally {
      stream.stop();
    }
  }, 15_000);
});

describe("GET /api/live (the workspace host)", () => {
  const cookies = {} as Record<"owner" | "marketing" | "bravoSales", string>;
  beforeAll(async () => {
    const now = new Date();
    const member = (email: string, role: StaffRole, dealershipId: number) => insertStaffUser(handle.db, { email, name: email, role, home: { dealershipId, dealerGroupId: null }, now });
    cookies.owner = await staffSessionCookieHeader(handle.db, await member("owner@alpha.example", "owner", fx.dealers.alpha));
    cookies.marketing = await staffSessionCookieHeader(handle.db, await member("marketing@alpha.example", "marketing", fx.dealers.alpha));
    cookies.bravoSales = await staffSessionCookieHeader(handle.db, await member("sales@bravo.example", "salesperson", fx.dealers.bravo));
  });
  const get = (query: string, cookie?: string, signal?: AbortSignal) =>
    GET(new NextRequest(`http://dealers.localhost:3000/api/live${query}`, { headers: { host: "dealers.localhost:3000", ...(cookie ? { cookie } : {}) }, signal }));

  it("answers 401 without a staff session, and 403 to a role that sees no leads (marketing), in the one error shape", async () => {
    const signedOut = await get("");
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: { message: "Sign in to the workspace first." } });
    expect((await get("", `${STAFF_SESSION_COOKIE}=not-a-session`)).status).toBe(401);
    const marketing = await get("", cookies.marketing);
    expect(marketing.status).toBe(403);
    expect(await marketing.json()).toEqual({ error: { message: "Your role does not see leads." } });
  });

  it("names the parameter when a dealership outside the staff member's scope, or no slug, is asked for", async () => {
    const elsewhere = await get("?dealership=bravo-motors", cookies.owner);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toMatchObject({ error: { parameter: "dealership" } });
    const malformed = await get("?dealership=Not%20A%20Slug", cookies.owner);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: { parameter: "dealership" } });
  });

  it("streams the staff member's dealerships' new leads as text/event-stream, none of another dealership's, and lets go when the browser goes", async () => {
    const abort = new AbortController();
    const subscribersBefore = live.hub.subscribers();
    const response = await get("", cookies.bravoSales, abort.signal);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    expect(live.hub.subscribers()).toBe(subscribersBefore + 1);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const alphaLead = await storeLead();
    const lead = await storeLead(fx.bravo, fx.carIds.bravoNew);
    let text = "";
    const until = Date.now() + 2_000;
    while (!text.includes(lead) && Date.now() < until) text += (await reader.read()).value ?? "";
    expect(text).toMatch(/^retry: 2000\n\n/);
    expect(framesOf(text).map((f) => f.event)).toEqual(["ready", "lead"]);
    expect(framesOf(text).at(-1)?.data).toEqual({ site: fx.bravo.id, dealership: fx.dealers.bravo, lead });
    expect(text).not.toContain(alphaLead);
    abort.abort();
    expect(live.hub.subscribers()).toBe(subscribersBefore);
    expect((await reader.read()).done).toBe(true);
  });
});
