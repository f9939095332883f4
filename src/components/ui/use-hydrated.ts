"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server HTML and during hydration, true once the page's JavaScript runs: controls that need
 * JavaScript (sliders, live figures) switch on then, and the no-JavaScript fallbacks (a submit button) step aside.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
