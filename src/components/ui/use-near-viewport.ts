"use client";

import { useEffect, useState, type RefObject } from "react";

/**
 * True once the element has come within `marginPx` of the screen (and stays true): for work that only
 * matters to a shopper who scrolls there, so it does not run while the page loads.
 */
export function useNearViewport(ref: RefObject<Element | null>, marginPx: number): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, marginPx, near]);
  return near;
}
