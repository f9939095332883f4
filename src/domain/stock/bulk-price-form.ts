import { z } from "zod";
import { STOCK_PAGE_SIZE } from "./stock-list-query";
import type { PriceChangeBy } from "./bulk-price-change";
import { PRICE_EDIT_MESSAGES } from "./price-edit-form";

/** The cars one change may take: a page of the stock list, where they are chosen. */
export const MAX_BULK_CARS = STOCK_PAGE_SIZE;
/** Beyond these a change is likelier a slip than a repricing: a percentage past half, a sum past $100,000. */
const MAX_PERCENT = 50;
const MAX_DOLLARS = 100_000;

export const BULK_PRICE_MESSAGES = {
  cars: "Choose at least one car.",
  tooMany: `Choose at most ${MAX_BULK_CARS} cars at a time.`,
  unit: "Choose per cent or dollars.",
  amount: "Enter the change with its sign, like -5 or +250.",
  zero: "Enter a change other than 0.",
  percentDecimals: "Enter a percentage with at most two decimals, like -2.5.",
  percentRange: `Enter a percentage between -${MAX_PERCENT} and +${MAX_PERCENT}.`,
  cents: PRICE_EDIT_MESSAGES.cents,
  dollarsRange: "Enter an amount between -$100,000 and +$100,000.",
  percentTyped: "You typed a percentage: choose Per cent, or leave out the % sign.",
  dollarsTyped: "You typed dollars: choose Dollars, or leave out the $ sign.",
} as const;

export const BULK_PRICE_UNITS = [
  { value: "percent", label: "Per cent" },
  { value: "dollars", label: "Dollars" },
] as const;

/** What the amount field holds once read: its sign, its digits either side of a point, and any $ or % typed. */
type TypedAmount = { negative: boolean; whole: number; fraction: string; symbol: "$" | "%" | null };

const typedAmount = z
  .string({ error: BULK_PRICE_MESSAGES.amount })
  .transform((text, ctx): TypedAmount => {
    // People type a minus as a hyphen, a dash or the minus sign, and put spaces and thousands commas anywhere.
    const plain = text.replace(/[\u2212\u2013\u2014]/g, "-").replace(/[\s,]/g, "");
    const match = /^([+-])\$?(\d{1,7})(?:\.(\d*))?(%?)$/.exec(plain);
    if (!match) {
      ctx.addIssue({ code: "custom", message: BULK_PRICE_MESSAGES.amount });
      return z.NEVER;
    }
    const [, sign, whole, fraction = "", percent] = match;
    return { negative: sign === "-", whole: Number(whole), fraction, symbol: percent ? "%" : plain.includes("$") ? "$" : null };
  })
  .refine((amount) => amount.whole > 0 || /[1-9]/.test(amount.fraction), BULK_PRICE_MESSAGES.zero);

/** The amount as the unit reads it, or the message that refuses it. */
function amountIn(unit: PriceChangeBy["unit"], amount: TypedAmount): PriceChangeBy | string {
  const sign = amount.negative ? -1 : 1;
  if (unit === "percent") {
    if (amount.symbol === "$") return BULK_PRICE_MESSAGES.dollarsTyped;
    if (amount.fraction.length > 2) return BULK_PRICE_MESSAGES.percentDecimals;
    const hundredths = amount.whole * 100 + Number(amount.fraction.padEnd(2, "0"));
    return hundredths > MAX_PERCENT * 100 ? BULK_PRICE_MESSAGES.percentRange : { unit, hundredths: sign * hundredths };
  }
  if (amount.symbol === "%") return BULK_PRICE_MESSAGES.percentTyped;
  if (/[1-9]/.test(amount.fraction)) return BULK_PRICE_MESSAGES.cents;
  return amount.whole > MAX_DOLLARS ? BULK_PRICE_MESSAGES.dollarsRange : { unit, dollars: sign * amount.whole };
}

/** A repeated query or form field: absent, one value, or several. */
const repeated = <T>(value: T | readonly T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? [...(value as readonly T[])] : [value as T]);

const carIds = z
  .preprocess(repeated, z.array(z.string().regex(/^[1-9]\d{0,8}$/, BULK_PRICE_MESSAGES.cars), { error: BULK_PRICE_MESSAGES.cars }))
  .transform((ids) => [...new Set(ids.map(Number))])
  .refine((ids) => ids.length > 0, BULK_PRICE_MESSAGES.cars)
  .refine((ids) => ids.length <= MAX_BULK_CARS, BULK_PRICE_MESSAGES.tooMany);

/**
 * The bulk price change as the stock list's form sends it (a GET, so the preview is an address): the cars chosen
 * (`car`, repeated), the unit, and the signed amount. Each field is named in its own message; the amount is read
 * in its unit only once the unit is one of the two.
 */
export const bulkPriceChangeSchema = z
  .object({
    car: carIds,
    unit: z.enum(["percent", "dollars"], { error: BULK_PRICE_MESSAGES.unit }),
    amount: typedAmount,
  })
  .transform(({ car, unit, amount }, ctx) => {
    const change = amountIn(unit, amount);
    if (typeof change === "string") {
      ctx.addIssue({ code: "custom", path: ["amount"], message: change });
      return z.NEVER;
    }
    return { carIds: car, change };
  });

export type BulkPriceChangeRequest = z.output<typeof bulkPriceChangeSchema>;

/**
 * The prices the preview showed, as its Apply form sends them back (`previewed`, repeated, "carId:price"): the apply
 * changes only these cars, and only while each still has the price shown.
 */
export const previewedPricesSchema = z
  .preprocess(repeated, z.array(z.string().regex(/^[1-9]\d{0,8}:\d{1,9}$/, BULK_PRICE_MESSAGES.cars)))
  .transform((pairs) => new Map(pairs.map((pair) => pair.split(":").map(Number) as [number, number])))
  .refine((prices) => prices.size > 0 && prices.size <= MAX_BULK_CARS, BULK_PRICE_MESSAGES.cars);

/** What the stock list's change form sends, as typed: the preview's address is made of it, so a refused field is kept. */
export type BulkPriceFields = { car: readonly string[]; unit: string; amount: string };

/** The change form's fields from a query string or a post, as typed: every car chosen, the first unit and amount. */
export function bulkPriceFields(params: Record<string, string | string[] | undefined>): BulkPriceFields {
  const firstOf = (name: string) => repeated(params[name])[0] ?? "";
  return { car: repeated(params.car), unit: firstOf("unit"), amount: firstOf("amount") };
}

/** The preview's address for a change as typed, and (after a refused apply) the car that changed meanwhile. */
export function bulkPreviewHref(fields: BulkPriceFields, staleCarId?: number): string {
  const params = new URLSearchParams();
  for (const car of fields.car) params.append("car", car);
  params.set("unit", fields.unit);
  params.set("amount", fields.amount);
  if (staleCarId !== undefined) params.set("stale", String(staleCarId));
  return `/stock/price-change?${params.toString()}`;
}
