import type { LocationHours } from "@/domain/locations/open-intervals";
import type { SpecialHours, WeeklyHours } from "@/domain/locations/opening-hours";

/** Hours the inbox tests share: Mon–Fri 8:30–5:30, Saturday 8–12, Sunday closed. */
const open = (weekday: number, from: string, to: string): WeeklyHours => ({ weekday, status: "Open", open: from, close: to });
export const SALES_WEEK: WeeklyHours[] = [...[1, 2, 3, 4, 5].map((d) => open(d, "08:30", "17:30")), open(6, "08:00", "12:00")];
export const CHRISTMAS_DAY: SpecialHours = { date: "2025-12-25", name: "Christmas Day", status: "Closed", startHour: null, endHour: null };

export const salesHours = (timeZone: string, special: SpecialHours[] = []): LocationHours => ({ weekly: SALES_WEEK, special, timeZone });
export const BRISBANE = salesHours("Australia/Brisbane");
export const SYDNEY = salesHours("Australia/Sydney");
