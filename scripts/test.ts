/**
 * `npm test`: every suite, each on the engines it applies to, then a table of suites and the closing
 * line `N passed, N failed`.
 *
 *   typecheck and lint (side by side) → unit → integration (PGlite; PostgreSQL when DATABASE_URL is set)
 *   → reliability (a throwaway PostgreSQL cluster of its own) → production build
 *   → e2e and fuzz (Playwright, PGlite; again on PostgreSQL when DATABASE_URL is set)
 *   → fleet (a quick run of `npm run test:fleet`: 300 leads through nginx while nodes and databases fail)
 *
 *   npm test                   everything
 *   npm test -- --skip-e2e     everything but the build and the suites that need it (quick local run)
 *
 * A failed suite does not stop the others (the build stops the browser suites). A suite that cannot
 * run here is listed as not run with the reason; under CI that counts as a failure.
 * TEST_SUMMARY_FILE=path writes the rows as JSON too (.ci/run adds the audit and prints the table).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findPostgresBin } from "../tests/reliability/throwaway-postgres";
import { NGINX_BIN } from "./fleet/fleet";
import { ensureProductionBuild } from "./production-build";
import { playwrightCounts, readReport, vitestCounts, type PlaywrightReport } from "./test/runner-reports";
import { formatSummary, outcomeOf, type Counts, type SuiteCounts, type SuiteResult } from "./test/suite-results";

const root = path.resolve(import.meta.dirname, "..");
const skipE2e = process.argv.includes("--skip-e2e");
const underCi = Boolean(process.env.CI);
const databaseUrl = process.env.DATABASE_URL;
const reports = mkdtempSync(path.join(tmpdir(), "forecourt-test-reports-"));
const CHROMIUM = "/usr/bin/chromium";
const PGLITE = "PGlite";
const POSTGRES = "PostgreSQL";
const results: SuiteResult[] = [];

/**
 * Runs a command; resolves to its exit code. `env` entries set to undefined are removed. Its output is inherited, or
 * with `buffered` held back and printed when it ends, so two commands run side by side do not interleave their lines.
 */
function run(command: string, args: string[], env: Record<string, string | undefined> = {}, { buffered = false } = {}): Promise<number> {
  const merged: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete merged[key];
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: merged, stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("error", (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on("close", (code, signal) => {
      if (output.length > 0) process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

/** Runs one suite and records its row; the work resolves to counts per row (one suite may give several rows). */
async function suite(name: string, engine: string, work: () => Promise<Map<string, SuiteCounts> | SuiteCounts>): Promise<boolean> {
  console.log(`\n━━ ${name} (${engine}) ━━`);
  const started = performance.now();
  const counts = await work();
  const seconds = (performance.now() - started) / 1000;
  const rows = counts instanceof Map ? [...counts] : [[name, counts] as const];
  // One run gives several rows (Playwright's projects): the last carries the run's time, so the total adds up.
  rows.forEach(([rowName, c], i) => results.push({ suite: rowName, engine, ...c, outcome: outcomeOf(c), seconds: i === rows.length - 1 ? seconds : undefined }));
  if (rows.length > 1) results.at(-1)!.note = `the time of the ${rows.length} rows ending here`;
  const failed = rows.some(([, c]) => c.failed > 0);
  console.log(`━━ ${name} (${engine}): ${failed ? "failed" : "passed"} in ${seconds.toFixed(1)} s`);
  return !failed;
}

function notRun(name: string, engine: string, why: string): void {
  results.push({ suite: name, engine, outcome: underCi ? "failed" : "not run", passed: 0, failed: underCi ? 1 : 0, skipped: 0, note: why });
}

const oneCheck = (ok: boolean): Counts => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });

/** One check: passes when the command exits 0 (its output held back until then: it may run beside another). */
const single = (command: string, args: string[]) => async (): Promise<Counts> => oneCheck((await run(command, args, {}, { buffered: true })) === 0);

const vitest = (project: string, env: Record<string, string> = {}) => async (): Promise<SuiteCounts> => {
  const file = path.join(reports, `vitest-${project}.json`);
  const code = await run("npx", ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`], env);
  return vitestCounts(readReport(file), code);
};

/** The Playwright suite on one engine; its projects (desktop, phone, fuzz) are rows of their own. */
const playwright = (engine: string, env: Record<string, string | undefined>) => async (): Promise<Map<string, SuiteCounts>> => {
  const file = path.join(reports, `playwright-${engine}.json`);
  const code = await run("npx", ["playwright", "test"], { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: file });
  const counts = playwrightCounts(readReport<PlaywrightReport>(file), code, "desktop");
  return new Map([...counts].map(([project, c]) => [project === "fuzz" ? "fuzz" : `e2e ${project}`, c]));
};

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

const started = performance.now();
console.log(databaseUrl
  ? `DATABASE_URL is set (${databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@")}): integration and e2e run on PGlite and on PostgreSQL.`
  : "DATABASE_URL is not set: integration and e2e run on PGlite; their PostgreSQL passes are not run.");

// Each is one single-threaded process: side by side they take the time of the slower.
await Promise.all([suite("typecheck", "–", single("npm", ["run", "--silent", "typecheck"])), suite("lint", "–", single("npm", ["run", "--silent", "lint"]))]);
await suite("unit", "–", vitest("unit"));
await suite("integration", PGLITE, vitest("integration-pglite"));
if (databaseUrl) await suite("integration", POSTGRES, vitest("integration-postgres"));
else notRun("integration", POSTGRES, "DATABASE_URL is not set");
if (findPostgresBin()) await suite("reliability", `${POSTGRES} (own cluster)`, vitest("reliability"));
else notRun("reliability", POSTGRES, "PostgreSQL server binaries not found (install Debian's postgresql or set PG_BIN)");

const built = !skipE2e && (await suite("production build", "–", async () => oneCheck((await ensureProductionBuild()) === 0)));
if (skipE2e) {
  for (const engine of [PGLITE, POSTGRES]) notRun("e2e and fuzz", engine, "--skip-e2e");
} else if (!built) {
  for (const engine of [PGLITE, POSTGRES]) notRun("e2e and fuzz", engine, "the production build failed");
} else if (!(await ensureChromium())) {
  for (const engine of [PGLITE, POSTGRES]) notRun("e2e and fuzz", engine, `${CHROMIUM} is missing`);
} else {
  await suite("e2e and fuzz", PGLITE, playwright(PGLITE, { DATABASE_URL: undefined }));
  if (databaseUrl) await suite("e2e and fuzz", POSTGRES, playwright(POSTGRES, { DATABASE_URL: databaseUrl }));
  else notRun("e2e and fuzz", POSTGRES, "DATABASE_URL is not set");
}

const FLEET = `${POSTGRES} (own primary and standby), nginx`;
if (!built) notRun("fleet", FLEET, skipE2e ? "--skip-e2e" : "the production build failed");
else if (!findPostgresBin()) notRun("fleet", FLEET, "PostgreSQL server binaries not found (install Debian's postgresql or set PG_BIN)");
else if (!existsSync(NGINX_BIN)) notRun("fleet", FLEET, `${NGINX_BIN} not found (install Debian's nginx or set NGINX_BIN)`);
else await suite("fleet", FLEET, vitest("fleet", { FLEET_LEADS: "300" }));
rmSync(reports, { recursive: true, force: true });

if (process.env.TEST_SUMMARY_FILE) writeFileSync(process.env.TEST_SUMMARY_FILE, JSON.stringify(results, null, 2));
console.log(`\nnpm test: ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
console.log(formatSummary(results));
process.exit(results.some((r) => r.outcome === "failed") ? 1 : 0);
