"use client";

import { lazy, Suspense } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { compareAddPath } from "@/domain/compare/compare-paths";

// The tray's store and the button load after the page, not in its first load: the link works until they arrive.
const CompareToggle = lazy(() => import("./compare-toggle").then((module) => ({ default: module.CompareToggle })));

/**
 * "Compare" on cards and the vehicle page (issue 35 §1). The page is shared (cached for everyone), so the server renders
 * no one's tray: a link to the route that adds the car to the tray cookie and lands on the comparison, which serves
 * without JavaScript. Once the script runs it becomes a button that toggles the car in the tray in place. One element,
 * not a link and a deferred button: a page of cards carries each once (decision 019).
 */
export function CompareCarControl({ carId, carName, className = "" }: { carId: number; carName: string; className?: string }) {
  const hydrated = useHydrated();
  const label = `Compare ${carName}`;
  const classes = `compare-control ${className}`;
  const link = <a href={compareAddPath(carId)} aria-label={label} className={classes}>Compare</a>;
  if (!hydrated) return link;
  return (
    <Suspense fallback={link}>
      <CompareToggle carId={carId} carName={carName} label={label} className={classes} />
    </Suspense>
  );
}
