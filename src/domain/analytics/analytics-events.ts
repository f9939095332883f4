import type { CarType } from "@/domain/car/car";

/**
 * The one catalogue of analytics event ids (spec 000 §7 "Analytics events: 4, 14, 15, 17, 18, 25 (phone
 * click, label New Car or Used Car), 26, 39 (save), 48, 49, 60 (history report), 61 (print PDF); enquiry
 * events: 17 test drive only; used 15 (test drive 48); otherwise 14 (test drive 17)"), and a careers enquiry's
 * 51 (spec 001 §4). Ids whose meaning
 * the spec does not give (4, 18, 49) are left out until something fires them.
 */
export const ANALYTICS_EVENT_IDS = {
  enquiry: 14,
  usedEnquiry: 15,
  testDrive: 17,
  phoneClick: 25,
  financeCalculatorInteraction: 26,
  favourite: 39,
  usedTestDrive: 48,
  careersEnquiry: 51,
  historyReport: 60,
  printPdf: 61,
} as const;

export type AnalyticsEventName = keyof typeof ANALYTICS_EVENT_IDS;
export type AnalyticsEventId = (typeof ANALYTICS_EVENT_IDS)[AnalyticsEventName];

/** What goes onto `window.dataLayer` (the tag manager's queue). */
export type AnalyticsEvent = { event: "forecourt"; event_id: AnalyticsEventId; event_name: AnalyticsEventName; event_label?: string; car_id?: number };

/** The spec's phone-click label: 'New Car' or 'Used Car'; demo cars are sold as new. */
export function carTypeLabel(carType: CarType): "New Car" | "Used Car" {
  return carType === "used" ? "Used Car" : "New Car";
}

export function analyticsEvent(name: AnalyticsEventName, details: { label?: string; carId?: number } = {}): AnalyticsEvent {
  return {
    event: "forecourt",
    event_id: ANALYTICS_EVENT_IDS[name],
    event_name: name,
    ...(details.label !== undefined ? { event_label: details.label } : {}),
    ...(details.carId !== undefined ? { car_id: details.carId } : {}),
  };
}

/** Spec 000 §7: event 25 with the car type's label. */
export function phoneClickEvent(carId: number, carType: CarType): AnalyticsEvent {
  return analyticsEvent("phoneClick", { label: carTypeLabel(carType), carId });
}

type DataLayer = { push(entry: AnalyticsEvent): unknown };

/**
 * Pushes an event onto the data layer. Spec 000 §8: "Analytics failures: warnings only" — a missing or
 * broken data layer never throws into the page.
 */
export function pushAnalyticsEvent(dataLayer: DataLayer | null | undefined, event: AnalyticsEvent, warn: (message: string) => void = () => {}): boolean {
  try {
    if (!dataLayer || typeof dataLayer.push !== "function") throw new Error("no data layer");
    dataLayer.push(event);
    return true;
  } catch (error) {
    warn(`Analytics event ${event.event_id} not sent: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
