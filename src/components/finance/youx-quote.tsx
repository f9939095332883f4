"use client";

import { useId, useState } from "react";
import type { CreditScore } from "@/domain/finance/youx-rates";
import type { YouxQuote as Quote } from "@/domain/finance/youx-quote";
import { formatDollars } from "@/domain/pricing/format-dollars";

type Props = {
  /** The quote at the default credit score, computed on the server by the same engine as the API. */
  initial: Quote;
  /** The scores a shopper can pick, the default first chosen; passed in so the rate table's zod schema stays off the client. */
  scores: readonly CreditScore[];
  defaultScore: CreditScore;
  car: { price: number; year: number; vin: string | null; nvic: string | null };
};

const label = (score: CreditScore) => score.charAt(0) + score.slice(1).toLowerCase();

/** `POST /api/youx/quote` (spec 001 §7); any failure is ignored and the last quote stays (spec 001 §8 "Quote failure: ignored"). */
async function requestQuote(score: CreditScore, car: Props["car"]): Promise<Quote | null> {
  try {
    const response = await fetch("/api/youx/quote", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        selfAssessedCreditScore: score, purchasePrice: car.price, loanTerm: 5, year: car.year,
        ...(car.vin ? { vin: car.vin } : {}), ...(car.nvic ? { nvic: car.nvic } : {}),
      }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<Quote>;
    return typeof body.weeklyRepaymentAmount === "number" && typeof body.advertisedRate === "number" && typeof body.comparisonRate === "number" ? (body as Quote) : null;
  } catch {
    return null;
  }
}

/** The YouX personalised quote: weekly repayment, advertised and comparison rate, re-quoted for the shopper's credit score. */
export function YouxQuote({ initial, scores, defaultScore, car }: Props) {
  const [score, setScore] = useState<CreditScore>(defaultScore);
  const [quote, setQuote] = useState(initial);
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
      <div aria-live="polite">
        <p className="text-sm text-ink-muted">Personalised quote</p>
        <p className="mt-1">
          <span data-testid="youx-weekly" className="heading text-4xl tabular-nums">{formatDollars(quote.weeklyRepaymentAmount)}</span>
          <span className="ml-1 font-semibold">/wk</span>
        </p>
        <p className="mt-1 text-sm text-ink">
          {quote.advertisedRate}% p.a. advertised rate · <strong>{quote.comparisonRate.toFixed(2)}% p.a. comparison rate*</strong>
        </p>
      </div>
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-ink">
          Your credit score
        </label>
        <select
          id={id}
          value={score}
          onChange={async (event) => {
            const next = event.target.value as CreditScore;
            setScore(next);
            const answer = await requestQuote(next, car);
            if (answer) setQuote(answer);
          }}
          className="mt-1 h-11 rounded-button border border-neutral-400 bg-white px-3 text-ink"
        >
          {scores.map((option) => (
            <option key={option} value={option}>
              {label(option)}
            </option>
          ))}
        </select>
      </div>
      <p className="text-xs text-ink-muted sm:col-span-2">
        * Indicative quote on a 5 year term, 10.0% deposit, 30% final payment. Comparison rate on a 5 year secured loan of $30,000. WARNING: this comparison rate is
        true only for the example given and may not include all fees and charges. Subject to credit approval.
      </p>
    </div>
  );
}
