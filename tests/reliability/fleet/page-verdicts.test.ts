import { describe, expect, it } from "vitest";
import { brokenPages, pageFailure, type PageSample } from "./page-verdicts";

const sample = (outcome: number | string, retryAfter = false, startedAt = 1_000, ms = 100): PageSample => ({ startedAt, ms, outcome, failed: typeof outcome !== "number" || outcome >= 500, path: "/", retryAfter });

describe("what a page may answer during a fault", () => {
  it.each([
    [200, false, false, null],
    [404, false, false, null],
    [500, false, false, "500"],
    [500, false, true, "500"],
    [502, false, false, "502"],
    [503, true, false, "503"],
    [503, true, true, null],
    [503, false, true, "503 without Retry-After"],
    [504, true, true, "504"],
    ["ECONNRESET", false, true, "no answer (ECONNRESET)"],
    ["TIMEOUT", false, false, "no answer (TIMEOUT)"],
  ] as const)("%s (Retry-After %s, primary restarting %s) → %s", (outcome, retryAfter, unavailableAllowed, why) => {
    expect(pageFailure(sample(outcome, retryAfter), unavailableAllowed)).toBe(why);
  });

  it("judges a page by every phase it overlapped: lenient if one of them was a primary restart", () => {
    const phases = [
      { label: "steady", from: 0, to: 1_000 },
      { label: "primary restart (fast) #1", from: 1_000, to: 2_000 },
      { label: "app-1 SIGKILL and restart #1", from: 2_000, to: 3_000 },
    ];
    const broken = brokenPages(phases, [
      sample(503, true, 900, 200), // began in steady, ended in the restart
      sample(503, true, 2_100, 100), // within the node kill
      sample(500, false, 1_500, 100),
      sample(200, false, 2_500, 100),
      sample(502, false, 5_000, 100),
    ]);
    expect(broken.map(({ startedAt, why, phase }) => [startedAt, why, phase])).toEqual([
      [2_100, "503", "app-1 SIGKILL and restart #1"],
      [1_500, "500", "primary restart (fast) #1"],
      [5_000, "502", "outside the phases"],
    ]);
  });
});
