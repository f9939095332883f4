import { z } from "zod";
import { parseKmInput, parseMoneyInput } from "@/domain/leads/number-inputs";

/**
 * Field schemas for stock feed cells. A CSV cell is always text, a JSON value may be typed: each
 * schema takes both ("12990" and 12990, "yes" and true, "a|b" and ["a", "b"]), so one row schema
 * validates either format. A blank cell (or null) is an absent value.
 */

const blank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");
const blankToUndefined = (value: unknown) => (blank(value) ? undefined : value);

export const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max, { error: `must be at most ${max} characters` }).optional());

export const requiredText = (max: number) =>
  z.preprocess(blankToUndefined, z.string({ error: "is required" }).trim().max(max, { error: `must be at most ${max} characters` }));

/** A whole number in a range, from 12990, "12990" or "12,990". */
export const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    (value) => (blank(value) ? undefined : typeof value === "string" && /^-?[\d,]+$/.test(value.trim()) ? Number(value.replace(/,/g, "")) : value),
    z.number({ error: "must be a whole number" }).int({ error: "must be a whole number" }).min(min, { error: `must be at least ${min}` }).max(max, { error: `must be at most ${max.toLocaleString("en-AU")}` }).optional(),
  );

/** Whole dollars from 12990, "12990" or "$12,990" (cents are refused: money is whole dollars). */
export const dollars = z.preprocess(
  (value) => (blank(value) ? undefined : (parseMoneyInput(value) ?? Number.NaN)),
  z.number({ error: "must be whole dollars, like 12990 or $12,990" }).max(100_000_000, { error: "must be at most $100,000,000" }).optional(),
);

/** Odometer kilometres from 85000, "85,000" or "85,000 kms". */
export const kilometres = z.preprocess(
  (value) => (blank(value) ? undefined : (parseKmInput(value) ?? Number.NaN)),
  z.number({ error: "must be whole kilometres, like 85000" }).max(9_999_999, { error: "must be at most 9,999,999" }).optional(),
);

/** A decimal such as 2.5, from a number or its text. */
export const decimal = (min: number, max: number) =>
  z.preprocess(
    (value) => (blank(value) ? undefined : typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: "must be a number" }).min(min, { error: `must be at least ${min}` }).max(max, { error: `must be at most ${max}` }).optional(),
  );

const TRUE_WORDS = ["true", "yes", "y", "1"];
const FALSE_WORDS = ["false", "no", "n", "0"];

/** true/false, yes/no, y/n or 1/0 (any case). */
export const flag = z.preprocess((value) => {
  if (blank(value) || typeof value !== "string") return blankToUndefined(value);
  const word = value.trim().toLowerCase();
  return TRUE_WORDS.includes(word) ? true : FALSE_WORDS.includes(word) ? false : value;
}, z.boolean({ error: "must be true or false" }).optional());

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** A calendar date, YYYY-MM-DD (a month, YYYY-MM, means its first day). */
export const calendarDate = z.preprocess(
  (value) => (blank(value) ? undefined : typeof value === "string" && /^\d{4}-\d{2}$/.test(value.trim()) ? `${value.trim()}-01` : typeof value === "string" ? value.trim() : value),
  z.string({ error: "must be a date, YYYY-MM-DD" }).refine(isCalendarDate, { error: "must be a date, YYYY-MM-DD" }).optional(),
);

/** An instant: ISO 8601 with a time zone, or a date (midnight UTC). */
export const instant = z.preprocess(
  (value) => (blank(value) ? undefined : typeof value === "string" && isCalendarDate(value.trim()) ? `${value.trim()}T00:00:00Z` : value),
  z.iso.datetime({ offset: true, error: "must be a date and time in ISO 8601, like 2026-03-04T09:30:00+10:00" }).transform((text) => new Date(text)).optional(),
);

/** An absolute http(s) address, or a path on this site (`/media/…`). */
export const link = z
  .string({ error: "must be an address" })
  .trim()
  .max(2_000, { error: "must be at most 2000 characters" })
  .refine((text) => /^\/[^/\\]/.test(text) || isHttpUrl(text), { error: "must be an http(s) address or a path starting with /" });

function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    return Boolean(new URL(text).hostname);
  } catch {
    return false;
  }
}

export const optionalLink = z.preprocess(blankToUndefined, link.optional());

/** A list: a JSON array, or text with items separated by `|`. Blank items are dropped. */
export const list = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (value) => (blank(value) ? [] : typeof value === "string" ? value.split("|").map((part) => part.trim()).filter(Boolean) : value),
    z.array(item).max(max, { error: `must have at most ${max} items` }),
  );

/** A JSON value: typed in a JSON feed, JSON text in a CSV cell. */
export const json = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value, ctx) => {
    if (blank(value)) return undefined;
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "must be JSON", input: value });
      return z.NEVER;
    }
  }, schema.optional());
