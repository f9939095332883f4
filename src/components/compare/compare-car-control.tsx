"use client";

import { useSyncExternalStore } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { COMPARE_ADD_PATH } from "@/domain/compare/compare-paths";
import { getState, subscribe, toggleCompare } from "./compare-tray-store";

/**
 * "Compare" on cards and the vehicle page (issue 35 §1). A GET form, so without JavaScript the route adds the car to
 * the tray cookie and lands on the comparison; with it, the press toggles the car in the tray in place. The server
 * renders no one's tray (the pages are shared), so the pressed state appears only once the page's script runs.
 */
export function CompareCarControl({ carId, carName, className = "" }: { carId: number; carName: string; className?: string }) {
  const hydrated = useHydrated();
  const inTray = useSyncExternalStore(subscribe, () => getState().cars.some((car) => car.id === carId), () => false);
  return (
    <form
      action={COMPARE_ADD_PATH}
      method="get"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        toggleCompare({ id: carId, name: carName });
      }}
    >
      <input type="hidden" name="car" value={carId} />
      <button type="submit" className="compare-control" aria-label={`Compare ${carName}`} aria-pressed={hydrated ? inTray : undefined}>
        Compare
      </button>
    </form>
  );
}
