import { budgetSearchPrice } from "./budget-price";
import { clampBudgetInput, BUDGET_DEFAULTS, defaultBudgetRepayment, type BudgetFrequency } from "./budget-search";

/** The budget search panel's fields, as its GET form sends them. */
export type BudgetFields = { body?: string | null; frequency?: string | null; repayment?: string | null; deposit?: string | null };
/** `estimate`: the budget shown and searched (`budgetSearchPrice`); `capped` when spec 001 §9's figure went past the search's highest price. */
export type BudgetValues = { body: string | null; frequency: BudgetFrequency; repayment: number; deposit: number; estimate: number; capped: boolean };

/** Spec 001 §9 "Defaults: repayment 600 monthly": the panel opens on monthly. */
export const DEFAULT_BUDGET_FREQUENCY: BudgetFrequency = "monthly";

/**
 * The panel's values from its fields: an unknown body means every body, an unknown frequency the default;
 * a missing repayment or deposit takes the spec's default, anything else typed is clamped (non-numeric → 0,
 * spec 001 §5); the estimate is spec 001 §9's formula, capped at what the search looks up to.
 */
export function budgetValues(fields: BudgetFields, bodies: readonly string[]): BudgetValues {
  const body = fields.body && bodies.includes(fields.body) ? fields.body : null;
  const frequency: BudgetFrequency = fields.frequency === "weekly" || fields.frequency === "monthly" ? fields.frequency : DEFAULT_BUDGET_FREQUENCY;
  const given = (value: string | null | undefined) => value !== null && value !== undefined;
  const repayment = given(fields.repayment) ? clampBudgetInput(fields.repayment!) : defaultBudgetRepayment(frequency);
  const deposit = given(fields.deposit) ? clampBudgetInput(fields.deposit!) : BUDGET_DEFAULTS.deposit;
  const { price, capped } = budgetSearchPrice(repayment, frequency, deposit);
  return { body, frequency, repayment, deposit, estimate: price, capped };
}

/**
 * The word the button and empty text use for a body ('View SUVs In This Range'): the spec's texts add an
 * 's', so a body whose name does not pluralise that way gets the noun that does; every body is 'Vehicle'.
 */
export function budgetCarType(body: string | null): string {
  if (body === null) return "Vehicle";
  return BODY_NOUNS[body.toLowerCase()] ?? body;
}

const BODY_NOUNS: Record<string, string> = { hatch: "Hatchback", "cab chassis": "Cab Chassis Ute", bus: "Minibus" };
