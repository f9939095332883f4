/**
 * The closing table of .ci/run: npm test's suites (TEST_SUMMARY_FILE) plus the audit, then
 * `N passed, N failed`. Exits 1 when any suite failed or did not run.
 *
 *   tsx scripts/test/ci-summary.ts TEST_SUMMARY.json AUDIT_SUMMARY.json AUDIT_EXIT_CODE AUDIT_SECONDS
 */
import { readReport } from "./runner-reports";
import { formatSummary, outcomeOf, type Counts, type SuiteResult } from "./suite-results";

const [testFile, auditFile, auditExit, auditSeconds] = process.argv.slice(2);
const tests = readReport<SuiteResult[]>(testFile ?? "") ?? [{ suite: "npm test", engine: "–", outcome: "failed", passed: 0, failed: 1, skipped: 0, note: "wrote no summary (it crashed)" } satisfies SuiteResult];
const auditReport = readReport<Counts>(auditFile ?? "");
const auditFailedToRun = auditExit !== "0" && (!auditReport || auditReport.failed === 0);
const audit: Counts = auditReport ? { ...auditReport, failed: auditReport.failed + (auditFailedToRun ? 1 : 0) } : { passed: 0, failed: 1, skipped: 0 };
const rows: SuiteResult[] = [
  ...tests,
  { suite: "audit", engine: "PGlite", ...audit, outcome: outcomeOf(audit), seconds: Number(auditSeconds), ...(auditFailedToRun ? { note: `exited ${auditExit} before finishing` } : {}) },
];
console.log(formatSummary(rows));
process.exit(rows.some((r) => r.outcome !== "passed") ? 1 : 0);
