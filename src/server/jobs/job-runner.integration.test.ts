import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { queueEmail } from "@/db/queries/email-messages";
import { emailMessages } from "@/db/schema";
import type { Site } from "@/domain/site/site";
import { createAccountSites } from "../../../tests/fixtures/account-fixture";
import type { PlainMessage } from "@/server/email/email-sender";
import { emailJobs } from "@/server/email/email-jobs";
import { metrics } from "@/server/metrics/metrics";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import type { SweepKind } from "./job-kind";
import { startJobRunner, type JobRunnerOptions } from "./job-runner";

let handle: DatabaseHandle;
let alpha: Site;
const quiet = { warn: () => {}, error: () => {} };
const settings = { pollMs: 20, leaseMs: 60_000, retryBaseMs: 200 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  handle = await createTestDatabase();
  ({ alpha } = await createAccountSites(handle.db));
});
afterAll(() => destroyTestDatabase(handle));
beforeEach(async () => {
  await handle.db.delete(emailMessages);
});

const queue = async (n: number) => {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push((await queueEmail(handle.db, alpha, { recipient: `shopper${i}@example.com`, subject: `Message ${i}`, body: "Hello", kind: "test" }))!);
  return ids;
};
const rowsOf = (ids: readonly string[]) => handle.db.select().from(emailMessages).where(inArray(emailMessages.id, [...ids]));
const runner = (options: Partial<JobRunnerOptions> & Pick<JobRunnerOptions, "kinds">) => startJobRunner({ getDb: async () => handle.db, settings, log: quiet, ...options });
/** A sender that records each message after a pause, so two runners' rounds overlap. */
const recordingSender = (sent: PlainMessage[], pauseMs = 2) => ({ sendMessage: async (message: PlainMessage) => void (await sleep(pauseMs), sent.push(message)) });

describe("the job runner (decision 029)", () => {
  it("two runners draining one table at once run each job once (FOR UPDATE SKIP LOCKED)", async () => {
    const ids = await queue(45);
    const sent: PlainMessage[] = [];
    const runners = [1, 2].map(() => runner({ kinds: [emailJobs(recordingSender(sent))] }));
    await expect.poll(() => sent.length, { timeout: 15_000 }).toBe(45);
    await Promise.all(runners.map((r) => r.stop()));
    expect(new Set(sent.map((m) => m.id)).size).toBe(45);
    // A row claimed twice would carry a second attempt.
    expect((await rowsOf(ids)).map((row) => [row.status, row.attempts])).toEqual(ids.map(() => ["sent", 1]));
  });

  it("retries a failing job with backoff, then gives it up once its 72 hours are over", async () => {
    const errors: string[] = [];
    const failing = { sendMessage: async () => Promise.reject(new Error("Mailbox busy")) };
    const gaveUpBefore = (await metrics().jobs.get()).values.find((v) => v.labels.kind === "email" && v.labels.outcome === "gave_up")?.value ?? 0;
    const r = runner({ kinds: [emailJobs(failing)], settings: { ...settings, pollMs: 60_000 }, log: { warn: () => {}, error: (m: string) => void errors.push(m) } });
    try {
      // The runner's own first round has found nothing; the next is a minute away, so the test drives the rounds.
      await sleep(100);
      const [id] = await queue(1);
      const failedAt = Date.now();
      expect(await r.drainOnce()).toBe(1);
      const [first] = await rowsOf([id!]);
      expect(first).toMatchObject({ status: "pending", attempts: 1, lastError: "Mailbox busy" });
      // The first retry waits the base delay, spread by ±25%.
      expect(first!.nextAttemptAt.getTime() - failedAt).toBeGreaterThanOrEqual(150 - 50);
      expect(await r.drainOnce()).toBe(0);
      await sleep(first!.nextAttemptAt.getTime() - Date.now() + 20);
      const secondAt = Date.now();
      expect(await r.drainOnce()).toBe(1);
      const [second] = await rowsOf([id!]);
      expect(second).toMatchObject({ status: "pending", attempts: 2 });
      // The second waits twice as long.
      expect(second!.nextAttemptAt.getTime() - secondAt).toBeGreaterThanOrEqual(300 - 50);
      expect(errors).toEqual([]);
      await handle.db.update(emailMessages).set({ createdAt: sql`now() - interval '73 hours'`, nextAttemptAt: sql`now()` }).where(eq(emailMessages.id, id!));
      expect(await r.drainOnce()).toBe(1);
      expect((await rowsOf([id!]))[0]).toMatchObject({ status: "failed", attempts: 3, lastError: "Mailbox busy" });
      expect(errors).toEqual([`E-mail ${id} (test) gave up after 3 attempts: Mailbox busy`]);
      const gaveUp = (await metrics().jobs.get()).values.find((v) => v.labels.kind === "email" && v.labels.outcome === "gave_up")?.value;
      expect(gaveUp).toBe(gaveUpBefore + 1);
      expect(await r.drainOnce()).toBe(0);
    } finally {
      await r.stop();
    }
  });

  it("a stop finishes the claimed job and records it before it resolves", async () => {
    const [id] = await queue(1);
    let finishSend!: () => void;
    let sending = false;
    const slow = { sendMessage: () => ((sending = true), new Promise<void>((resolve) => (finishSend = resolve))) };
    const r = runner({ kinds: [emailJobs(slow)] });
    await expect.poll(() => sending, { timeout: 5_000 }).toBe(true);
    let stopped = false;
    const stopping = r.stop(10_000).then(() => (stopped = true));
    await sleep(100);
    expect(stopped).toBe(false);
    finishSend();
    await stopping;
    expect((await rowsOf([id!]))[0]).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("a wake-up starts a round at once instead of at the next poll", async () => {
    const sent: PlainMessage[] = [];
    const r = runner({ kinds: [emailJobs(recordingSender(sent, 0))], settings: { ...settings, pollMs: 60_000 } });
    try {
      await sleep(100);
      await queue(1);
      r.wake();
      await expect.poll(() => sent.length, { timeout: 2_000 }).toBe(1);
    } finally {
      await r.stop();
    }
  });

  it("a kind that fails does not hold up the kinds after it, and is logged once until it recovers", async () => {
    const warnings: string[] = [];
    let failures = 2;
    const flaky: SweepKind = { type: "sweep", name: "flaky", sweep: async () => (failures-- > 0 ? Promise.reject(new Error("lost the database")) : 0) };
    const sent: PlainMessage[] = [];
    await queue(1);
    const r = runner({ kinds: [flaky, emailJobs(recordingSender(sent, 0))], log: { warn: (m: string) => void warnings.push(m), error: () => {} } });
    try {
      await expect.poll(() => sent.length, { timeout: 5_000 }).toBe(1);
      await expect.poll(() => warnings, { timeout: 5_000 }).toEqual(["Job runner: flaky: lost the database (retrying)", "Job runner recovered after 2 failed rounds"]);
    } finally {
      await r.stop();
    }
  });

  it("a periodic kind runs once per interval, however many rounds there are", async () => {
    let runs = 0;
    const hourly: SweepKind = { type: "sweep", name: "hourly", everyMs: 3_600_000, sweep: async () => ((runs += 1), 0) };
    const r = runner({ kinds: [hourly], settings: { ...settings, pollMs: 60_000 } });
    try {
      await r.drainOnce();
      await r.drainOnce();
      expect(runs).toBe(1);
    } finally {
      await r.stop();
    }
  });
});
