"use client";

import { useEffect, type RefObject } from "react";

/**
 * Focuses the first element matching `selector` inside `container` when it mounts. Placed beside lazily
 * loaded content inside the same Suspense boundary, it runs once that content is on screen.
 */
export function FocusOnMount({ container, selector }: { container: RefObject<HTMLElement | null>; selector: string }) {
  useEffect(() => {
    container.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [container, selector]);
  return null;
}
