import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { listLeadThread } from "@/db/queries/lead-messages";
import { emailMessages, leadMessages, smsMessages } from "@/db/schema";
import { runDueEmails } from "@/server/email/email-jobs";
import { createEmailSender } from "@/server/email/email-sender";
import { createLeadFixture, type LeadFixture } from "../../../tests/fixtures/lead-fixture";
import { runDueSms } from "@/server/sms/sms-jobs";
import { createTwilioSmsSender } from "@/server/sms/twilio-sms-sender";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { startMailSink, type MailSink } from "../../../tests/reliability/mail-sink";
import { FakeTwilio } from "../../../tests/support/fake-twilio";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createEnquiry, createSalesperson, freshMobile } from "../../../tests/fixtures/conversation-fixture";
import { sendReply } from "./send-reply";

let handle: DatabaseHandle;
let fx: LeadFixture;
let mail: MailSink;
let outboxDir: string;
const twilio = new FakeTwilio();
const jobs = { leaseMs: 60_000, retryBaseMs: 1_000 };
const quiet = { error: () => {} };
let staffId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createLeadFixture(handle);
  staffId = await createSalesperson(handle.db, fx.alpha);
  await twilio.start();
  mail = await startMailSink();
  outboxDir = await mkdtemp(path.join(tmpdir(), "forecourt-replies-"));
});
afterAll(async () => {
  await twilio.stop();
  await mail.close();
  await rm(outboxDir, { recursive: true, force: true });
  await destroyTestDatabase(handle);
});
beforeEach(() => {
  twilio.messages.length = 0;
  mail.received.length = 0;
});

const twilioSender = () => createTwilioSmsSender({ accountSid: twilio.accountSid, authToken: twilio.authToken, from: "+61480000000", apiBase: twilio.origin, timeoutMs: 2_000 });
const smtpSender = () => createEmailSender({ smtpUrl: mail.url, from: "Alpha Motors <sales@alpha.example>", outboxDir });

describe("a salesperson's reply (issue 33 §Conversations: 'by SMS or e-mail, through the existing outboxes … with a link to their enquiry status page')", () => {
  it("goes out by text through the SMS outbox and Twilio, and joins the lead's thread", async () => {
    const mobile = freshMobile();
    const { leadId, statusToken } = await createEnquiry(handle.db, fx.alpha, { phone: mobile.typed, car_id: fx.carIds.alphaUsed });
    let woken = 0;
    const result = await sendReply(handle.db, fx.alpha, { leadId, staffId, body: "  Yes, it is still here. Come by Saturday?  ", channel: "sms" }, { now: new Date(), onQueued: () => (woken += 1) });
    expect(result.kind).toBe("sent");
    expect(woken).toBe(1);
    expect(await listLeadThread(handle.db, fx.alpha, leadId)).toMatchObject([{ direction: "outbound", channel: "sms", body: "Yes, it is still here. Come by Saturday?" }]);
    const [stored] = await handle.db.select().from(leadMessages).where(eq(leadMessages.leadId, leadId));
    expect(stored).toMatchObject({ siteId: fx.alpha.id, authorStaffId: staffId });

    expect(await runDueSms(handle.db, twilioSender(), new Date(), jobs, quiet)).toBe(1);
    expect(twilio.messages).toEqual([expect.objectContaining({ to: mobile.e164, body: `Alpha Motors: Yes, it is still here. Come by Saturday?\n\nReply to this text, or see and answer your enquiry: ${siteBaseUrl(fx.alpha)}/enquiries/${statusToken}` })]);
  });

  it("goes out by e-mail through the e-mail outbox and SMTP", async () => {
    const { leadId, statusToken } = await createEnquiry(handle.db, fx.alpha, { phone: freshMobile().typed, car_id: fx.carIds.alphaUsed });
    const result = await sendReply(handle.db, fx.alpha, { leadId, staffId, body: "We can do $500 off.", channel: "email" }, { now: new Date() });
    expect(result.kind).toBe("sent");
    expect(await runDueEmails(handle.db, smtpSender(), new Date(), jobs, quiet)).toBe(1);
    expect(mail.received).toHaveLength(1);
    const raw = mail.received[0]!.raw.replace(/=\r?\n/g, "");
    expect(mail.received[0]!.to).toEqual([expect.stringMatching(/^shopper-\d+@example\.com$/)]);
    expect(raw).toContain("Subject: Alpha Motors answered your enquiry");
    expect(raw).toContain("We can do $500 off.");
    expect(raw).toContain(`${siteBaseUrl(fx.alpha)}/enquiries/${statusToken}`);
  });

  it("names the field and writes nothing for a bad reply", async () => {
    const { leadId } = await createEnquiry(handle.db, fx.alpha, { phone: freshMobile().typed, car_id: fx.carIds.alphaUsed });
    const before = [await handle.db.$count(smsMessages), await handle.db.$count(emailMessages), await handle.db.$count(leadMessages)];
    expect(await sendReply(handle.db, fx.alpha, { leadId, staffId, body: "x".repeat(2001), channel: "sms" }, { now: new Date() })).toEqual({
      kind: "invalid", errors: { body: "The reply is too long: please keep it to 2,000 characters." },
    });
    expect(await sendReply(handle.db, fx.alpha, { leadId, staffId, body: "Hi", channel: "pigeon" }, { now: new Date() })).toEqual({ kind: "invalid", errors: { channel: "Choose SMS or e-mail." } });
    expect([await handle.db.$count(smsMessages), await handle.db.$count(emailMessages), await handle.db.$count(leadMessages)]).toEqual(before);
  });

  it("says so when the shopper gave no number that can be texted", async () => {
    const { leadId } = await createEnquiry(handle.db, fx.alpha, { phone: "07 3000 0009", car_id: fx.carIds.alphaUsed });
    expect(await sendReply(handle.db, fx.alpha, { leadId, staffId, body: "Hi", channel: "sms" }, { now: new Date() })).toEqual({
      kind: "invalid", errors: { channel: "This shopper gave no mobile number to text." },
    });
  });

  it("cannot reply to another site's lead", async () => {
    const { leadId } = await createEnquiry(handle.db, fx.bravo, { phone: freshMobile().typed, car_id: fx.carIds.bravoNew });
    expect(await sendReply(handle.db, fx.alpha, { leadId, staffId, body: "Hi", channel: "email" }, { now: new Date() })).toEqual({ kind: "not_found" });
    expect(await listLeadThread(handle.db, fx.bravo, leadId)).toEqual([]);
  });
});
