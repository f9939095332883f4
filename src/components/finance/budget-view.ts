import { budgetCarType, budgetValues, type BudgetFields, type BudgetValues } from "@/domain/budget/budget-query";
import { budgetButton, budgetEmptyText, budgetSearchHref, type BudgetOption } from "@/domain/budget/budget-search";

/** Everything the budget panel shows for its fields: the values used, the estimate, the button and the link. */
export type BudgetView = BudgetValues & { buttonText: string; disabled: boolean; emptyText: string | null; href: string };

/**
 * The panel's rules in one place (spec 001 §4, §5, §9). The server renders the first view with it; the
 * browser loads this module after the page (its search-path import brings zod), then follows every change.
 */
export function budgetView(fields: BudgetFields, options: readonly BudgetOption[]): BudgetView {
  const values = budgetValues(fields, options.flatMap((option) => (option.body ? [option.body] : [])));
  const cheapest = options.find((option) => option.body === values.body)?.cheapest ?? null;
  const carType = budgetCarType(values.body);
  const button = budgetButton(carType, values.estimate, cheapest);
  return {
    ...values,
    buttonText: button.text,
    disabled: button.disabled,
    emptyText: button.disabled ? budgetEmptyText(carType) : null,
    href: budgetSearchHref(values.body, values.estimate),
  };
}
