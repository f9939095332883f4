import type { ImportSummary } from "./import-stock";

const n = (value: number) => value.toLocaleString("en-AU");

/** The bad-row report as a terminal table: line, stock number, field, reason (the first `limit` problems). */
export function formatProblems(summary: ImportSummary, limit = 20): string {
  if (summary.problems.length === 0) return "";
  const rows = summary.problems.slice(0, limit).map((p) => [String(p.line), p.stocknum ?? "", p.field, p.message]);
  const header = ["Line", "Stock no.", "Field", "Problem"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 3 ? c : c.padEnd(widths[i] ?? 0))).join("  ");
  const more = summary.problems.length - rows.length + summary.problemsOmitted;
  return [format(header), ...rows.map(format), ...(more > 0 ? [`… and ${n(more)} more problems`] : [])].join("\n");
}

/** The import's outcome in a few lines: what was inserted, updated, left, marked sold and rejected, and the time taken. */
export function formatImportSummary(summary: ImportSummary): string {
  const verb = summary.dryRun ? "Dry run (nothing was changed) would have" : "Imported";
  const lines = [
    `${verb} ${n(summary.rows)} rows for ${summary.dealerships.join(", ")} in ${(summary.ms / 1000).toFixed(1)} s:`,
    `  inserted     ${n(summary.inserted)}`,
    `  updated      ${n(summary.updated)}`,
    `  unchanged    ${n(summary.unchanged)}`,
    `  marked sold  ${n(summary.markedSold)}`,
    `  rejected     ${n(summary.rejected)}`,
  ];
  if (summary.ignoredFields.length) lines.push(`Ignored fields (not car fields): ${summary.ignoredFields.join(", ")}`);
  return lines.join("\n");
}
