import { z } from "zod";
import { parseKmInput, parseMoneyInput } from "@/domain/leads/number-inputs";
import { checkPublicUrl, type PublicUrlRules } from "@/domain/security/public-address";

/**
 * Fields of a stock feed. A CSV cell is always text, a JSON value may be typed, so each field has a
 * kind that reads both ("12990" and 12990, "yes" and true, "a|b" and ["a", "b"]) and a zod schema
 * that then validates the value. Reading is plain code run once per cell, not zod preprocessing:
 * it keeps a 100,000-row feed's validation to seconds (docs/decisions/009). A blank cell, null or a
 * missing field is an absent value.
 */
export type FieldKind = "text" | "upper" | "lower" | "int" | "money" | "km" | "decimal" | "flag" | "date" | "instant" | "list" | "json";
export type FeedField<T extends z.ZodType = z.ZodType> = { kind: FieldKind; schema: T };

const field = <T extends z.ZodType>(kind: FieldKind, schema: T): FeedField<T> => ({ kind, schema });

/** Not a JSON value: what unparseable JSON text reads as, so the field's schema rejects it. */
const INVALID_JSON = Symbol("invalid JSON");
const TRUE_WORDS = new Set(["true", "yes", "y", "1"]);
const FALSE_WORDS = new Set(["false", "no", "n", "0"]);
const WHOLE = /^-?\d{1,3}(,\d{3})*$|^-?\d+$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A cell or JSON value read as its kind; values that cannot be read are passed on for zod to reject. */
export function readFieldValue(kind: FieldKind, value: unknown): unknown {
  if (value === undefined || value === null) return kind === "list" ? [] : undefined;
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return kind === "list" ? [] : undefined;
  switch (kind) {
    case "text":
      return text;
    case "upper":
      return text.toUpperCase();
    case "lower":
      return text.toLowerCase();
    case "int":
      return WHOLE.test(text) ? Number(text.replace(/,/g, "")) : text;
    case "money":
      return parseMoneyInput(text) ?? text;
    case "km":
      return parseKmInput(text) ?? text;
    case "decimal":
      return DECIMAL.test(text) ? Number(text) : text;
    case "flag": {
      const word = text.toLowerCase();
      return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : text;
    }
    case "date":
      return /^\d{4}-\d{2}$/.test(text) ? `${text}-01` : text;
    case "instant":
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text;
    case "list":
      return listItems(text);
    case "json":
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return INVALID_JSON;
      }
  }
}

/** The `|`-separated items of a list cell, each trimmed, blanks left out (most cells need neither, and keep their one array). */
function listItems(text: string): string[] {
  const items = text.split("|");
  for (const item of items) if (item === "" || item.trim() !== item) return items.map((part) => part.trim()).filter(Boolean);
  return items;
}

const atMost = (max: number) => ({ error: `must be at most ${max.toLocaleString("en-AU")} characters` });

export const text = (max: number) => field("text", z.string({ error: "must be text" }).max(max, atMost(max)).optional());
export const required = (max: number) => field("text", z.string({ error: (issue) => (issue.input === undefined ? "is required" : "must be text") }).max(max, atMost(max)));

export const wholeNumber = (min: number, max: number) =>
  field("int", z.number({ error: "must be a whole number" }).int({ error: "must be a whole number" }).min(min, { error: `must be at least ${min}` }).max(max, { error: `must be at most ${max.toLocaleString("en-AU")}` }).optional());

const DOLLARS = "must be whole dollars, like 12990 or $12,990";
/** Whole dollars from 12990, "12990" or "$12,990" (cents are refused: money is whole dollars). */
export const dollars = field("money", z.number({ error: DOLLARS }).int({ error: DOLLARS }).min(0, { error: DOLLARS }).max(100_000_000, { error: "must be at most $100,000,000" }).optional());

const KMS = "must be whole kilometres, like 85000";
/** Odometer kilometres from 85000, "85,000" or "85,000 kms". */
export const kilometres = field("km", z.number({ error: KMS }).int({ error: KMS }).min(0, { error: KMS }).max(9_999_999, { error: "must be at most 9,999,999" }).optional());

export const decimal = (min: number, max: number) =>
  field("decimal", z.number({ error: "must be a number" }).min(min, { error: `must be at least ${min}` }).max(max, { error: `must be at most ${max}` }).optional());

/** true/false, yes/no, y/n or 1/0 (any case). */
export const flag = field("flag", z.boolean({ error: "must be true or false" }).optional());

/** A calendar date, YYYY-MM-DD (a month, YYYY-MM, means its first day). */
export const calendarDate = field("date", z.iso.date({ error: "must be a date, YYYY-MM-DD" }).optional());

/** An instant: ISO 8601 with a time zone, or a date (midnight UTC). */
export const instant = field("instant", z.iso.datetime({ offset: true, error: "must be a date and time in ISO 8601, like 2026-03-04T09:30:00+10:00" }).optional());

/** An absolute http(s) address, or a path on this site (`/media/…`). */
export const link = z
  .string({ error: "must be an address" })
  .max(2_000, atMost(2_000))
  .regex(/^(\/[^/\\\s]|https?:\/\/[a-z0-9.-]+(:\d+)?([/?#]|$))\S*$/i, { error: "must be an http(s) address or a path starting with /" });
export const optionalLink = field("text", link.optional());

/**
 * A photo the server fetches and resizes (docs/decisions/006): a path on this site, or an address the
 * rules let the server fetch from (`https:`, public hosts only; `checkPublicUrl`). The name of a host
 * is resolved later, by the importer and again by every fetch.
 */
export const photoLink = (rules: PublicUrlRules) =>
  link.superRefine((url, context) => {
    if (url.startsWith("/")) return;
    const checked = checkPublicUrl(url, rules);
    if (!checked.ok) context.addIssue({ code: "custom", message: checked.reason });
  });

/** A list: a JSON array, or text with items separated by `|`. */
export const list = <T extends z.ZodType>(item: T, max: number) => field("list", z.array(item, { error: "must be a list" }).max(max, { error: `must have at most ${max} items` }));

/** A JSON value: typed in a JSON feed, JSON text in a CSV cell. */
export const json = <T extends z.ZodType>(schema: T) => field("json", schema.optional());

/** One choice of a list, in any case. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) => field("lower", z.enum(values, { error: message }));
