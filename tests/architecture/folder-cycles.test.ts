import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

describe("issue 31: folder-level import cycles (scripts/import-cycles.ts)", () => {
  it("none in src/components, none of more than 2 folders in src/server", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/import-cycles.ts"], { cwd: root, encoding: "utf8" });
    expect(run.status, run.stdout + run.stderr).toBe(0);
  });
});
