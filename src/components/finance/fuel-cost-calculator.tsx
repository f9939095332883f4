"use client";

import { useState } from "react";
import { DEFAULT_FUEL_PRICE_PER_LITRE, DEFAULT_KM_PER_WEEK, fuelCost, fuelCostInput } from "@/domain/fuel/fuel-cost";
import { formatDollars, formatWholeNumber } from "@/domain/pricing/format-dollars";
import { useHydrated } from "@/components/ui/use-hydrated";

type Props = {
  /** The car's variant (its combined consumption), if known. */
  variant: Record<string, unknown> | null;
  /** What the GET form sent (the finance page computed it without JavaScript). */
  initial?: { pricePerLitre?: string; kmPerWeek?: string };
  formAction: string;
  hiddenFields?: Record<string, string>;
};

const FIELD = "flex h-11 items-center rounded-button border border-neutral-400 bg-white px-3 focus-within:border-brand-link";

/**
 * Fuel cost (spec 000 §5, §9): fuel price and weekly distance typed freely ('$1.85', '1,200 kms'), the car's
 * combined consumption or 10 L/100 km, defaults $1.70/L and 250 km a week; weekly, monthly and yearly cost.
 */
export function FuelCostCalculator({ variant, initial = {}, formAction, hiddenFields = {} }: Props) {
  const hydrated = useHydrated();
  const [pricePerLitre, setPrice] = useState(initial.pricePerLitre ?? DEFAULT_FUEL_PRICE_PER_LITRE.toFixed(2));
  const [kmPerWeek, setKm] = useState(initial.kmPerWeek ?? String(DEFAULT_KM_PER_WEEK));
  const input = fuelCostInput({ pricePerLitre, kmPerWeek }, variant);
  const cost = fuelCost(input);

  return (
    <form method="get" action={formAction} aria-label="Fuel cost calculator" className="grid gap-5 sm:grid-cols-2">
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor="fuel-price" className="text-sm font-semibold text-ink">
          Fuel price (per litre)
        </label>
        <div className={`mt-1 ${FIELD}`}>
          <span aria-hidden="true" className="pr-1 text-ink-muted">
            $
          </span>
          <input
            id="fuel-price"
            name="fuelPrice"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={pricePerLitre}
            onChange={(event) => setPrice(event.target.value)}
            className="w-full min-w-0 bg-transparent font-semibold text-ink tabular-nums outline-none"
          />
        </div>
      </div>
      <div>
        <label htmlFor="fuel-km" className="text-sm font-semibold text-ink">
          Distance per week
        </label>
        <div className={`mt-1 ${FIELD}`}>
          <input
            id="fuel-km"
            name="kmPerWeek"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={kmPerWeek}
            onChange={(event) => setKm(event.target.value)}
            className="w-full min-w-0 bg-transparent font-semibold text-ink tabular-nums outline-none"
          />
          <span aria-hidden="true" className="pl-1 text-sm text-ink-muted">
            kms
          </span>
        </div>
      </div>
      <p className="text-sm text-ink-muted sm:col-span-2">
        At {input.consumptionLPer100km} L/100 km, ${input.pricePerLitre.toFixed(2)} a litre and {formatWholeNumber(input.kmPerWeek)} km a week:
      </p>
      <output htmlFor="fuel-price fuel-km" aria-live="polite" className="grid grid-cols-3 gap-3 sm:col-span-2">
        {(
          [
            ["Weekly", cost.weekly],
            ["Monthly", cost.monthly],
            ["Yearly", cost.yearly],
          ] as const
        ).map(([label, value]) => (
          <span key={label} className="rounded-card border border-line bg-neutral-50 p-3 text-center">
            <span className="block text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</span>
            <span data-testid={`fuel-${label.toLowerCase()}`} className="heading mt-1 block text-xl tabular-nums sm:text-2xl">
              {formatDollars(value)}
            </span>
          </span>
        ))}
      </output>
      {hydrated ? null : (
        <button type="submit" className="btn btn-primary sm:col-span-2 sm:justify-self-start">
          Calculate fuel cost
        </button>
      )}
    </form>
  );
}
