/**
 * One row per suite of `npm test` (and of CI): what ran, on which engine, how many checks passed,
 * failed or were skipped, and how long it took. A suite that did not run is a row that says so.
 */
export type Counts = { passed: number; failed: number; skipped: number };
/** Counts with what each failed check said (where, then its message's start), when any failed. */
export type SuiteCounts = Counts & { failures?: string[] };
export type SuiteOutcome = "passed" | "failed" | "not run";
export type SuiteResult = SuiteCounts & { suite: string; engine: string; outcome: SuiteOutcome; seconds?: number; note?: string };

export const NO_COUNTS: Counts = { passed: 0, failed: 0, skipped: 0 };

export function outcomeOf(counts: Counts): SuiteOutcome {
  return counts.failed > 0 ? "failed" : "passed";
}

export function addCounts(rows: readonly Counts[]): Counts {
  return rows.reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }), NO_COUNTS);
}

const MARK: Record<SuiteOutcome, string> = { passed: "✓", failed: "✗", "not run": "-" };

/** The failed checks a suite lists: its first few, so the end of a long log still names the cause. */
const FAILURES_SHOWN = 5;

function failureSection(rows: readonly SuiteResult[]): string[] {
  const listed = rows.filter((r) => r.failures?.length);
  if (!listed.length) return [];
  return ["", "Failed checks:", ...listed.flatMap((r) => {
    const shown = r.failures!.slice(0, FAILURES_SHOWN).map((f) => `  ✗ ${r.suite} (${r.engine}) ${f.replace(/\n/g, "\n      ")}`);
    return r.failures!.length > FAILURES_SHOWN ? [...shown, `  … and ${r.failures!.length - FAILURES_SHOWN} more in ${r.suite} (${r.engine})`] : shown;
  })];
}

/**
 * The table, what the failed checks said, and the closing line: `N passed, N failed` (plus `, N skipped` and
 * `, N not run` when there are any).
 */
export function formatSummary(rows: readonly SuiteResult[]): string {
  const cells = rows.map((r) => [
    `${MARK[r.outcome]} ${r.suite}`,
    r.engine,
    r.outcome === "not run" ? "not run" : `${r.passed} passed${r.failed ? `, ${r.failed} failed` : ""}${r.skipped ? `, ${r.skipped} skipped` : ""}`,
    r.seconds === undefined ? "–" : `${r.seconds.toFixed(0)} s`,
    r.note ?? "",
  ]);
  const header = ["suite", "engine", "checks", "time", ""];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: readonly string[]) => c.map((v, i) => v.padEnd(widths[i]!)).join("  ").trimEnd();
  const total = addCounts(rows);
  const notRun = rows.filter((r) => r.outcome === "not run").length;
  const seconds = rows.reduce((sum, r) => sum + (r.seconds ?? 0), 0);
  return [
    line(header),
    line(widths.map((w) => "─".repeat(w))),
    ...cells.map(line),
    line(["total", "", "", `${seconds.toFixed(0)} s`, ""]),
    ...failureSection(rows),
    "",
    `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}${notRun ? `, ${notRun} not run` : ""}`,
  ].join("\n");
}
