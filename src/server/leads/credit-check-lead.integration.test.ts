import { eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/[host]/api/leads/route";
import type { DatabaseHandle } from "@/db/client";
import { leads, sites } from "@/db/schema";
import type { StoredLeadPayload } from "@/domain/leads/lead-record";
import { CSRF_COOKIE, SESSION_COOKIE } from "@/server/accounts/account-cookies";
import { startShopperSession } from "@/server/accounts/shopper-sessions";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createLeadFixture, enquiry, type LeadFixture } from "../../../tests/fixtures/lead-fixture";
import { replaceProcessSingleton } from "@/config/process-singletons";
import { DATABASE_SINGLETON } from "@/db/connection";

/**
 * The credit-check finance application (spec 001 §6, decision 024) through `POST /api/leads`: sent only by the signed-in
 * shopper's own browser from this site's page (session, CSRF cookie and the page's token), with consent, on a site that
 * offers it. Its lead carries the mobile the shopper signed in with.
 */
let handle: DatabaseHandle;
let fx: LeadFixture;
let alphaSession: string;
let bravoSession: string;
const HOST = "alpha.localhost:3000";
const CSRF = "k".repeat(43);
const SHOPPER = "+61491570110";

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createLeadFixture(handle);
  // Alpha offers the application; Bravo does not. Set before the first request loads the site list.
  await handle.db.update(sites).set({ config: sql`${sites.config} || '{"finance":{"creditCheck":true}}'::jsonb` }).where(eq(sites.id, fx.alpha.id));
  replaceProcessSingleton(DATABASE_SINGLETON, Promise.resolve(handle));
  const now = new Date();
  alphaSession = (await startShopperSession(handle.db, fx.alpha, SHOPPER, now)).sessionToken;
  bravoSession = (await startShopperSession(handle.db, fx.bravo, SHOPPER, now)).sessionToken;
});
afterAll(() => destroyTestDatabase(handle));

// About a car, which names the dealership the application goes to.
const application = (overrides: Record<string, unknown> = {}) =>
  enquiry({ form: "finance", message: undefined, car_id: fx.carIds.alphaUsed, finance_application: "credit-check", credit_check_consent: "on", csrf_token: CSRF, ...overrides });

type Post = { body: Record<string, unknown>; host?: string; session?: string | null; csrfCookie?: string | null; origin?: string | null; ip?: string };
let ipSeq = 10;
async function post({ body, host = HOST, session = alphaSession, csrfCookie = CSRF, origin = `http://${host}`, ip }: Post) {
  ipSeq += 1;
  const cookies = [session ? `${SESSION_COOKIE}=${session}` : "", csrfCookie ? `${CSRF_COOKIE}=${csrfCookie}` : ""].filter(Boolean).join("; ");
  const headers: Record<string, string> = { "content-type": "application/json", host, "x-forwarded-for": ip ?? `203.0.113.${ipSeq}` };
  if (cookies) headers.cookie = cookies;
  if (origin) headers.origin = origin;
  const request = new NextRequest(`http://${host}/api/leads`, { method: "POST", headers, body: JSON.stringify(body) });
  const response = await POST(request, { params: Promise.resolve({ host }) });
  return { status: response.status, json: (await response.json()) as { lead_id?: string; error?: { fields?: Record<string, string> } } };
}

describe("POST /api/leads: the credit-check finance application", () => {
  it("stores the signed-in shopper's application with consent and the verified mobile, in the payload and the dealer's ADF", async () => {
    const { status, json } = await post({ body: application({ vehiclePriceBudget: "30000" }) });
    expect(status).toBe(201);
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, json.lead_id!));
    expect(row?.form).toBe("finance");
    const payload = row?.payload as StoredLeadPayload;
    expect(payload).toMatchObject({ finance_application: "credit-check", credit_check_consent: true, verified_phone: SHOPPER, vehiclePriceBudget: 30000 });
    expect(payload).not.toHaveProperty("csrf_token");
    expect(row?.adf).toContain("Finance application: the shopper consents to a credit check.");
    expect(row?.adf).toContain(`Signed in with mobile ${SHOPPER} (verified by a texted code).`);
  });

  it.each<[string, Partial<Post>, Record<string, string>]>([
    ["signed out", { session: null }, { form: "Please sign in to send a finance application with a credit check." }],
    ["an unknown session token", { session: "x".repeat(43) }, { form: "Please sign in to send a finance application with a credit check." }],
    ["posted from another site (Origin)", { origin: "https://evil.example" }, { form: "Please sign in to send a finance application with a credit check." }],
    ["no CSRF cookie", { csrfCookie: null }, { form: "Please sign in to send a finance application with a credit check." }],
    ["a CSRF cookie that is not the page's token", { csrfCookie: "z".repeat(43) }, { form: "Please sign in to send a finance application with a credit check." }],
  ])("refused when %s: 400, nothing stored", async (_label, change, fields) => {
    const before = (await handle.db.select({ id: leads.id }).from(leads)).length;
    const { status, json } = await post({ body: application(), ...change });
    expect(status).toBe(400);
    expect(json.error?.fields).toEqual(fields);
    expect((await handle.db.select({ id: leads.id }).from(leads)).length).toBe(before);
  });

  it("refused with the same shopper's session on another site: sessions are per site", async () => {
    const { status, json } = await post({ body: application(), session: bravoSession });
    expect(status).toBe(400);
    expect(json.error?.fields).toEqual({ form: "Please sign in to send a finance application with a credit check." });
  });

  it("refused without consent, naming the field", async () => {
    const { status, json } = await post({ body: application({ credit_check_consent: undefined }) });
    expect(status).toBe(400);
    expect(json.error?.fields).toEqual({ credit_check_consent: "Please agree to a credit check to send this application." });
  });

  it("refused on a site that does not offer it, even signed in there", async () => {
    const { status, json } = await post({ host: "bravo.localhost:3000", session: bravoSession, body: application({ car_id: fx.carIds.bravoNew }) });
    expect(status).toBe(400);
    expect(json.error?.fields).toEqual({ finance_application: "This site does not take finance applications with a credit check." });
  });

  it("a plain finance enquiry needs no sign-in and carries no verified mobile", async () => {
    const { status, json } = await post({ body: enquiry({ form: "finance", message: undefined, car_id: fx.carIds.alphaUsed }), session: null, csrfCookie: null, origin: null });
    expect(status).toBe(201);
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, json.lead_id!));
    expect(row?.payload).not.toHaveProperty("verified_phone");
    expect(row?.adf).not.toContain("Signed in with mobile");
  });
});
