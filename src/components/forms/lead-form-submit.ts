import { track } from "@/components/analytics/track";
import { ANALYTICS_EVENT_IDS, analyticsEvent, type AnalyticsEventName } from "@/domain/analytics/analytics-events";
import { formEntriesToObject } from "@/domain/security/form-entries";

export { sendLead } from "./send-lead";

/** What LeadForm needs only once the shopper submits: loaded after the page with the form's schema, not in its first load. */
export function readForm(form: HTMLFormElement): Record<string, unknown> {
  const entries = [...new FormData(form).entries()].filter((e): e is [string, string] => typeof e[1] === "string" && !e[0].startsWith("$") && e[0] !== "idempotency_key");
  return { ...formEntriesToObject(entries), url: window.location.href, user_agent: navigator.userAgent, lead_attributes: { visited_pages: [window.location.pathname], linked_query_params: Object.fromEntries(new URLSearchParams(window.location.search)) } };
}

/** Spec 000 §7: the analytics event the lead API names for this submission. */
export function firePostedEvent(eventId: number, carId: string | undefined): void {
  const name = (Object.keys(ANALYTICS_EVENT_IDS) as AnalyticsEventName[]).find((n) => ANALYTICS_EVENT_IDS[n] === eventId);
  if (name) track(analyticsEvent(name, carId ? { carId: Number(carId) } : {}));
}
