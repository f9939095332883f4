import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY_POLICY, nextRetryAt } from "./retry-schedule";

const queued = new Date("2026-01-01T00:00:00Z");
const at = (ms: number) => new Date(queued.getTime() + ms);
const HOUR = 3_600_000;

describe("nextRetryAt (decision 005: exponential backoff for at least 72 hours)", () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [7, 1_920_000],
    [8, HOUR],
    [40, HOUR],
  ])("after %i failures the next try waits %i ms (no jitter spread at 0.5)", (attempts, delay) => {
    const now = at(5_000);
    expect(nextRetryAt(DEFAULT_RETRY_POLICY, attempts, queued, now)!.getTime() - now.getTime()).toBe(delay);
  });

  it.each([
    [0, 0.75],
    [0.999999, 1.25],
  ])("jitter %f spreads the delay by a factor of about %f", (jitter, factor) => {
    const now = at(0);
    expect(nextRetryAt(DEFAULT_RETRY_POLICY, 1, queued, now, jitter)!.getTime() - now.getTime()).toBeCloseTo(30_000 * factor, -1);
  });

  it("keeps retrying until 72 hours after queueing, then gives up", () => {
    expect(nextRetryAt(DEFAULT_RETRY_POLICY, 80, queued, at(72 * HOUR - 1))).not.toBeNull();
    expect(nextRetryAt(DEFAULT_RETRY_POLICY, 80, queued, at(72 * HOUR))).toBeNull();
  });

  it("simulated failures from queueing retry for at least 72 hours", () => {
    let now = queued;
    let attempts = 0;
    for (;;) {
      attempts += 1;
      const next = nextRetryAt(DEFAULT_RETRY_POLICY, attempts, queued, now, 0);
      if (!next) break;
      now = next;
    }
    expect(now.getTime() - queued.getTime()).toBeGreaterThanOrEqual(72 * HOUR);
    expect(attempts).toBeGreaterThan(70);
  });
});
