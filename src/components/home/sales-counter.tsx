"use client";

import { useEffect, useRef, useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useReducedMotion } from "@/components/ui/use-reduced-motion";
import { formatWholeNumber } from "@/domain/pricing/format-dollars";
import { animatedCount, SALES_COUNTER_ANIMATION_MS, SALES_COUNTER_REFRESH_MS, salesThisMonth } from "@/domain/sales/sales-counter";

/**
 * The Sales this Month figure (spec 001 §9). The server renders the right number; here it is worked out
 * again every 150 s and counts up to the new figure over 2 s (at once for shoppers who prefer less motion).
 */
export function SalesCounter({ initial }: { initial: number }) {
  const [shown, setShown] = useState(initial);
  const shownRef = useRef(initial);
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();

  useEffect(() => {
    let frame = 0;
    const show = (value: number) => {
      shownRef.current = value;
      setShown(value);
    };
    const refresh = () => {
      const from = shownRef.current;
      const to = salesThisMonth(new Date());
      cancelAnimationFrame(frame);
      if (reducedMotion || from === to) return show(to);
      const started = performance.now();
      const step = (time: number) => {
        const elapsed = time - started;
        show(animatedCount(from, to, elapsed));
        if (elapsed < SALES_COUNTER_ANIMATION_MS) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    const timer = window.setInterval(refresh, SALES_COUNTER_REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      cancelAnimationFrame(frame);
    };
  }, [reducedMotion]);

  return (
    <span data-sales-count={shown} data-enhanced={hydrated || undefined}>
      {formatWholeNumber(shown)}
    </span>
  );
}
