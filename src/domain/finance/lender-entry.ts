import { z } from "zod";
import type { FINANCE_PROVIDERS } from "@/domain/site/site-config-schema";

export type FinanceProvider = (typeof FINANCE_PROVIDERS)[number];

/** Feeds send numbers as numbers or numeric strings; anything else reads as absent. */
const feedNumber = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)) ? Number(value) : value),
  z.number().finite().nullable().optional().catch(null),
);

/** One lender's entry in car.finance_lenders (spec 000 §3 "Finance lender data"). Unknown keys (term{N}) pass through. */
export const lenderEntrySchema = z.looseObject({
  interestRate: feedNumber,
  comparisonRate: feedNumber,
  paymentWeek: feedNumber,
  paymentMonth: feedNumber,
  termYears: feedNumber,
  termMonths: feedNumber,
  deposit: feedNumber,
  balloon: feedNumber,
  establishmentFees: feedNumber,
  totalPayable: feedNumber,
  financeProvider: z.string().nullable().optional().catch(null),
  disclaimer: z.string().nullable().optional().catch(null),
});
export type LenderEntry = z.infer<typeof lenderEntrySchema>;

/** Spec 000 §3: "keyed by lowercased provider name with dashes turned into underscores". */
export function lenderKey(provider: string): string {
  return provider.toLowerCase().replace(/-/g, "_");
}

/** The car's entry for a provider, or null when there is none or it is empty (`{}`) or not an object. */
export function lenderEntryFor(financeLenders: unknown, provider: string): LenderEntry | null {
  if (typeof financeLenders !== "object" || financeLenders === null) return null;
  const raw: unknown = (financeLenders as Record<string, unknown>)[lenderKey(provider)];
  if (typeof raw !== "object" || raw === null || Array.isArray(raw) || Object.keys(raw).length === 0) return null;
  const parsed = lenderEntrySchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
