import { describe, expect, it } from "vitest";
import { formatSummary, type SuiteResult } from "./suite-results";

const row = (r: Partial<SuiteResult>): SuiteResult => ({ suite: "unit", engine: "–", outcome: "passed", passed: 0, failed: 0, skipped: 0, ...r });

describe("formatSummary", () => {
  it("ends with the closing line, counting every suite's checks", () => {
    const text = formatSummary([row({ passed: 10, seconds: 3 }), row({ suite: "e2e", engine: "PGlite", outcome: "failed", passed: 4, failed: 2, skipped: 1, seconds: 60 })]);
    expect(text.split("\n").at(-1)).toBe("14 passed, 2 failed, 1 skipped");
    expect(text).toContain("✗ e2e");
    expect(text).toContain("4 passed, 2 failed, 1 skipped");
    expect(text).toMatch(/total\s+63 s/);
  });

  it("shows a suite that did not run as not run, never leaves it out", () => {
    const text = formatSummary([row({ passed: 1 }), row({ suite: "e2e", engine: "PostgreSQL", outcome: "not run", note: "DATABASE_URL is not set" })]);
    expect(text).toMatch(/- e2e\s+PostgreSQL\s+not run\s+–\s+DATABASE_URL is not set/);
    expect(text.split("\n").at(-1)).toBe("1 passed, 0 failed, 1 not run");
  });

  it("lists what each failed check said between the table and the closing line, at most five a suite", () => {
    const failures = Array.from({ length: 7 }, (_, i) => `tests/a.test.ts › check ${i}: expected 1\nreceived 2`);
    const lines = formatSummary([row({ suite: "fleet", engine: "PostgreSQL", outcome: "failed", failed: 7, failures }), row({ passed: 3 })]).split("\n");
    const section = lines.slice(lines.indexOf("Failed checks:"));
    expect(section.slice(1, 3)).toEqual(["  ✗ fleet (PostgreSQL) tests/a.test.ts › check 0: expected 1", "      received 2"]);
    expect(section.filter((line) => line.startsWith("  ✗"))).toHaveLength(5);
    expect(section).toContain("  … and 2 more in fleet (PostgreSQL)");
    expect(lines.at(-1)).toBe("3 passed, 7 failed");
  });

  it("has no failure section when nothing failed", () => {
    expect(formatSummary([row({ passed: 2 })])).not.toContain("Failed checks:");
  });
});
