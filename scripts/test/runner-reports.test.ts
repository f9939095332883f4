import { describe, expect, it } from "vitest";
import { failureLine, playwrightCounts, vitestCounts, type PlaywrightReport } from "./runner-reports";

describe("vitestCounts", () => {
  const report = { numPassedTests: 5, numFailedTests: 0, numPendingTests: 1, numTodoTests: 1 };
  it.each([
    ["a clean run", report, 0, { passed: 5, failed: 0, skipped: 2 }],
    ["an exit code with no failed test (a file failed to load)", report, 1, { passed: 5, failed: 1, skipped: 2 }],
    ["no report at all", undefined, 1, { passed: 0, failed: 1, skipped: 0, failures: ["the runner wrote no report (it crashed)"] }],
  ])("%s", (_, input, code, expected) => expect(vitestCounts(input, code)).toEqual(expected));

  it("names each failed test with its file and the start of its message", () => {
    const failing = {
      ...report, numFailedTests: 1,
      testResults: [
        { name: `${process.cwd()}/tests/fleet.test.ts`, status: "failed", assertionResults: [{ fullName: "leads survive", status: "failed", failureMessages: ["\u001b[31mexpected 0 to be 1\u001b[39m\n    at stack"] }, { fullName: "other", status: "passed" }] },
        { name: `${process.cwd()}/tests/hook.test.ts`, status: "failed", message: "beforeAll timed out", assertionResults: [] },
      ],
    };
    expect(vitestCounts(failing, 1).failures).toEqual(["tests/fleet.test.ts › leads survive: expected 0 to be 1\n    at stack", "tests/hook.test.ts: beforeAll timed out"]);
  });
});

describe("failureLine", () => {
  it("keeps the start of a long message and marks the cut", () => {
    const line = failureLine("where", "x".repeat(5_000));
    expect(line.startsWith("where: xxx")).toBe(true);
    expect(line.endsWith("…")).toBe(true);
    expect(line.length).toBeLessThan(1_300);
  });

  it("says so when a failure has no message", () => expect(failureLine("where", undefined)).toBe("where: (no message)"));
});

describe("playwrightCounts", () => {
  const report: PlaywrightReport = {
    suites: [
      { specs: [{ title: "home", file: "home.spec.ts", tests: [{ projectName: "desktop", status: "expected" }, { projectName: "phone", status: "flaky" }] }] },
      { suites: [{ specs: [{ title: "search", file: "search.spec.ts", tests: [{ projectName: "fuzz", status: "unexpected", results: [{ error: { message: "first try" } }, { error: { message: "Timed out" } }] }, { projectName: "desktop", status: "skipped" }] }] }] },
    ],
  };

  it("counts each project's tests, a flaky pass as passed, in nested suites", () => {
    expect(Object.fromEntries(playwrightCounts(report, 1, "desktop"))).toEqual({
      desktop: { passed: 1, failed: 0, skipped: 1 },
      phone: { passed: 1, failed: 0, skipped: 0 },
      fuzz: { passed: 0, failed: 1, skipped: 0, failures: ["search.spec.ts › search: Timed out"] },
    });
  });

  it("blames a failed run with no failed test (the server never started) on the given project", () => {
    expect(playwrightCounts({ suites: [], errors: [{ message: "webServer exited early" }] }, 1, "desktop").get("desktop")).toEqual({ passed: 0, failed: 1, skipped: 0, failures: ["the run: webServer exited early"] });
    expect(playwrightCounts(undefined, 1, "desktop").get("desktop")).toEqual({ passed: 0, failed: 1, skipped: 0, failures: ["the runner wrote no report (it crashed)"] });
  });
});
