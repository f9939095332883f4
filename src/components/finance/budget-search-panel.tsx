import { BUDGET_DEFAULTS, type BudgetOption } from "@/domain/budget/budget-search";
import { BudgetSearch } from "./budget-search";
import { budgetView } from "./budget-view";

type Props = {
  /** The site's body types and prices (`loadBudgetOptions`); null when they could not be read, and the panel is left out. */
  options: BudgetOption[] | null;
  headingLevel?: 2 | 3;
  initial?: { body?: string; frequency?: string; repayment?: string; deposit?: string };
};

/**
 * The budget search panel (spec 001 §2): server part, given the options the page loaded. Without JavaScript
 * it is a GET form that lands on the search.
 */
export function BudgetSearchPanel({ options, headingLevel = 2, initial = {} }: Props) {
  if (!options) return null;
  return <BudgetSearch options={options} headingLevel={headingLevel} initialView={budgetView(initial, options)} defaultRepayments={BUDGET_DEFAULTS.repayment} />;
}
