import { stringify } from "csv-stringify/sync";

/** A feed cell as CSV text: lists joined with `|`, objects as JSON, null as an empty cell (the importer's CSV conventions). */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value) && value.every((item) => typeof item !== "object")) return value.join("|");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** CSV text (no header) for feed rows over `columns`, quoted by csv-stringify where needed. */
export function feedCsvLines(rows: readonly Record<string, unknown>[], columns: readonly string[]): string {
  return stringify(rows.map((row) => columns.map((column) => csvCell(row[column]))));
}

/** A whole CSV feed: a header naming the fields, then the rows. */
export function feedCsv(rows: readonly Record<string, unknown>[], columns: readonly string[] = Object.keys(rows[0] ?? {})): string {
  return stringify([columns as string[]]) + feedCsvLines(rows, columns);
}
