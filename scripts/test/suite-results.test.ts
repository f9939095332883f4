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
});
