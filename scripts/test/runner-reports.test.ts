import { describe, expect, it } from "vitest";
import { playwrightCounts, vitestCounts, type PlaywrightReport } from "./runner-reports";

describe("vitestCounts", () => {
  const report = { numPassedTests: 5, numFailedTests: 0, numPendingTests: 1, numTodoTests: 1 };
  it.each([
    ["a clean run", report, 0, { passed: 5, failed: 0, skipped: 2 }],
    ["an exit code with no failed test (a file failed to load)", report, 1, { passed: 5, failed: 1, skipped: 2 }],
    ["no report at all", undefined, 1, { passed: 0, failed: 1, skipped: 0 }],
  ])("%s", (_, input, code, expected) => expect(vitestCounts(input, code)).toEqual(expected));
});

describe("playwrightCounts", () => {
  const report: PlaywrightReport = {
    suites: [
      { specs: [{ tests: [{ projectName: "desktop", status: "expected" }, { projectName: "phone", status: "flaky" }] }] },
      { suites: [{ specs: [{ tests: [{ projectName: "fuzz", status: "unexpected" }, { projectName: "desktop", status: "skipped" }] }] }] },
    ],
  };

  it("counts each project's tests, a flaky pass as passed, in nested suites", () => {
    expect(Object.fromEntries(playwrightCounts(report, 1, "desktop"))).toEqual({
      desktop: { passed: 1, failed: 0, skipped: 1 },
      phone: { passed: 1, failed: 0, skipped: 0 },
      fuzz: { passed: 0, failed: 1, skipped: 0 },
    });
  });

  it("blames a failed run with no failed test (the server never started) on the given project", () => {
    expect(playwrightCounts({ suites: [] }, 1, "desktop").get("desktop")).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(playwrightCounts(undefined, 1, "desktop").get("desktop")).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });
});
