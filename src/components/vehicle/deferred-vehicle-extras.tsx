"use client";

import { lazy, Suspense, type ComponentProps } from "react";

/**
 * Vehicle-page extras that exist only with JavaScript (the view counter fetches its count; the recently
 * viewed record writes to localStorage): their code loads beside the page, not in its first load.
 */
const ViewCounter = lazy(() => import("./view-counter").then((module) => ({ default: module.ViewCounter })));
const RecordViewedCar = lazy(() => import("@/components/search/record-viewed-car").then((module) => ({ default: module.RecordViewedCar })));

export function DeferredViewCounter(props: ComponentProps<typeof ViewCounter>) {
  return (
    <Suspense fallback={null}>
      <ViewCounter {...props} />
    </Suspense>
  );
}

export function DeferredRecordViewedCar(props: ComponentProps<typeof RecordViewedCar>) {
  return (
    <Suspense fallback={null}>
      <RecordViewedCar {...props} />
    </Suspense>
  );
}
