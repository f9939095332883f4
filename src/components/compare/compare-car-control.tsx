"use client";

import { useSyncExternalStore } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { compareAddPath } from "@/domain/compare/compare-paths";
import { getState, subscribe, toggleCompare } from "./compare-tray-store";

/**
 * "Compare" on cards and the vehicle page (issue 35 §1). The page is shared (cached for everyone), so the server renders
 * no one's tray: a link to the route that adds the car to the tray cookie and lands on the comparison, which serves
 * without JavaScript. Once the script runs it becomes a button that toggles the car in the tray in place, pressed
 * while the car is in it. One element, not a link and a deferred button: a page of cards carries each once (decision 019).
 */
export function CompareCarControl({ carId, carName, className = "" }: { carId: number; carName: string; className?: string }) {
  const hydrated = useHydrated();
  const inTray = useSyncExternalStore(subscribe, () => getState().cars.some((car) => car.id === carId), () => false);
  const label = `Compare ${carName}`;
  const classes = `compare-control ${className}`;
  if (!hydrated) {
    return <a href={compareAddPath(carId)} aria-label={label} className={classes}>Compare</a>;
  }
  return (
    <button type="button" aria-pressed={inTray} aria-label={label} onClick={() => toggleCompare({ id: carId, name: carName })} className={classes}>
      Compare
    </button>
  );
}
