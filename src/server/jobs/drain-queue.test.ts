import { describe, expect, it } from "vitest";
import type { Database } from "@/db/client";
import { drainQueue } from "./drain-queue";
import type { QueuedJob, QueueKind } from "./job-kind";

const db = {} as Database;
const now = new Date("2026-12-01T00:00:00Z");
const settings = { leaseMs: 60_000, retryBaseMs: 1_000 };
const job = (id: string, attempts = 1, queuedAt = now): QueuedJob => ({ id, attempts, queuedAt });

/** A queue kind over `jobs` that records what the drain did with each. */
function fakeKind(jobs: QueuedJob[], change: Partial<QueueKind> = {}) {
  const events: string[] = [];
  const failures: { id: string; reason: string; retryAt: Date | null }[] = [];
  const kind: QueueKind = {
    type: "queue", name: "fake", batch: 10,
    claim: async (_db, _now, limit) => jobs.slice(0, limit),
    run: async (_db, j) => void events.push(`run ${j.id}`),
    done: async (_db, j) => void events.push(`done ${j.id}`),
    failed: async (_db, j, reason, retryAt) => void failures.push({ id: j.id, reason, retryAt }),
    describe: (j) => `Fake ${j.id}`,
    ...change,
  };
  return { kind, events, failures };
}

describe("drainQueue", () => {
  it("runs each claimed job and records it done; resolves to how many it claimed", async () => {
    const { kind, events } = fakeKind([job("a"), job("b")]);
    expect(await drainQueue(kind, db, now, settings, console)).toBe(2);
    expect(events).toEqual(["run a", "done a", "run b", "done b"]);
  });

  it("a failed run is due again after the base delay, spread by at most 25%", async () => {
    const { kind, failures } = fakeKind([job("a")], { run: () => Promise.reject(new Error("busy")) });
    await drainQueue(kind, db, now, settings, { error: () => {} });
    const [failure] = failures;
    expect(failure).toMatchObject({ id: "a", reason: "busy" });
    expect(failure!.retryAt!.getTime() - now.getTime()).toBeGreaterThanOrEqual(750);
    expect(failure!.retryAt!.getTime() - now.getTime()).toBeLessThanOrEqual(1_250);
  });

  it("gives up a job that failed past its 72 hours, or that the kind says no retry can mend, and logs it", async () => {
    const errors: string[] = [];
    const old = job("old", 40, new Date(now.getTime() - 72 * 3_600_000));
    const refused = job("refused", 1);
    const { kind, failures } = fakeKind([old, refused], { run: (_db, j) => Promise.reject(new Error(j.id === "old" ? "busy" : "refused")), retriable: (e) => (e as Error).message !== "refused" });
    await drainQueue(kind, db, now, settings, { error: (m: string) => void errors.push(m) });
    expect(failures).toEqual([{ id: "old", reason: "busy", retryAt: null }, { id: "refused", reason: "refused", retryAt: null }]);
    expect(errors).toEqual(["Fake old gave up after 40 attempts: busy", "Fake refused gave up after 1 attempts: refused"]);
  });

  it("a failed outcome write fails the drain, after the batch's other jobs have run", async () => {
    const { kind, events } = fakeKind([job("a"), job("b")], {
      done: async (_db, j) => (j.id === "a" ? Promise.reject(new Error("database gone")) : void events.push(`done ${j.id}`)),
    });
    await expect(drainQueue(kind, db, now, settings, console)).rejects.toThrow("database gone");
    expect(events).toEqual(["run a", "run b", "done b"]);
  });

  it("runs a concurrent kind's jobs side by side, and holds each id in flight until it is recorded", async () => {
    const inFlight = new Set<string>();
    const started: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { kind } = fakeKind([job("a"), job("b")], { concurrent: true, run: async (_db, j) => void (started.push(j.id), await gate) });
    const drained = drainQueue(kind, db, now, settings, console, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual(["a", "b"]);
    expect([...inFlight]).toEqual(["a", "b"]);
    release();
    await drained;
    expect(inFlight.size).toBe(0);
  });

  it("a kind's work before the claim runs first", async () => {
    const order: string[] = [];
    const { kind } = fakeKind([], { beforeClaim: async () => void order.push("expire"), claim: async () => (order.push("claim"), []) });
    await drainQueue(kind, db, now, settings, console);
    expect(order).toEqual(["expire", "claim"]);
  });
});
