"use client";

import { lazy, Suspense, type ComponentType } from "react";

/**
 * A client component whose code loads beside the page instead of in its first load, rendering nothing until
 * it arrives: for parts that exist only with JavaScript (they have no server-rendered markup to hydrate).
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
