import { describe, expect, it } from "vitest";
import { MAX_FAILING_PAUSE_MS, pauseBeforeNextRound, periodicKindDue } from "./round-schedule";

describe("pauseBeforeNextRound (decision 029)", () => {
  it.each([
    { name: "a quiet round waits the poll interval", outcome: { fullBatch: false, failedRounds: 0 }, pollMs: 1_000, pause: 1_000 },
    { name: "a full batch goes again at once", outcome: { fullBatch: true, failedRounds: 0 }, pollMs: 1_000, pause: 0 },
    { name: "the first failed round waits twice the poll interval", outcome: { fullBatch: false, failedRounds: 1 }, pollMs: 1_000, pause: 2_000 },
    { name: "a failed round waits even after a full batch", outcome: { fullBatch: true, failedRounds: 1 }, pollMs: 200, pause: 400 },
    { name: "each further failure doubles the pause", outcome: { fullBatch: false, failedRounds: 3 }, pollMs: 200, pause: 1_600 },
    { name: "the pause stops growing at the cap", outcome: { fullBatch: false, failedRounds: 4 }, pollMs: 1_000, pause: MAX_FAILING_PAUSE_MS },
    { name: "thousands of failures stay at the cap", outcome: { fullBatch: false, failedRounds: 5_000 }, pollMs: 10, pause: MAX_FAILING_PAUSE_MS },
    { name: "a poll interval above the cap is cut to it while failing", outcome: { fullBatch: false, failedRounds: 1 }, pollMs: 60_000, pause: MAX_FAILING_PAUSE_MS },
  ])("$name", ({ outcome, pollMs, pause }) => {
    expect(pauseBeforeNextRound(outcome, pollMs)).toBe(pause);
  });
});

describe("periodicKindDue", () => {
  const HOUR = 3_600_000;
  it.each([
    { name: "never run in this process", last: null, now: 5, due: true },
    { name: "run a moment ago", last: 1_000, now: 1_001, due: false },
    { name: "just short of its interval", last: 1_000, now: 1_000 + HOUR - 1, due: false },
    { name: "its interval has passed", last: 1_000, now: 1_000 + HOUR, due: true },
  ])("$name: $due", ({ last, now, due }) => {
    expect(periodicKindDue(last, now, HOUR)).toBe(due);
  });
});
