"use client";

import { useSyncExternalStore } from "react";
import { getState, subscribe, toggleCompare } from "./compare-tray-store";

/** "Compare" with JavaScript: pressed while the car is in the tray; a press adds it or takes it out (a fifth is refused by the tray). */
export function CompareToggle({ carId, carName, className = "" }: { carId: number; carName: string; className?: string }) {
  const inTray = useSyncExternalStore(subscribe, () => getState().cars.some((car) => car.id === carId), () => false);
  return (
    <button type="button" aria-pressed={inTray} aria-label={`Compare ${carName}`} onClick={() => toggleCompare({ id: carId, name: carName })} className={`compare-toggle ${className}`}>
      Compare
    </button>
  );
}
