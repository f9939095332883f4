/**
 * `npm run import` as an operator runs it: a child process on a PGlite data directory (the CLI's own
 * argument handling, progress, summary and exit codes; the import itself is tested in src/server/stock).
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { migrateDatabase, openDatabase } from "../../src/db/client";
import { feedCsv } from "../factories/feed-csv";
import { carsOf, createStockFixture, feedRow } from "../fixtures/stock-fixture";

const run = promisify(execFile);
let dir: string;
let alphaId = 0;

/** Runs the CLI; resolves with its exit code and output whatever the code. */
async function importCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  // The PGlite data directory, whatever database the test run itself was given.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "scripts/import.ts", ...args], { env, cwd: path.resolve(".") });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function withDatabase<T>(work: (handle: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ dataDir: dir });
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

// One engine is enough for the CLI's glue: it runs on the PGlite pass only.
describe.runIf(inject("testDatabase").kind === "pglite")("npm run import", () => {
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "import-cli-"));
    alphaId = await withDatabase(async (handle) => {
      await migrateDatabase(handle);
      return (await createStockFixture(handle)).alpha.id;
    });
    await writeFile(path.join(dir, "ten.csv"), feedCsv(Array.from({ length: 10 }, (_, i) => feedRow(i + 1))));
    await writeFile(path.join(dir, "two.csv"), feedCsv([feedRow(1), feedRow(2)]));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("imports a file and prints the summary; a dry run changes nothing", async () => {
    const dry = await importCli("--dealership", "alpha-motors", path.join(dir, "ten.csv"), "--dry-run");
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/Dry run \(nothing was changed\) would have 10 rows for alpha-motors/);
    expect(await withDatabase((handle) => carsOf(handle.db, alphaId))).toEqual([]);
    const real = await importCli("--dealership", "alpha-motors", path.join(dir, "ten.csv"));
    expect(real.code).toBe(0);
    expect(real.stdout).toMatch(/Imported 10 rows for alpha-motors in [\d.]+ s:\n {2}inserted {5}10\n {2}updated {6}0\n {2}unchanged {4}0\n {2}marked sold {2}0\n {2}rejected {5}0/);
    expect(real.stderr).toMatch(/10\/?\S* rows · [\d,]+ rows\/s/);
    expect(await withDatabase((handle) => carsOf(handle.db, alphaId))).toHaveLength(10);
  });

  it("stops a feed that would empty the showroom, naming --force, and fails with usage errors", async () => {
    const refused = await importCli("--dealership", "alpha-motors", path.join(dir, "two.csv"));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("alpha-motors: 8 of its 10 cars");
    expect(refused.stderr).toContain("(--force)");
    expect((await importCli("--dealership", "nobody", path.join(dir, "ten.csv"))).stderr).toContain("No dealership with the slug 'nobody'");
    expect((await importCli(path.join(dir, "ten.csv"))).code).toBe(2);
    expect((await importCli("--dealership", "alpha-motors", path.join(dir, "missing.csv"))).stderr).toContain("No such file");
  });
});
