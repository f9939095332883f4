"use client";

import { useSyncExternalStore } from "react";
import { getState, subscribe, toggleCompare } from "./compare-tray-store";

/** The "Compare" button once the page's script runs: toggles the car in the tray in place, pressed while the car is in it. */
export function CompareToggle({ carId, carName, label, className }: { carId: number; carName: string; label: string; className: string }) {
  const inTray = useSyncExternalStore(subscribe, () => getState().cars.some((car) => car.id === carId), () => false);
  return (
    <button type="button" aria-pressed={inTray} aria-label={label} onClick={() => toggleCompare({ id: carId, name: carName })} className={className}>
      Compare
    </button>
  );
}
