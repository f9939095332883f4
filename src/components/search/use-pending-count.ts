"use client";

import { useEffect, useState } from "react";
import { ResultCache } from "@/domain/search/result-cache";

/** Waits this long after the last tick before asking for a count, so a burst of ticks asks once. */
const COUNT_DEBOUNCE_MS = 150;
/** Counts by API address, shared by every button on the page: ticking back to an earlier selection asks nothing. */
const recentCounts = new ResultCache<number>();

/**
 * The number of cars a not-yet-applied search would show, from `GET /api/search?…&hitsPerPage=0`.
 * `url` null means the form shows the current search, whose count the page already has. A failed
 * call keeps the last known count (spec 000 §8: "Search errors keep previous hits").
 */
export function usePendingCount(url: string | null, currentCount: number): number | null {
  const [fetched, setFetched] = useState<{ url: string; count: number } | null>(null);

  useEffect(() => {
    if (!url || recentCounts.has(url)) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(url, { signal: controller.signal, headers: { accept: "application/json" } });
        if (!response.ok) return;
        const body: unknown = await response.json();
        const count = typeof body === "object" && body !== null && "count" in body && typeof body.count === "number" ? body.count : null;
        if (count === null) return;
        recentCounts.set(url, count);
        setFetched({ url, count });
      } catch {
        // Aborted by a newer tick, or offline: the button keeps its last count.
      }
    }, COUNT_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url]);

  if (!url) return currentCount;
  return recentCounts.get(url) ?? (fetched?.url === url ? fetched.count : null);
}

