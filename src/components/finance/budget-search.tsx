"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { budgetCarType, budgetValues } from "@/domain/budget/budget-query";
import { budgetButton, budgetEmptyText, budgetSearchHref, defaultBudgetRepayment, type BudgetFrequency } from "@/domain/budget/budget-search";
import { formatDollars, formatWholeNumber } from "@/domain/pricing/format-dollars";

export type BudgetOption = { body: string | null; label: string; cheapest: number | null };

type Props = {
  options: BudgetOption[];
  headingLevel: 2 | 3;
  initial: { body?: string; frequency?: string; repayment?: string; deposit?: string };
};

/** The GET form's target: a redirect to the search for the budget (works without JavaScript). */
export const BUDGET_SEARCH_ACTION = "/finance/budget-search";

const FIELD = "flex h-11 items-center rounded-button border border-neutral-400 bg-white px-3 focus-within:border-brand-link";
const CHIP =
  "flex min-h-11 cursor-pointer items-center justify-center rounded-button border border-neutral-400 bg-white px-3 text-sm font-semibold text-ink " +
  "has-[:checked]:border-brand-primary has-[:checked]:bg-brand-primary has-[:checked]:text-brand-primary-text has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-black";

/**
 * Budget search (spec 001 §2, §4, §5, §9): body type, weekly or monthly repayment and deposit (each clamped
 * 0–1,000,000, non-numeric → 0) give the estimate (repayment × 52 or 12 × 5 + deposit); the button opens the
 * search up to that price, or is disabled reading '0 {carType}s Found' below the cheapest car of the type.
 */
export function BudgetSearch({ options, headingLevel, initial }: Props) {
  const router = useRouter();
  const id = useId();
  const bodies = options.flatMap((option) => (option.body ? [option.body] : []));
  const start = budgetValues(initial, bodies);
  const [body, setBody] = useState(start.body);
  const [frequency, setFrequency] = useState<BudgetFrequency>(start.frequency);
  const [repayment, setRepayment] = useState(formatWholeNumber(start.repayment));
  const [deposit, setDeposit] = useState(formatWholeNumber(start.deposit));
  const [repaymentEdited, setRepaymentEdited] = useState(initial.repayment !== undefined);

  const values = budgetValues({ body, frequency, repayment, deposit }, bodies);
  const option = options.find((candidate) => candidate.body === values.body) ?? options[0]!;
  const carType = budgetCarType(values.body);
  const button = budgetButton(carType, values.estimate, option.cheapest);
  const Heading = `h${headingLevel}` as const;

  return (
    <form
      method="get"
      action={BUDGET_SEARCH_ACTION}
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!button.disabled) router.push(budgetSearchHref(values.body, values.estimate));
      }}
      className="grid gap-6"
    >
      <Heading id={`${id}-title`} className="section-title">
        Search by budget
      </Heading>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">Body type</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {options.map((candidate) => (
            <label key={candidate.label} className={CHIP}>
              <input type="radio" name="body" value={candidate.body ?? ""} checked={values.body === candidate.body} onChange={() => setBody(candidate.body)} className="sr-only" />
              {candidate.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">Repayments</legend>
          <div className="grid grid-cols-2 gap-2">
            {(["weekly", "monthly"] as const).map((option) => (
              <label key={option} className={CHIP}>
                <input
                  type="radio"
                  name="frequency"
                  value={option}
                  checked={frequency === option}
                  onChange={() => {
                    setFrequency(option);
                    if (!repaymentEdited) setRepayment(formatWholeNumber(defaultBudgetRepayment(option)));
                  }}
                  className="sr-only"
                />
                {option === "weekly" ? "Weekly" : "Monthly"}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-repayment`} className="mb-2 block text-sm font-semibold text-ink">
            {frequency === "weekly" ? "Weekly" : "Monthly"} repayment
          </label>
          <div className={FIELD}>
            <span aria-hidden="true" className="pr-1 text-ink-muted">$</span>
            <input
              id={`${id}-repayment`}
              name="repayment"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={repayment}
              onChange={(event) => {
                setRepaymentEdited(true);
                setRepayment(event.target.value);
              }}
              onBlur={() => setRepayment(formatWholeNumber(values.repayment))}
              className="w-full min-w-0 bg-transparent font-semibold text-ink tabular-nums outline-none"
            />
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-deposit`} className="mb-2 block text-sm font-semibold text-ink">
            Deposit
          </label>
          <div className={FIELD}>
            <span aria-hidden="true" className="pr-1 text-ink-muted">$</span>
            <input
              id={`${id}-deposit`}
              name="deposit"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={deposit}
              onChange={(event) => setDeposit(event.target.value)}
              onBlur={() => setDeposit(formatWholeNumber(values.deposit))}
              className="w-full min-w-0 bg-transparent font-semibold text-ink tabular-nums outline-none"
            />
          </div>
        </div>
      </div>
      <div className="flex flex-col gap-4 rounded-card border border-line bg-neutral-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite" className="text-ink">
          <span className="block text-sm text-ink-muted">Estimated budget (5 years of repayments plus deposit)</span>
          <span data-testid="budget-estimate" className="heading text-3xl tabular-nums">{formatDollars(values.estimate)}</span>
        </p>
        <div className="grid gap-1 sm:justify-items-end">
          <button type="submit" disabled={button.disabled} className="btn btn-accent disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-700 disabled:filter-none">
            {button.text}
          </button>
          <p role="status" className="text-sm text-ink-muted empty:hidden">
            {button.disabled ? budgetEmptyText(carType) : ""}
          </p>
        </div>
      </div>
    </form>
  );
}
