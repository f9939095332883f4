import { z } from "zod";
import { comparisonRate } from "./comparison-rate";
import { exactRepayment } from "./finance-repayment";
import type { QuoteParameterError } from "./finance-quote-request";
import { CREDIT_SCORES, DEFAULT_CREDIT_SCORE, type YouxRates } from "./youx-rates";

/** Spec 001 §9: "Quote: loan term 5 years …; disclaimer says 5 year term, 10.0% deposit, 30% final payment." */
export const YOUX_QUOTE_ASSUMPTIONS = { termYears: 5, depositShare: 0.1, finalPaymentShare: 0.3 } as const;

const numeric = z.preprocess((value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value), z.number({ error: "must be a number" }));

/** Spec 001 §7: "POST /api/youx/quote — selfAssessedCreditScore, purchasePrice, loanTerm, year, vin, nvic, whoIsHelping". */
export const youxQuoteRequestSchema = z.object({
  selfAssessedCreditScore: z
    .preprocess((value) => (typeof value === "string" ? value.trim().toUpperCase() : value), z.enum(CREDIT_SCORES, { error: `must be one of ${CREDIT_SCORES.join(", ")}` }))
    .default(DEFAULT_CREDIT_SCORE),
  purchasePrice: numeric.pipe(z.number().positive("must be above 0").max(10_000_000, "must be at most 10000000")),
  loanTerm: numeric.pipe(z.literal(YOUX_QUOTE_ASSUMPTIONS.termYears, { error: "must be 5 (years): quotes assume a 5 year term" })).default(YOUX_QUOTE_ASSUMPTIONS.termYears),
  year: numeric.pipe(z.number().int("must be a whole year").min(1900, "must be a year after 1900").max(2100, "must be a year before 2100")).optional(),
  vin: z.string().trim().max(17, "must be at most 17 characters").optional(),
  nvic: z.string().trim().max(10, "must be at most 10 characters").optional(),
  whoIsHelping: z.string().trim().max(100, "must be at most 100 characters").optional(),
});
export type YouxQuoteRequest = z.infer<typeof youxQuoteRequestSchema>;
export type YouxQuoteParse = { ok: true; request: YouxQuoteRequest } | { ok: false; error: QuoteParameterError };

export function parseYouxQuoteRequest(body: unknown): YouxQuoteParse {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { ok: false, error: { parameter: "body", message: "must be a JSON object" } };
  const parsed = youxQuoteRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, request: parsed.data };
  const issue = parsed.error.issues[0]!;
  const parameter = String(issue.path[0] ?? "body");
  const missing = issue.code === "invalid_type" && (body as Record<string, unknown>)[parameter] === undefined;
  return { ok: false, error: { parameter, message: missing ? "is required" : issue.message } };
}

/** Spec 001 §3: "youxQuote (weeklyRepaymentAmount, advertisedRate, comparisonRate)". */
export type YouxQuote = { weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate: number };

/**
 * Our YouX quote: 10% deposit, 30% final (balloon) payment, 5 years of weekly repayments at the rate
 * for the shopper's credit score, the establishment fee financed (spec 000 §9 principal) and the monthly
 * fee spread over the weeks (× 12 / 52), rounded to the dollar.
 */
export function youxQuote(request: Pick<YouxQuoteRequest, "selfAssessedCreditScore" | "purchasePrice">, rates: YouxRates): YouxQuote {
  const { termYears, depositShare, finalPaymentShare } = YOUX_QUOTE_ASSUMPTIONS;
  const price = request.purchasePrice;
  const advertisedRate = rates.byCreditScore[request.selfAssessedCreditScore];
  const weekly = exactRepayment({
    amount: price, deposit: Math.round(price * depositShare), establishmentFee: rates.establishmentFee, annualInterestRate: advertisedRate,
    termYears, frequency: "weekly", residual: Math.round(price * finalPaymentShare),
  });
  return {
    weeklyRepaymentAmount: Math.max(0, Math.round(weekly + (rates.monthlyFee * 12) / 52)),
    advertisedRate,
    comparisonRate: comparisonRate(advertisedRate, rates),
  };
}

/** Spec 001 §5: "Quote requested only for sites with the feature": YouX as the provider, or its button. */
export function offersYouxQuotes(config: { financeProvider: string | null; buttons: readonly string[] }): boolean {
  return config.financeProvider === "youx" || config.buttons.includes("financeYouX");
}
