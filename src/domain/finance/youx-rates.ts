import { z } from "zod";

/** The self-assessed credit scores a YouX quote asks for (spec 001 §9: "credit score GREAT" by default). */
export const CREDIT_SCORES = ["EXCELLENT", "GREAT", "GOOD", "FAIR", "POOR"] as const;
export type CreditScore = (typeof CREDIT_SCORES)[number];
export const DEFAULT_CREDIT_SCORE: CreditScore = "GREAT";

const rate = z.number().min(0).max(30);

/**
 * A site's YouX quote table: the advertised rate (% p.a.) for each self-assessed credit score, and the
 * fees that go into the comparison rate. The defaults are indicative market rates for a secured car
 * loan in 2026, with a $395 establishment fee and an $8 monthly account fee (the fees spec 000 §9
 * quotes for one dealer variant).
 */
export const youxRatesSchema = z.object({
  byCreditScore: z.object({ EXCELLENT: rate, GREAT: rate, GOOD: rate, FAIR: rate, POOR: rate }),
  establishmentFee: z.number().min(0).max(5_000),
  monthlyFee: z.number().min(0).max(100),
});
export type YouxRates = z.infer<typeof youxRatesSchema>;

export const DEFAULT_YOUX_RATES: YouxRates = {
  byCreditScore: { EXCELLENT: 6.99, GREAT: 8.49, GOOD: 10.99, FAIR: 13.99, POOR: 17.99 },
  establishmentFee: 395,
  monthlyFee: 8,
};
