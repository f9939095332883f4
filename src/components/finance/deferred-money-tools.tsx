"use client";

import { lazy, Suspense, type ComponentProps } from "react";

/**
 * Money tools whose code loads beside the page rather than in its first load (the vehicle page's JS
 * budget). They still render on the server, so the HTML and the no-JavaScript forms are unchanged.
 */
const YouxQuote = lazy(() => import("./youx-quote").then((module) => ({ default: module.YouxQuote })));
const FuelCostCalculator = lazy(() => import("./fuel-cost-calculator").then((module) => ({ default: module.FuelCostCalculator })));

export function DeferredYouxQuote(props: ComponentProps<typeof YouxQuote>) {
  return (
    <Suspense fallback={null}>
      <YouxQuote {...props} />
    </Suspense>
  );
}

export function DeferredFuelCostCalculator(props: ComponentProps<typeof FuelCostCalculator>) {
  return (
    <Suspense fallback={null}>
      <FuelCostCalculator {...props} />
    </Suspense>
  );
}
