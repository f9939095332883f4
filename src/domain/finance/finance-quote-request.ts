import { z } from "zod";
import { financeRepayment, type RepaymentQuote } from "./finance-repayment";
import { REPAYMENT_FREQUENCIES } from "./repayment-frequency";

export type QuoteParameterError = { parameter: string; message: string };

const FREQUENCIES = Object.keys(REPAYMENT_FREQUENCIES) as (keyof typeof REPAYMENT_FREQUENCIES)[];
const MAX_MONEY = 10_000_000;

const decimal = (pattern: RegExp, message: string) => z.string().trim().regex(pattern, message).transform(Number);
const dollars = (min: number) =>
  decimal(/^\d+$/, "must be a whole number of dollars").pipe(z.number().min(min, `must be at least ${min}`).max(MAX_MONEY, `must be at most ${MAX_MONEY}`));

/**
 * `GET /api/finance/quote` parameters (docs/api.md). Money is whole dollars except the establishment
 * fee, which may carry cents (spec 000 §9: 1360.5). Terms are whole or half years (so every frequency
 * has a whole number of periods); rates are per cent per annum.
 */
export const financeQuoteParamsSchema = z.object({
  amount: dollars(1),
  deposit: dollars(0).default(0),
  residual: dollars(0).default(0),
  termYears: decimal(/^\d+(\.5|\.0)?$/, "must be whole or half years").pipe(z.number().min(1, "must be at least 1").max(10, "must be at most 10")),
  interestRate: decimal(/^\d+(\.\d{1,3})?$/, "must be a number like 8.99").pipe(z.number().max(30, "must be at most 30")),
  frequency: z.enum(FREQUENCIES, { error: `must be one of ${FREQUENCIES.join(", ")}` }).default("weekly"),
  establishmentFee: decimal(/^\d+(\.\d{1,2})?$/, "must be dollars with at most 2 decimals").pipe(z.number().max(100_000, "must be at most 100000")).default(0),
  rounding: z.enum(["nearest", "up"], { error: "must be nearest or up" }).default("nearest"),
});
export type FinanceQuoteParams = z.infer<typeof financeQuoteParamsSchema>;
const PARAMETERS = Object.keys(financeQuoteParamsSchema.shape) as (keyof FinanceQuoteParams)[];

export type FinanceQuoteParse = { ok: true; params: FinanceQuoteParams } | { ok: false; error: QuoteParameterError };

/** Reads the quote's parameters; the first bad one is named. Empty values count as absent; unknown parameters are ignored. */
export function parseFinanceQuoteParams(search: URLSearchParams): FinanceQuoteParse {
  const raw: Record<string, string> = {};
  for (const name of PARAMETERS) {
    const values = search.getAll(name).filter((value) => value.trim() !== "");
    if (values.length > 1) return { ok: false, error: { parameter: name, message: "must be given once" } };
    if (values[0] !== undefined) raw[name] = values[0];
  }
  const parsed = financeQuoteParamsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const parameter = String(issue.path[0] ?? "query");
    return { ok: false, error: { parameter, message: issue.code === "invalid_type" && !(parameter in raw) ? "is required" : issue.message } };
  }
  const params = parsed.data;
  if (params.deposit > params.amount) return { ok: false, error: { parameter: "deposit", message: "must not be more than the amount" } };
  if (params.residual > params.amount - params.deposit + params.establishmentFee) {
    return { ok: false, error: { parameter: "residual", message: "must not be more than the amount financed" } };
  }
  return { ok: true, params };
}

/** The quote for parsed parameters (spec 000 §9 maths, in finance-repayment.ts). */
export function financeQuote(params: FinanceQuoteParams): RepaymentQuote {
  return financeRepayment({ ...params, annualInterestRate: params.interestRate });
}
