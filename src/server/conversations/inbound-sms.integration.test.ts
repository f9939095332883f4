import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as inboundSms } from "@/app/[host]/api/twilio/inbound/route";
import type { DatabaseHandle } from "@/db/client";
import { listLeadThread, listUnmatchedTexts } from "@/db/queries/lead-messages";
import { leadMessages } from "@/db/schema";
import { createLeadFixture, type LeadFixture } from "../../../tests/fixtures/lead-fixture";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { FakeTwilio } from "../../../tests/support/fake-twilio";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createEnquiry, freshMobile, setLeadStatus } from "../../../tests/fixtures/conversation-fixture";
import { INBOUND_SMS_PATH } from "./inbound-sms";
import { replaceProcessSingleton } from "@/config/process-singletons";
import { DATABASE_SINGLETON } from "@/db/connection";

let handle: DatabaseHandle;
let fx: LeadFixture;
const twilio = new FakeTwilio();
const savedToken = process.env.TWILIO_AUTH_TOKEN;

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createLeadFixture(handle);
  replaceProcessSingleton(DATABASE_SINGLETON, Promise.resolve(handle));
  process.env.TWILIO_AUTH_TOKEN = twilio.authToken;
});
afterAll(async () => {
  if (savedToken === undefined) delete process.env.TWILIO_AUTH_TOKEN;
  else process.env.TWILIO_AUTH_TOKEN = savedToken;
  await destroyTestDatabase(handle);
});

const hostOf = { alpha: "alpha.localhost:3000", bravo: "bravo.localhost:3000" } as const;

/** Twilio's webhook for a text from `from`, signed for `signedUrl` (the site's configured address unless a test says otherwise). */
async function textIn(site: "alpha" | "bravo", message: { from: string; body: string; messageSid?: string }, signedUrl?: string, authToken?: string) {
  const host = hostOf[site];
  const url = signedUrl ?? `${siteBaseUrl(fx[site])}${INBOUND_SMS_PATH}`;
  const { headers, body } = twilio.incomingMessage(url, message, authToken);
  return inboundSms(new NextRequest(`http://${host}${INBOUND_SMS_PATH}`, { method: "POST", headers: { ...headers, host }, body }), { params: Promise.resolve({ host }) });
}
const bodies = async (site: "alpha" | "bravo", leadId: string) => (await listLeadThread(handle.db, fx[site], leadId)).map((m) => [m.direction, m.channel, m.body]);

describe("a shopper's text back (issue 33: 'SMS replies come back through Twilio's inbound webhook, with X-Twilio-Signature verified, and join the thread')", () => {
  it("joins the thread of the shopper's most recent open enquiry on the site, answered with empty TwiML", async () => {
    const mobile = freshMobile();
    const older = await createEnquiry(handle.db, fx.alpha, { phone: mobile.typed, car_id: fx.carIds.alphaUsed });
    const newest = await createEnquiry(handle.db, fx.alpha, { phone: mobile.typed, car_id: fx.carIds.alphaTestDriveOnly, form: "test_drive" });
    const response = await textIn("alpha", { from: mobile.e164, body: "Saturday 10am works <b>for me</b>" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/xml/);
    expect(await response.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect(await bodies("alpha", newest.leadId)).toEqual([["inbound", "sms", "Saturday 10am works <b>for me</b>"]]);
    expect(await bodies("alpha", older.leadId)).toEqual([]);
  });

  it("passes over closed enquiries to the open one", async () => {
    const mobile = freshMobile();
    const open = await createEnquiry(handle.db, fx.alpha, { phone: mobile.typed, car_id: fx.carIds.alphaUsed });
    const won = await createEnquiry(handle.db, fx.alpha, { phone: mobile.typed, car_id: fx.carIds.alphaTestDriveOnly });
    await setLeadStatus(handle.db, won.leadId, "won");
    await textIn("alpha", { from: mobile.e164, body: "Still keen" });
    expect(await bodies("alpha", open.leadId)).toEqual([["inbound", "sms", "Still keen"]]);
    expect(await bodies("alpha", won.leadId)).toEqual([]);
  });

  it("joins the site's own lead, never another site's with the same number", async () => {
    const mobile = freshMobile();
    const atAlpha = await createEnquiry(handle.db, fx.alpha, { phone: mobile.typed, car_id: fx.carIds.alphaUsed });
    const atBravo = await createEnquiry(handle.db, fx.bravo, { phone: mobile.typed, car_id: fx.carIds.bravoNew });
    await textIn("bravo", { from: mobile.e164, body: "For Bravo" });
    expect(await bodies("bravo", atBravo.leadId)).toEqual([["inbound", "sms", "For Bravo"]]);
    expect(await bodies("alpha", atAlpha.leadId)).toEqual([]);
    // Nor can one site read the other's thread.
    expect(await listLeadThread(handle.db, fx.alpha, atBravo.leadId)).toEqual([]);
  });

  it("keeps a text from a number with no open enquiry as unmatched, not lost", async () => {
    const stranger = freshMobile();
    const response = await textIn("alpha", { from: stranger.e164, body: "Who is this?" });
    expect(response.status).toBe(200);
    expect(await listUnmatchedTexts(handle.db, fx.alpha, 10)).toEqual(expect.arrayContaining([expect.objectContaining({ senderPhone: stranger.e164, body: "Who is this?" })]));
    expect((await listUnmatchedTexts(handle.db, fx.bravo, 10)).map((m) => m.body)).not.toContain("Who is this?");
  });

  it("stores a text Twilio sends again (the same MessageSid) once", async () => {
    const mobile = freshMobile();
    const { leadId } = await createEnquiry(handle.db, fx.alpha, { phone: mobile.typed, car_id: fx.carIds.alphaUsed });
    const messageSid = `SM${"ab".repeat(16)}`;
    for (let i = 0; i < 3; i += 1) expect((await textIn("alpha", { from: mobile.e164, body: "Once only", messageSid })).status).toBe(200);
    expect(await bodies("alpha", leadId)).toEqual([["inbound", "sms", "Once only"]]);
  });

  it.each([
    ["another auth token", undefined, "0".repeat(32)],
    ["the request's own host rather than the site's address", `http://evil.localhost:3000${INBOUND_SMS_PATH}`, undefined],
  ])("answers 403 and stores nothing for a signature with %s", async (_, signedUrl, authToken) => {
    const mobile = freshMobile();
    const { leadId } = await createEnquiry(handle.db, fx.alpha, { phone: mobile.typed, car_id: fx.carIds.alphaUsed });
    const before = await handle.db.$count(leadMessages);
    expect((await textIn("alpha", { from: mobile.e164, body: "Forged" }, signedUrl, authToken)).status).toBe(403);
    expect(await handle.db.$count(leadMessages)).toBe(before);
    expect(await bodies("alpha", leadId)).toEqual([]);
  });

  it("answers 403 to a request without a signature", async () => {
    const host = hostOf.alpha;
    const body = new URLSearchParams({ MessageSid: `SM${"cd".repeat(16)}`, From: "+61491570156", Body: "hi" }).toString();
    const response = await inboundSms(new NextRequest(`http://${host}${INBOUND_SMS_PATH}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", host }, body }), { params: Promise.resolve({ host }) });
    expect(response.status).toBe(403);
  });

  it("answers 400 to a signed request that is not an incoming message", async () => {
    const host = hostOf.alpha;
    const url = `${siteBaseUrl(fx.alpha)}${INBOUND_SMS_PATH}`;
    const { headers, body } = twilio.incomingMessage(url, { from: "+61491570156", body: "x", messageSid: "not-a-sid" });
    const response = await inboundSms(new NextRequest(`http://${host}${INBOUND_SMS_PATH}`, { method: "POST", headers: { ...headers, host }, body }), { params: Promise.resolve({ host }) });
    expect(response.status).toBe(400);
  });
});
