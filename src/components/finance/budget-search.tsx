"use client";

import { useRouter } from "next/navigation";
import { useCallback, useId, useState } from "react";
import type { BudgetFrequency } from "@/domain/budget/budget-search";
import { formatDollars, formatWholeNumber } from "@/domain/pricing/format-dollars";
import { preloadOnIntent } from "@/components/ui/preload-on-intent";
import type { BudgetOption } from "@/domain/budget/budget-search";
import type { BudgetView } from "./budget-view";

type Props = {
  options: BudgetOption[];
  headingLevel: 2 | 3;
  /** The server's view of the starting fields, shown until the rules load. */
  initialView: BudgetView;
  /** Spec 001 §9: 'repayment 600 monthly or 200 weekly'. */
  defaultRepayments: Record<BudgetFrequency, number>;
};

/** The GET form's target: a redirect to the search for the budget (works without JavaScript). */
export const BUDGET_SEARCH_ACTION = "/finance/budget-search";

const FIELD = "flex h-11 items-center rounded-button border border-neutral-400 bg-white px-3 focus-within:border-brand-link";
const CHIP =
  "flex min-h-11 cursor-pointer items-center justify-center rounded-button border border-neutral-400 bg-white px-3 text-sm font-semibold text-ink " +
  "has-[:checked]:border-brand-primary has-[:checked]:bg-brand-primary has-[:checked]:text-brand-primary-text has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-black";

type Rules = typeof import("./budget-view");

/**
 * Budget search (spec 001 §2, §4, §5, §9): body type, weekly or monthly repayment and deposit (each clamped
 * 0–1,000,000, non-numeric → 0) give the estimate (repayment × 52 or 12 × 5 + deposit); the button opens the
 * search up to that price, or is disabled reading '0 {carType}s Found' below the cheapest car of the type.
 */
export function BudgetSearch({ options, headingLevel, initialView, defaultRepayments }: Props) {
  const router = useRouter();
  const id = useId();
  const [rules, setRules] = useState<Rules | null>(null);
  const [body, setBody] = useState(initialView.body);
  const [frequency, setFrequency] = useState<BudgetFrequency>(initialView.frequency);
  const [repayment, setRepayment] = useState(formatWholeNumber(initialView.repayment));
  const [deposit, setDeposit] = useState(formatWholeNumber(initialView.deposit));
  const [repaymentEdited, setRepaymentEdited] = useState(false);

  // The rules reach the search's path builder, which brings zod: they load at the first sign of use, not with the page.
  const loadRules = useCallback(
    () => import("./budget-view").then(setRules, (error: unknown) => console.error("Budget search rules failed to load", error)),
    [],
  );

  const view = rules ? rules.budgetView({ body: body ?? "", frequency, repayment, deposit }, options) : initialView;
  const Heading = `h${headingLevel}` as const;

  return (
    <form
      method="get"
      action={BUDGET_SEARCH_ACTION}
      aria-labelledby={`${id}-title`}
      {...preloadOnIntent(loadRules)}
      onSubmit={(event) => {
        if (!rules) return; // the server redirects the same way
        event.preventDefault();
        if (!view.disabled) router.push(view.href);
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
              <input type="radio" name="body" value={candidate.body ?? ""} checked={body === candidate.body} onChange={() => setBody(candidate.body)} className="sr-only" />
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
                    if (!repaymentEdited) setRepayment(formatWholeNumber(defaultRepayments[option]));
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
            <span aria-hidden="true" className="pr-1 text-ink-muted">
              $
            </span>
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
              onBlur={() => rules && setRepayment(formatWholeNumber(view.repayment))}
              className="w-full min-w-0 bg-transparent font-semibold text-ink tabular-nums outline-none"
            />
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-deposit`} className="mb-2 block text-sm font-semibold text-ink">
            Deposit
          </label>
          <div className={FIELD}>
            <span aria-hidden="true" className="pr-1 text-ink-muted">
              $
            </span>
            <input
              id={`${id}-deposit`}
              name="deposit"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={deposit}
              onChange={(event) => setDeposit(event.target.value)}
              onBlur={() => rules && setDeposit(formatWholeNumber(view.deposit))}
              className="w-full min-w-0 bg-transparent font-semibold text-ink tabular-nums outline-none"
            />
          </div>
        </div>
      </div>
      <div className="flex flex-col gap-4 rounded-card border border-line bg-neutral-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite" className="text-ink">
          <span className="block text-sm text-ink-muted">Estimated budget (5 years of repayments plus deposit)</span>
          <span data-testid="budget-estimate" className="heading text-3xl tabular-nums">
            {formatDollars(view.estimate)}
          </span>
          {view.capped ? <span className="block text-sm text-ink-muted">The most our search looks up to</span> : null}
        </p>
        <div className="grid gap-1 sm:justify-items-end">
          <button type="submit" disabled={view.disabled} className="btn btn-accent disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-700 disabled:filter-none">
            {view.buttonText}
          </button>
          <p role="status" className="text-sm text-ink-muted empty:hidden">
            {view.emptyText ?? ""}
          </p>
        </div>
      </div>
    </form>
  );
}
