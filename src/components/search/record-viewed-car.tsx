"use client";

import { useEffect } from "react";
import type { ViewedCar } from "@/domain/search/recent-list";
import { VIEWED_CARS_STORAGE_KEY } from "./storage-keys";

/**
 * Adds the car on screen to this browser's recently viewed list (spec 000 §3 "Viewed-car record kept
 * locally"), which the search page shows. Renders nothing; the zod reader loads after the page.
 */
export function RecordViewedCar({ car }: { car: ViewedCar }) {
  useEffect(() => {
    void import("@/domain/search/recent-list").then((recent) => {
      try {
        const viewed = recent.readRecentList(window.localStorage.getItem(VIEWED_CARS_STORAGE_KEY), recent.viewedCarSchema, recent.VIEWED_CARS_LIMIT);
        const updated = recent.pushRecent(viewed, car, { limit: recent.VIEWED_CARS_LIMIT, key: recent.viewedCarKey });
        window.localStorage.setItem(VIEWED_CARS_STORAGE_KEY, JSON.stringify(updated));
      } catch {
        // storage full or blocked: the list is a convenience
      }
    });
  }, [car]);
  return null;
}
