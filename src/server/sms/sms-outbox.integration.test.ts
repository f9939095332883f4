import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { queueSms } from "@/db/queries/sms-messages";
import { smsMessages } from "@/db/schema";
import type { Site } from "@/domain/site/site";
import { startJobRunner } from "@/server/jobs/job-runner";
import { createAccountSites } from "../../../tests/fixtures/account-fixture";
import { metrics } from "@/server/metrics/metrics";
import { requestSignInCode } from "@/server/accounts/sign-in-service";
import { FakeTwilio } from "../../../tests/support/fake-twilio";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createOutboxFileSmsSender } from "./outbox-file-sms-sender";
import { runDueSms, smsJobs } from "./sms-jobs";
import { createTwilioSmsSender } from "./twilio-sms-sender";

let handle: DatabaseHandle;
let alpha: Site;
let outboxDir: string;
const twilio = new FakeTwilio();
const settings = { leaseMs: 60_000, retryBaseMs: 1_000 };
const quiet = { error: () => {} };
const silentLog = { log: () => {} };
let seq = 0;
const fresh = () => `+61491571${String((seq += 1)).padStart(3, "0")}`;
const rowOf = async (id: string) => (await handle.db.select().from(smsMessages).where(eq(smsMessages.id, id)))[0]!;

beforeAll(async () => {
  handle = await createTestDatabase();
  ({ alpha } = await createAccountSites(handle.db));
  outboxDir = await mkdtemp(path.join(tmpdir(), "forecourt-sms-"));
  await twilio.start();
});
afterAll(async () => {
  await twilio.stop();
  await rm(outboxDir, { recursive: true, force: true });
  await destroyTestDatabase(handle);
});
beforeEach(async () => {
  // Each test drains only its own messages.
  await handle.db.delete(smsMessages);
  twilio.messages.length = 0;
  twilio.failNext = [];
});

const twilioSender = () => createTwilioSmsSender({ accountSid: twilio.accountSid, authToken: twilio.authToken, from: "Forecourt", apiBase: twilio.origin, timeoutMs: 2_000 });

describe("the SMS outbox (issue 14: 'Sending goes through the existing delivery outbox, so a failed send is retried and never lost')", () => {
  it("the delivery worker sends a sign-in code to the development outbox and wipes it from the database", async () => {
    const worker = startJobRunner({
      getDb: async () => handle.db,
      settings: { pollMs: 60_000, ...settings },
      log: { warn: () => {}, error: () => {} },
      kinds: [smsJobs(createOutboxFileSmsSender(outboxDir, silentLog))],
    });
    try {
      const phone = fresh();
      await requestSignInCode(handle.db, alpha, { phone, browserToken: "b".repeat(43), hostname: "alpha.localhost", now: new Date() }, () => worker.wake());
      await expect.poll(async () => (await handle.db.select({ status: smsMessages.status }).from(smsMessages))[0]?.status, { timeout: 10_000 }).toBe("sent");
      const [row] = await handle.db.select().from(smsMessages);
      expect(row).toMatchObject({ recipient: phone, kind: "sign_in_code", body: "", attempts: 1, providerId: `${row!.id}.json` });
      const file = JSON.parse(await readFile(path.join(outboxDir, `${row!.id}.json`), "utf8")) as { to: string; body: string };
      expect(file.to).toBe(phone);
      expect(file.body).toMatch(/^\d{6} is your Alpha Motors sign-in code\. It expires in 10 minutes\./);
      expect((await readdir(outboxDir)).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    } finally {
      await worker.stop();
    }
  });

  it("retries a send the provider failed, and sends it once it answers", async () => {
    const id = (await queueSms(handle.db, alpha, { recipient: fresh(), body: "123456 is your code", kind: "sign_in_code", expiresAt: new Date(Date.now() + 600_000) }))!;
    twilio.failNext = [500, 429];
    const now = new Date();
    expect(await runDueSms(handle.db, twilioSender(), now, settings, quiet)).toBe(1);
    const afterFirst = await rowOf(id);
    expect(afterFirst).toMatchObject({ status: "pending", attempts: 1, body: "123456 is your code" });
    expect(afterFirst.lastError).toMatch(/Twilio answered 500/);
    expect(afterFirst.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
    // Not due again until its retry time.
    expect(await runDueSms(handle.db, twilioSender(), now, settings, quiet)).toBe(0);
    await runDueSms(handle.db, twilioSender(), new Date(afterFirst.nextAttemptAt.getTime() + 1), settings, quiet);
    const afterSecond = await rowOf(id);
    expect(afterSecond).toMatchObject({ status: "pending", attempts: 2 });
    await runDueSms(handle.db, twilioSender(), new Date(afterSecond.nextAttemptAt.getTime() + 1), settings, quiet);
    const sent = await rowOf(id);
    expect(sent).toMatchObject({ status: "sent", attempts: 3, body: "", providerId: twilio.messages[0]!.sid });
    expect(twilio.messages.map((m) => m.body)).toEqual(["123456 is your code"]);
  });

  it("sends a message queued within the same millisecond as the job's clock (the database keeps microseconds)", async () => {
    const id = (await queueSms(handle.db, alpha, { recipient: fresh(), body: "123456 is your code", kind: "sign_in_code" }))!;
    await handle.db.update(smsMessages).set({ nextAttemptAt: sql`'2026-11-28 00:00:00.123456+00'::timestamptz` }).where(eq(smsMessages.id, id));
    expect(await runDueSms(handle.db, twilioSender(), new Date("2026-11-28T00:00:00.123Z"), settings, quiet)).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: "sent" });
  });

  it("gives up at once on a message the provider refuses for good", async () => {
    const id = (await queueSms(handle.db, alpha, { recipient: "+999", body: "123456 is your code", kind: "sign_in_code" }))!;
    await runDueSms(handle.db, twilioSender(), new Date(), settings, quiet);
    expect(await rowOf(id)).toMatchObject({ status: "failed", body: "", attempts: 1 });
    expect((await rowOf(id)).lastError).toMatch(/21211/);
  });

  it("counts sign-in codes sent and given up in forecourt_otp_sends_total, and no other texts", async () => {
    const count = async (outcome: string) => (await metrics().otpSends.get()).values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
    const [sent, failed] = [await count("sent"), await count("failed")];
    const expiresAt = new Date(Date.now() + 600_000);
    await queueSms(handle.db, alpha, { recipient: fresh(), body: "123456 is your code", kind: "sign_in_code", expiresAt });
    await queueSms(handle.db, alpha, { recipient: fresh(), body: "A car you watch dropped its price", kind: "watch_alert" });
    await queueSms(handle.db, alpha, { recipient: "+999", body: "654321 is your code", kind: "sign_in_code", expiresAt });
    expect(await runDueSms(handle.db, twilioSender(), new Date(), settings, quiet)).toBe(3);
    expect((await count("sent")) - sent).toBe(1);
    expect((await count("failed")) - failed).toBe(1);
  });

  it("never sends a sign-in code after its 10 minutes", async () => {
    const now = new Date();
    const id = (await queueSms(handle.db, alpha, { recipient: fresh(), body: "123456 is your code", kind: "sign_in_code", expiresAt: new Date(now.getTime() + 600_000) }))!;
    twilio.failNext = [503];
    await runDueSms(handle.db, twilioSender(), now, settings, quiet);
    expect(await runDueSms(handle.db, twilioSender(), new Date(now.getTime() + 600_000), settings, quiet)).toBe(0);
    expect(await rowOf(id)).toMatchObject({ status: "expired", body: "" });
    expect(twilio.messages).toEqual([]);
  });

  it("queues a message with a dedupe key once per site", async () => {
    const message = { recipient: fresh(), body: "Price drop", kind: "alert", dedupeKey: "alert:1:2:2026-03-02" };
    expect(await queueSms(handle.db, alpha, message)).not.toBeNull();
    expect(await queueSms(handle.db, alpha, message)).toBeNull();
    expect(await handle.db.$count(smsMessages)).toBe(1);
  });
});
