/**
 * A location's time zone, from its state (spec 001 §3 Location: address.state). Hours are kept as local
 * wall-clock times, so every "open now", "today" and holiday date is read on this zone's clock; Intl and the
 * platform's time zone data do the daylight-saving maths.
 *
 * By state only: the few places that keep another state's clock are not told apart. Broken Hill (NSW) keeps
 * South Australian time (Australia/Broken_Hill), Lord Howe Island its own half-hour daylight saving, and
 * Eucla (WA) its unofficial UTC+8:45; a dealer there would show Sydney or Perth time.
 */
const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  ACT: "Australia/Sydney", NSW: "Australia/Sydney", VIC: "Australia/Melbourne", TAS: "Australia/Hobart",
  QLD: "Australia/Brisbane", SA: "Australia/Adelaide", NT: "Australia/Darwin", WA: "Australia/Perth",
};

/** Spec 001 §9: "default state qld". */
export const DEFAULT_TIME_ZONE = "Australia/Brisbane";

/** 'NSW' → 'Australia/Sydney'; an unknown or missing state reads Queensland's clock. */
export function timeZoneOfState(state: string | null | undefined): string {
  return STATE_TIME_ZONES[(state ?? "").trim().toUpperCase()] ?? DEFAULT_TIME_ZONE;
}
