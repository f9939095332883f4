import { calendarDate } from "@/domain/site/calendar-date";

/** Spec 000 §4: "View count animates from 0 over 1 s." */
export const VIEW_COUNT_ANIMATION_MS = 1000;

/** The number shown `elapsed` ms into the count-up to `target` (ease-out, whole numbers, never past the target). */
export function animatedCount(target: number, elapsed: number, duration = VIEW_COUNT_ANIMATION_MS): number {
  if (target <= 0) return 0;
  if (elapsed >= duration) return target;
  if (elapsed <= 0) return 0;
  const progress = elapsed / duration;
  const eased = 1 - (1 - progress) ** 3;
  return Math.min(target, Math.floor(target * eased));
}

/** Visitors are counted once per car per calendar day (spec: at most once per visitor per day). */
export function viewDay(now: Date, timeZone = "Australia/Brisbane"): string {
  return calendarDate(now, timeZone);
}
