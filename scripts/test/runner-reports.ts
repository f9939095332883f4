/** Check counts, and what each failed check said, from the JSON reports Vitest and Playwright write. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import type { Counts, SuiteCounts } from "./suite-results";

/** A JSON report, or undefined when the runner wrote none (it crashed before the end). */
export function readReport<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

/** How much of a failure's message the summary keeps: enough for the assertion and its first differing lines. */
const FAILURE_CHARS = 1_200;

/** One failed check for the summary: where it is, then the start of its message without terminal colours. */
export function failureLine(where: string, message: string | undefined): string {
  const text = stripVTControlCharacters(message ?? "").trim();
  return `${where}: ${text.length > FAILURE_CHARS ? `${text.slice(0, FAILURE_CHARS)}…` : text || "(no message)"}`;
}

/** The key exists only when something failed, so a clean suite's counts stay plain counts. */
const withFailures = (counts: Counts, failures: readonly string[]): SuiteCounts => (failures.length ? { ...counts, failures: [...failures] } : counts);

type VitestAssertion = { fullName: string; status: string; failureMessages?: string[] | null };
type VitestReport = {
  numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number;
  testResults?: { name: string; status?: string; message?: string; assertionResults?: VitestAssertion[] }[];
};

function vitestFailures(report: VitestReport): string[] {
  return (report.testResults ?? []).flatMap((file) => {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === "failed").map((a) => failureLine(`${path.relative(process.cwd(), file.name)} › ${a.fullName}`, a.failureMessages?.[0]));
    // A file that failed outside its tests (a hook, a load error) has a message of its own.
    return failed.length || file.status !== "failed" ? failed : [failureLine(path.relative(process.cwd(), file.name), file.message)];
  });
}

/** A non-zero exit with no failed test (a file that failed to load) counts as one failure. */
export function vitestCounts(report: VitestReport | undefined, exitCode: number): SuiteCounts {
  if (!report) return { passed: 0, failed: 1, skipped: 0, failures: ["the runner wrote no report (it crashed)"] };
  const failed = report.numFailedTests + (exitCode !== 0 && report.numFailedTests === 0 ? 1 : 0);
  return withFailures({ passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests }, vitestFailures(report));
}

type PlaywrightTest = { projectName: string; status: "expected" | "unexpected" | "flaky" | "skipped"; results?: { error?: { message?: string } }[] };
type PlaywrightSuite = { title?: string; specs?: { title: string; file?: string; tests: PlaywrightTest[] }[]; suites?: PlaywrightSuite[] };
export type PlaywrightReport = { suites: PlaywrightSuite[]; errors?: { message?: string }[] };

function* testsOf(suites: readonly PlaywrightSuite[]): Generator<PlaywrightTest & { where: string }> {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) for (const test of spec.tests) yield { ...test, where: `${spec.file ?? suite.title ?? ""} › ${spec.title}` };
    yield* testsOf(suite.suites ?? []);
  }
}

/**
 * Counts per Playwright project (a flaky test that passed on retry counts as passed). A non-zero exit
 * with no failed test (the web server did not start, a global error) counts as one failure, put on
 * `blameProject`.
 */
export function playwrightCounts(report: PlaywrightReport | undefined, exitCode: number, blameProject: string): Map<string, SuiteCounts> {
  const counts = new Map<string, Counts>();
  const failures = new Map<string, string[]>();
  const of = (project: string) => counts.get(project) ?? counts.set(project, { passed: 0, failed: 0, skipped: 0 }).get(project)!;
  const fail = (project: string, line: string) => {
    of(project).failed += 1;
    failures.set(project, [...(failures.get(project) ?? []), line]);
  };
  for (const test of testsOf(report?.suites ?? [])) {
    if (test.status === "unexpected") fail(test.projectName, failureLine(test.where, test.results?.at(-1)?.error?.message));
    else if (test.status === "skipped") of(test.projectName).skipped += 1;
    else of(test.projectName).passed += 1;
  }
  const anyFailed = [...counts.values()].some((c) => c.failed > 0);
  if (!report) fail(blameProject, "the runner wrote no report (it crashed)");
  else if (exitCode !== 0 && !anyFailed) fail(blameProject, failureLine("the run", report.errors?.[0]?.message ?? `exited ${exitCode} with no failed test`));
  return new Map([...counts].map(([project, c]) => [project, withFailures(c, failures.get(project) ?? [])]));
}
