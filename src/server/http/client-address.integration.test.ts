import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/[host]/api/leads/route";
import type { DatabaseHandle } from "@/db/client";
import { leads } from "@/db/schema";
import { ADDRESS_WINDOW_LIMIT } from "@/domain/accounts/code-send-limits";
import { loadLeadSettings } from "@/server/leads/lead-settings";
import { requestSignInCode } from "@/server/accounts/sign-in-service";
import { createLeadFixture, enquiry, type LeadFixture } from "../../../tests/fixtures/lead-fixture";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { clientAddressOf, GUARD_MARK_HEADER, NO_TRUSTED_PROXIES, trustedProxies, type TrustedProxies } from "./client-address";
import { guardForwardedFor } from "./forwarded-for-guard";
import { replaceProcessSingleton } from "@/config/process-singletons";
import { DATABASE_SINGLETON } from "@/db/connection";

/**
 * Issue 30 §4: a client that reaches the app directly and rotates X-Forwarded-For must stay one client to the sign-in
 * send limit per address and to the lead spam flag. Real HTTP requests over loopback reach a server in this process
 * with the guard on Node's request channel, as `next start` is guarded by the instrumentation; the handlers read the
 * client the way the app's routes and actions do (`clientAddressOf`).
 */
const HOST = "alpha.localhost:3000";
let handle: DatabaseHandle;
let fx: LeadFixture;
let server: Server;
let origin: string;
let stopGuard: (() => void) | null = null;
let numberSeq = 500;

async function bodyOf(request: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of request) text += chunk;
  return text;
}

async function answer(request: IncomingMessage): Promise<{ status: number; body: string }> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === "string") headers.set(name, value);
  headers.set("host", HOST);
  const body = await bodyOf(request);
  if (request.url === "/sign-in-code") {
    const { phone, now } = JSON.parse(body) as { phone: string; now: string };
    const outcome = await requestSignInCode(handle.db, fx.alpha, { phone, clientIp: clientAddressOf(headers), browserToken: "b".repeat(43), hostname: "alpha.localhost", now: new Date(now) });
    return { status: 200, body: JSON.stringify(outcome) };
  }
  const response = await POST(new NextRequest(`http://${HOST}/api/leads`, { method: "POST", headers, body }), { params: Promise.resolve({ host: HOST }) });
  return { status: response.status, body: await response.text() };
}

const guard = (trusted: TrustedProxies) => {
  stopGuard?.();
  stopGuard = guardForwardedFor(trusted);
};

const post = async (path: string, body: unknown, forwardedFor: string) => {
  const response = await fetch(`${origin}${path}`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor }, body: JSON.stringify(body) });
  return (await response.json()) as Record<string, unknown>;
};
const askForCode = (now: Date, forwardedFor: string) => {
  numberSeq += 1;
  return post("/sign-in-code", { phone: `0491 570 ${numberSeq}`, now: now.toISOString() }, forwardedFor);
};
const sendLead = async (forwardedFor: string) => {
  const { lead_id: id } = await post("/api/leads", enquiry({ car_id: fx.carIds.alphaUsed }), forwardedFor);
  const [row] = await handle.db.select({ clientIp: leads.clientIp, spamReason: leads.spamReason }).from(leads).where(eq(leads.id, String(id)));
  return row;
};

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createLeadFixture(handle);
  replaceProcessSingleton(DATABASE_SINGLETON, Promise.resolve(handle));
  server = createServer((request, response) => {
    answer(request).then(
      ({ status, body }) => response.writeHead(status, { "content-type": "application/json" }).end(body),
      (failure: unknown) => response.writeHead(500).end(String(failure)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  stopGuard?.();
  stopGuard = null;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await destroyTestDatabase(handle);
});

describe("a client reaching the app directly (no trusted proxy)", () => {
  it("cannot slip past the per-address sign-in send limit by rotating X-Forwarded-For", async () => {
    guard(NO_TRUSTED_PROXIES);
    const now = new Date("2026-03-02T01:00:00Z");
    const answers = [];
    for (let i = 0; i <= ADDRESS_WINDOW_LIMIT; i += 1) answers.push(await askForCode(new Date(now.getTime() + i * 1000), `198.51.100.${i + 1}`));
    expect(answers.slice(0, ADDRESS_WINDOW_LIMIT).map((a) => a.kind)).toEqual(Array(ADDRESS_WINDOW_LIMIT).fill("sent"));
    expect(answers.at(-1)).toMatchObject({ kind: "limited", refusal: { reason: "address_limit" } });
  });

  it("cannot keep its leads from being flagged by rotating X-Forwarded-For", async () => {
    guard(NO_TRUSTED_PROXIES);
    const { max } = loadLeadSettings().rateLimit;
    const rows = [];
    for (let i = 0; i <= max; i += 1) rows.push(await sendLead(`203.0.113.${i + 1}`));
    expect(rows.map((r) => r?.clientIp)).toEqual(Array(max + 1).fill("127.0.0.1"));
    expect(rows.map((r) => r?.spamReason ?? null)).toEqual([...Array(max).fill(null), "rate_limit"]);
  });
});

describe("a request the guard did not see (one that arrived while the server started)", () => {
  it("has no client address we believe, whatever it claims", async () => {
    guard(NO_TRUSTED_PROXIES);
    expect(clientAddressOf(new Headers({ "x-forwarded-for": "198.51.100.9" }))).toBeUndefined();
    expect(clientAddressOf(new Headers({ "x-forwarded-for": "198.51.100.9", [GUARD_MARK_HEADER]: "a guess" }))).toBeUndefined();
    stopGuard?.();
    stopGuard = null;
    expect(clientAddressOf(new Headers({ "x-forwarded-for": "198.51.100.9" }))).toBe("198.51.100.9");
  });
});

describe("behind a trusted proxy (TRUSTED_PROXIES names it)", () => {
  it("keys the limits on the client the proxy reports", async () => {
    guard(trustedProxies([{ address: "127.0.0.0", prefix: 8, family: "ipv4" }]));
    const now = new Date("2026-03-03T01:00:00Z");
    const answers = [];
    for (let i = 0; i <= ADDRESS_WINDOW_LIMIT; i += 1) answers.push(await askForCode(new Date(now.getTime() + i * 1000), `192.0.2.${i + 1}`));
    expect(answers.map((a) => a.kind)).toEqual(Array(ADDRESS_WINDOW_LIMIT + 1).fill("sent"));
    expect(await sendLead("192.0.2.77, 198.51.100.200")).toEqual({ clientIp: "198.51.100.200", spamReason: null });
  });
});
