/** Plain-text tables for the audit output: aligned columns, numbers right-aligned. */
export type Cell = string | number | null | undefined;

const isNumeric = (cell: Cell) => typeof cell === "number" || (typeof cell === "string" && /^[-+]?[\d.,]+\s*(%|ms|s|KB|kB)?(\s*[✓✗])?$/.test(cell.trim()));

export function formatTable(title: string, headers: string[], rows: Cell[][]): string {
  const text = rows.map((row) => headers.map((_, i) => (row[i] === null || row[i] === undefined ? "–" : String(row[i]))));
  const widths = headers.map((h, i) => Math.max(h.length, ...text.map((r) => r[i]!.length)));
  const line = (cells: string[], numeric: boolean[]) =>
    cells.map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join("  ").trimEnd();
  const numericColumn = headers.map((_, i) => rows.length > 0 && rows.every((row) => isNumeric(row[i])));
  const out = [`\n== ${title} ==`, line(headers, numericColumn), widths.map((w) => "-".repeat(w)).join("  ")];
  for (let r = 0; r < text.length; r++) out.push(line(text[r]!, rows[r]!.map(isNumeric)));
  if (rows.length === 0) out.push("(none)");
  return out.join("\n");
}

export function printTable(title: string, headers: string[], rows: Cell[][]): void {
  console.log(formatTable(title, headers, rows));
}

/** A failed gate: what, where, and enough detail to find it. */
export type Failure = { gate: string; where: string; detail: string };

/** Identical failures (same gate, place and detail) folded into one line with a count. */
export function foldFailures(failures: Failure[]): (Failure & { count: number })[] {
  const folded = new Map<string, Failure & { count: number }>();
  for (const f of failures) {
    const key = `${f.gate}\u0000${f.where}\u0000${f.detail}`;
    const existing = folded.get(key);
    if (existing) existing.count++;
    else folded.set(key, { ...f, count: 1 });
  }
  return [...folded.values()];
}

export function printFailures(failures: Failure[]): void {
  if (failures.length === 0) return;
  const folded = foldFailures(failures);
  printTable(`FAILED GATES (${failures.length})`, ["gate", "where", "detail"], folded.map((f) => [f.gate, f.where, f.count > 1 ? `${f.detail} (×${f.count})` : f.detail]));
}

export const ms = (n: number | null | undefined) => (n === null || n === undefined ? null : `${Math.round(n)} ms`);
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The audit as one row of the CI table: each checked item (a route's JS, a page's headers or head
 * tags, an axe state, an HTML document, a Lighthouse page) is a check; a check fails when any failure
 * names its gate and place.
 */
export function auditCounts(checkedPerGate: Record<string, number>, failures: readonly Failure[]): { passed: number; failed: number; skipped: number } {
  const checks = Object.values(checkedPerGate).reduce((sum, n) => sum + n, 0);
  const failed = new Set(failures.map((f) => `${f.gate}\u0000${f.where}`)).size;
  return { passed: Math.max(0, checks - failed), failed, skipped: 0 };
}
