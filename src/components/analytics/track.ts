"use client";

import { pushAnalyticsEvent, type AnalyticsEvent } from "@/domain/analytics/analytics-events";

type WindowWithDataLayer = Window & { dataLayer?: { push(entry: AnalyticsEvent): unknown } };

/** Sends an event from the catalogue to the tag manager's queue; never throws (spec 000 §8: warnings only). */
export function track(event: AnalyticsEvent): void {
  const w = window as WindowWithDataLayer;
  try {
    w.dataLayer ??= [];
  } catch {
    // A frozen or hostile window property: pushAnalyticsEvent reports it.
  }
  pushAnalyticsEvent(w.dataLayer, event, (message) => console.warn(message));
}
