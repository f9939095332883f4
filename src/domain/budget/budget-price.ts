import { SEARCH_PRICE_LIMIT } from "@/domain/search/search-request";
import { budgetEstimate, type BudgetFrequency } from "./budget-search";

/** The budget the panel shows and the search gets, and whether the spec's estimate went past what the search looks up to. */
export type BudgetPrice = { price: number; capped: boolean };

/**
 * The one budget for both the panel's script and its form sent without JavaScript (issue 32): spec 001 §9's estimate
 * of the clamped repayment and deposit (each 0–1,000,000, so never below 0), capped at the search's highest price,
 * 10,000,000. A budget of 0 searches up to 0: nothing the shopper typed is swapped for a figure they did not ask for.
 */
export function budgetSearchPrice(repayment: number, frequency: BudgetFrequency, deposit: number): BudgetPrice {
  const estimate = Math.round(budgetEstimate(repayment, frequency, deposit));
  return { price: Math.min(SEARCH_PRICE_LIMIT, Math.max(0, estimate)), capped: estimate > SEARCH_PRICE_LIMIT };
}
