"use client";

import { formatWholeNumber } from "@/domain/pricing/format-dollars";
import { showMeLabel } from "@/domain/search/show-me-label";
import { useSearchShell } from "./search-shell";

/**
 * Spec 000 §2: "a 'Show Me N cars' button that goes to the filtered result URL". It submits the search
 * form; with JavaScript its N is the live count of the form's pending selection. Without JavaScript no
 * count could follow the ticks, so it says only what it does.
 */
export function ShowMeButton({ className = "" }: { className?: string }) {
  const { enhanced, pendingCount, vehicleWord } = useSearchShell();
  const label = enhanced ? showMeLabel(pendingCount, vehicleWord, formatWholeNumber) : "Show results";
  return (
    <button type="submit" className={`btn btn-accent w-full ${className}`} data-show-me>
      {label}
    </button>
  );
}
