"use client";

import { useRef } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { formatKmInput, MONEY_QUICK_PICKS, parseKmInput, parseMoneyInput } from "@/domain/leads/number-inputs";
import { formatWholeNumber } from "@/domain/pricing/format-dollars";
import { ariaFor, FieldShell, inputClass, type FieldWiring } from "./form-fields";

/**
 * Spec 001 §5: a money field with a $ prefix, thousands separators and quick-pick buttons ($5,000 to $70,000).
 * The typed text is read back by the shared schema, so "$30,000" and "30000" both send 30000.
 */
export function MoneyField({ field, defaultValue, picks = MONEY_QUICK_PICKS }: { field: FieldWiring; defaultValue?: string; picks?: readonly number[] }) {
  const input = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const tidy = () => {
    const element = input.current;
    const amount = element ? parseMoneyInput(element.value) : null;
    if (element && amount !== null) element.value = formatWholeNumber(amount);
  };
  return (
    <FieldShell field={field}>
      <div className="relative">
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-muted">
          $
        </span>
        <input ref={input} id={field.id} name={field.name} type="text" inputMode="numeric" defaultValue={defaultValue} onBlur={tidy} className={`${inputClass} pl-7 tabular-nums`} {...ariaFor(field)} />
      </div>
      {hydrated ? (
        <div role="group" aria-label={`Quick picks for ${field.label}`} className="mt-2 flex flex-wrap gap-2">
          {picks.map((amount) => (
            <button
              key={amount}
              type="button"
              onClick={() => {
                if (input.current) input.current.value = formatWholeNumber(amount);
              }}
              className="rounded-full border border-line px-3 py-1 text-sm text-ink hover:bg-neutral-100"
            >
              ${formatWholeNumber(amount)}
            </button>
          ))}
        </div>
      ) : null}
    </FieldShell>
  );
}

/** Spec 001 §5: kilometres shown with the suffix ' kms' ("85,000 kms"). */
export function KmField({ field, defaultValue }: { field: FieldWiring; defaultValue?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const tidy = () => {
    const element = input.current;
    const km = element ? parseKmInput(element.value) : null;
    if (element && km !== null) element.value = formatKmInput(km);
  };
  return (
    <FieldShell field={field}>
      <input ref={input} id={field.id} name={field.name} type="text" inputMode="numeric" placeholder="0 kms" defaultValue={defaultValue} onBlur={tidy} className={`${inputClass} tabular-nums`} {...ariaFor(field)} />
    </FieldShell>
  );
}
