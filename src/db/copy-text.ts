import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * Encoding of rows as PostgreSQL COPY text format (tab-separated, `\N` for null, backslash escapes),
 * driven by the Drizzle table definition so column names and array columns come from the schema.
 */
export type CopyColumn = { key: string; name: string; isArray: boolean };

/** The table's columns in schema order (SQL names), minus the ones left to defaults such as serial ids. */
export function copyColumnsOf(table: PgTable, skipKeys: readonly string[] = ["id"]): CopyColumn[] {
  return Object.entries(getTableColumns(table))
    .filter(([key]) => !skipKeys.includes(key))
    .map(([key, column]) => ({ key, name: column.name, isArray: column.columnType === "PgArray" }));
}

const SPECIAL = /[\\\t\n\r]/;
const QUOTED_SPECIAL = /["\\]/;

/** Escapes backslash, tab, newline and carriage return for a COPY text field. */
export function escapeCopyText(text: string): string {
  // String replacements, not one regex with a replacer function: calling it per match was most of the cost of escaping.
  return SPECIAL.test(text) ? text.replaceAll("\\", "\\\\").replaceAll("\t", "\\t").replaceAll("\n", "\\n").replaceAll("\r", "\\r") : text;
}

/** JSON text for a COPY field: JSON.stringify writes no raw tab, newline or carriage return, so only backslashes are escaped. */
const escapeCopyJson = (json: string) => (json.includes("\\") ? json.replaceAll("\\", "\\\\") : json);

/** A Postgres array literal such as {"a","b \"c\""} (before COPY escaping). */
export function arrayLiteral(values: readonly unknown[]): string {
  let literal = "{";
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (i > 0) literal += ",";
    if (value === null || value === undefined) literal += "NULL";
    else {
      const text = String(value);
      literal += QUOTED_SPECIAL.test(text) ? `"${text.replace(/["\\]/g, "\\$&")}"` : `"${text}"`;
    }
  }
  return `${literal}}`;
}

// Frozen objects (per-model variant, specifications, standard equipment) are shared by many rows: stringify each once.
const frozenJson = new WeakMap<object, string>();
function jsonText(value: object): string {
  if (!Object.isFrozen(value)) return JSON.stringify(value);
  let text = frozenJson.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    frozenJson.set(value, text);
  }
  return text;
}

/** One field: null → \N, Date → ISO timestamp, boolean → t/f, array column → array literal, other objects → JSON. */
export function encodeCopyValue(value: unknown, isArray: boolean): string {
  if (value === null || value === undefined) return "\\N";
  switch (typeof value) {
    case "string":
      return escapeCopyText(value);
    case "number":
      if (!Number.isFinite(value)) throw new RangeError(`Cannot COPY non-finite number ${value}`);
      return String(value);
    case "boolean":
      return value ? "t" : "f";
    case "object":
      if (value instanceof Date) return value.toISOString();
      if (isArray && Array.isArray(value)) return escapeCopyText(arrayLiteral(value));
      return escapeCopyJson(jsonText(value));
    default:
      throw new TypeError(`Cannot COPY a ${typeof value}`);
  }
}

/** The fields of some of a row's columns, tab-separated, for a row keyed by Drizzle property names. */
export function encodeCopyFields(row: Readonly<Record<string, unknown>>, columns: readonly CopyColumn[]): string {
  let fields = "";
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i] as CopyColumn;
    if (i > 0) fields += "\t";
    fields += encodeCopyValue(row[column.key], column.isArray);
  }
  return fields;
}
