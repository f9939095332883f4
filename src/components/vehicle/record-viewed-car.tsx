"use client";

import { useEffect } from "react";
import { pushRecentStored, VIEWED_CARS_LIMIT, viewedCarKey } from "@/domain/search/recent-list";
import type { ViewedCar } from "@/domain/search/recent-list-schemas";
import { VIEWED_CARS_STORAGE_KEY } from "@/domain/search/storage-keys";

/**
 * Adds the car on screen to this browser's recently viewed list (spec 000 §3 "Viewed-car record kept
 * locally"), which the search page shows. Renders nothing. The list is validated where it is read, so
 * this page does not load zod.
 */
export function RecordViewedCar({ car }: { car: ViewedCar }) {
  useEffect(() => {
    try {
      const updated = pushRecentStored(window.localStorage.getItem(VIEWED_CARS_STORAGE_KEY), car, { limit: VIEWED_CARS_LIMIT, key: viewedCarKey });
      window.localStorage.setItem(VIEWED_CARS_STORAGE_KEY, JSON.stringify(updated));
    } catch {
      // storage full or blocked: the list is a convenience
    }
  }, [car]);
  return null;
}
