"use client";

import { lazy, Suspense, type ComponentProps } from "react";

/**
 * Vehicle-page extras that exist only with JavaScript (the view counter fetches its count; the recently
 * viewed record writes to localStorage; the sticky header and the phone's bottom bar stay hidden until a
 * script shows them): their code loads beside the page, not in its first load.
 */
const ViewCounter = lazy(() => import("./view-counter").then((module) => ({ default: module.ViewCounter })));
const StickyHeader = lazy(() => import("./sticky-header").then((module) => ({ default: module.StickyHeader })));
const MobileActionBar = lazy(() => import("./mobile-action-bar").then((module) => ({ default: module.MobileActionBar })));
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

export function DeferredStickyHeader(props: ComponentProps<typeof StickyHeader>) {
  return (
    <Suspense fallback={null}>
      <StickyHeader {...props} />
    </Suspense>
  );
}

export function DeferredMobileActionBar(props: ComponentProps<typeof MobileActionBar>) {
  return (
    <Suspense fallback={null}>
      <MobileActionBar {...props} />
    </Suspense>
  );
}
