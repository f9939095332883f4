"use client";

import { lazy, Suspense, type ComponentProps } from "react";

/** The favourite control exists only with JavaScript (localStorage): its code loads beside the page, not in its first load. */
const FavouriteToggle = lazy(() => import("./favourite-toggle").then((module) => ({ default: module.FavouriteToggle })));

export function DeferredFavouriteToggle(props: ComponentProps<typeof FavouriteToggle>) {
  return (
    <Suspense fallback={null}>
      <FavouriteToggle {...props} />
    </Suspense>
  );
}
