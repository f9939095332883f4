/**
 * `npm test`: every check, in order, stopping at the first failure:
 *   typecheck (tsc) → lint (eslint) → unit + integration tests (vitest) → e2e tests (Playwright).
 * Integration tests run on PGlite, and on PostgreSQL too when DATABASE_URL is set; e2e then uses
 * that PostgreSQL database (else a fresh PGlite in .data/e2e).
 *
 *   npm test                   everything
 *   npm test -- --skip-e2e     everything but Playwright (quick local run)
 *
 * The last line counts checks (each test, plus typecheck and lint) as "checks: N passed, N failed".
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const skipE2e = process.argv.includes("--skip-e2e");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const reports = mkdtempSync(path.join(tmpdir(), "forecourt-test-reports-"));
const CHROMIUM = "/usr/bin/chromium";

type Counts = { passed: number; failed: number; skipped: number };
type Step = { name: string; run: () => Promise<Counts> };
const results: { name: string; outcome: "passed" | "failed" | "skipped"; seconds?: number }[] = [];
const total: Counts = { passed: 0, failed: 0, skipped: 0 };

/** Runs a command with inherited stdio; resolves to its exit code. */
function run(command: string, args: string[], extraEnv: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: "inherit" });
    child.on("error", (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** A step that counts as one check: passes when the command exits 0. */
const single = (command: string, args: string[]) => async (): Promise<Counts> => {
  const ok = (await run(command, args)) === 0;
  return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
};

/** Reads a JSON report, or undefined when the runner did not write one (it crashed). */
function readReport<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

async function vitest(): Promise<Counts> {
  const file = path.join(reports, "vitest.json");
  const code = await run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`]);
  const report = readReport<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(file);
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  const failed = report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0); // e.g. a file that failed to load
  return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests };
}

async function ensureChromium(): Promise<boolean> {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error("Chromium is missing: run `sudo apt-get install -y chromium` (Debian) and re-run npm test");
    return false;
  }
  console.log(`${CHROMIUM} is missing: installing Debian's chromium (apt-get update && apt-get install -y chromium)`);
  const aptEnv = { DEBIAN_FRONTEND: "noninteractive" };
  return (await run("apt-get", ["update"], aptEnv)) === 0 && (await run("apt-get", ["install", "-y", "chromium"], aptEnv)) === 0 && existsSync(CHROMIUM);
}

async function playwright(): Promise<Counts> {
  if (!(await ensureChromium())) return { passed: 0, failed: 1, skipped: 0 };
  const file = path.join(reports, "playwright.json");
  // The JSON reporter is added alongside the configured ones (playwright.config.ts reads this variable).
  const code = await run("npx", ["playwright", "test"], { PLAYWRIGHT_JSON_OUTPUT_FILE: file });
  const report = readReport<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(file);
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  const { expected, unexpected, flaky, skipped } = report.stats;
  const failed = unexpected + (code !== 0 && unexpected === 0 ? 1 : 0); // e.g. the web server did not start
  return { passed: expected + flaky, failed, skipped };
}

const steps: Step[] = [
  { name: "typecheck (tsc --noEmit)", run: single("npm", ["run", "--silent", "typecheck"]) },
  { name: "lint (eslint .)", run: single("npm", ["run", "--silent", "lint"]) },
  { name: "unit + integration tests (vitest)", run: vitest },
  { name: "e2e tests (Playwright)", run: playwright },
];

if (process.env.DATABASE_URL) {
  const shown = process.env.DATABASE_URL.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
  console.log(`DATABASE_URL is set (${shown}): integration tests run on PGlite and PostgreSQL, e2e uses PostgreSQL.`);
} else {
  console.log("DATABASE_URL is not set: integration and e2e tests run on PGlite.");
}

const started = performance.now();
let failedStep: string | undefined;
for (const step of steps) {
  if (failedStep || (skipE2e && step.run === playwright)) {
    results.push({ name: step.name, outcome: "skipped" });
    continue;
  }
  console.log(`\n━━ ${step.name} ━━`);
  const stepStarted = performance.now();
  const counts = await step.run();
  const seconds = (performance.now() - stepStarted) / 1000;
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  const outcome = counts.failed > 0 ? "failed" : "passed";
  results.push({ name: step.name, outcome, seconds });
  console.log(`━━ ${step.name}: ${outcome} in ${seconds.toFixed(1)} s`);
  if (outcome === "failed") failedStep = step.name;
}
rmSync(reports, { recursive: true, force: true });

const mark = { passed: "✓", failed: "✗", skipped: "-" } as const;
console.log("\nSummary");
for (const r of results) {
  const detail = r.seconds === undefined ? (skipE2e && r.name.startsWith("e2e") && !failedStep ? "skipped (--skip-e2e)" : "not run") : `${r.seconds.toFixed(1)} s`;
  console.log(`  ${mark[r.outcome]} ${r.name.padEnd(36)} ${detail}`);
}
const elapsed = ((performance.now() - started) / 1000).toFixed(1);
console.log(failedStep ? `npm test FAILED at ${failedStep} after ${elapsed} s` : `npm test passed in ${elapsed} s`);
console.log(`checks: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`);
process.exit(failedStep ? 1 : 0);
