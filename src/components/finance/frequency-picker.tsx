"use client";

import { REPAYMENT_FREQUENCIES, type RepaymentFrequency } from "@/domain/finance/repayment-frequency";

const FREQUENCIES = Object.keys(REPAYMENT_FREQUENCIES) as RepaymentFrequency[];

/** Weekly / Fortnightly / Monthly as a radio group (arrow keys move between them; works in a plain GET form). */
export function FrequencyPicker({ value, onChange }: { value: RepaymentFrequency; onChange(value: RepaymentFrequency): void }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink">Repayment frequency</legend>
      <div className="grid grid-cols-3 rounded-button border border-neutral-400 bg-white p-1">
        {FREQUENCIES.map((frequency) => (
          <label
            key={frequency}
            className="frequency-choice"
          >
            <input
              type="radio"
              name="frequency"
              value={frequency}
              checked={value === frequency}
              onChange={() => onChange(frequency)}
              className="sr-only"
            />
            {REPAYMENT_FREQUENCIES[frequency].name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
