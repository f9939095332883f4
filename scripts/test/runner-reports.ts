/** Check counts from the JSON reports Vitest and Playwright write. */
import { readFileSync } from "node:fs";
import type { Counts } from "./suite-results";

/** A JSON report, or undefined when the runner wrote none (it crashed before the end). */
export function readReport<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };

/** A non-zero exit with no failed test (a file that failed to load) counts as one failure. */
export function vitestCounts(report: VitestReport | undefined, exitCode: number): Counts {
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  const failed = report.numFailedTests + (exitCode !== 0 && report.numFailedTests === 0 ? 1 : 0);
  return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests };
}

type PlaywrightTest = { projectName: string; status: "expected" | "unexpected" | "flaky" | "skipped" };
type PlaywrightSuite = { specs?: { tests: PlaywrightTest[] }[]; suites?: PlaywrightSuite[] };
export type PlaywrightReport = { suites: PlaywrightSuite[]; errors?: unknown[] };

function* testsOf(suites: readonly PlaywrightSuite[]): Generator<PlaywrightTest> {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) yield* spec.tests;
    yield* testsOf(suite.suites ?? []);
  }
}

/**
 * Counts per Playwright project (a flaky test that passed on retry counts as passed). A non-zero exit
 * with no failed test (the web server did not start, a global error) counts as one failure, put on
 * `blameProject`.
 */
export function playwrightCounts(report: PlaywrightReport | undefined, exitCode: number, blameProject: string): Map<string, Counts> {
  const counts = new Map<string, Counts>();
  const of = (project: string) => counts.get(project) ?? counts.set(project, { passed: 0, failed: 0, skipped: 0 }).get(project)!;
  for (const test of testsOf(report?.suites ?? [])) {
    const c = of(test.projectName);
    if (test.status === "unexpected") c.failed += 1;
    else if (test.status === "skipped") c.skipped += 1;
    else c.passed += 1;
  }
  const anyFailed = [...counts.values()].some((c) => c.failed > 0);
  if (!report || (exitCode !== 0 && !anyFailed)) of(blameProject).failed += 1;
  return counts;
}
