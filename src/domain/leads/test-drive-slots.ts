/**
 * Issue 6 / spec 000 §5: the optional 'Test Drive Booking Date' is chosen from slots inside the car's
 * location's sales hours; a special-hours entry for a date (a public holiday) replaces that weekday's hours.
 * Pure: the caller passes the hours, the moment and the location's time zone.
 */
export type WeeklyHours = { weekday: number; status: string; open: string | null; close: string | null };
export type SpecialHours = { date: string; status: string; startHour: string | null; endHour: string | null };
export type TestDriveSlot = { value: string; label: string };

type SlotRequest = {
  weekly: readonly WeeklyHours[];
  special: readonly SpecialHours[];
  now: Date;
  timeZone: string;
  /** How many days ahead, today included. */
  days?: number;
  stepMinutes?: number;
  /** The earliest slot is this far after now, so the dealer can prepare the car. */
  noticeMinutes?: number;
};

/** Spec 001 §3: states' time zones, for the location's local clock. */
const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  ACT: "Australia/Sydney", NSW: "Australia/Sydney", VIC: "Australia/Melbourne", TAS: "Australia/Hobart",
  QLD: "Australia/Brisbane", SA: "Australia/Adelaide", NT: "Australia/Darwin", WA: "Australia/Perth",
};

export const timeZoneOfState = (state: string | null | undefined) => STATE_TIME_ZONES[(state ?? "").toUpperCase()] ?? "Australia/Sydney";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n: number) => String(n).padStart(2, "0");
const minutesOf = (time: string | null) => {
  const match = /^(\d{1,2}):(\d{2})/.exec(time ?? "");
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** The local date (as a UTC midnight) and minute of the day of `now` in `timeZone`. */
function localClock(now: Date, timeZone: string): { day: Date; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-AU", { timeZone, year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", hourCycle: "h23" })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { day: new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day))), minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

function hoursOn(day: Date, weekly: readonly WeeklyHours[], special: readonly SpecialHours[]): [number, number] | null {
  const iso = day.toISOString().slice(0, 10);
  const override = special.find((s) => s.date === iso);
  if (override) {
    const [open, close] = [minutesOf(override.startHour), minutesOf(override.endHour)];
    return override.status === "Open" && open !== null && close !== null ? [open, close] : null;
  }
  const usual = weekly.find((w) => w.weekday === day.getUTCDay());
  const [open, close] = [minutesOf(usual?.open ?? null), minutesOf(usual?.close ?? null)];
  return usual?.status === "Open" && open !== null && close !== null ? [open, close] : null;
}

function label(day: Date, minute: number): string {
  const hour = Math.floor(minute / 60);
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute % 60)} ${hour < 12 ? "am" : "pm"}`;
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}, ${clock}`;
}

/** Slot starts from opening time, each a full step before closing, none sooner than the notice period. */
export function testDriveSlots({ weekly, special, now, timeZone, days = 7, stepMinutes = 60, noticeMinutes = 120 }: SlotRequest): TestDriveSlot[] {
  const local = localClock(now, timeZone);
  const slots: TestDriveSlot[] = [];
  for (let offset = 0; offset < days; offset++) {
    const day = new Date(local.day.getTime() + offset * 86_400_000);
    const hours = hoursOn(day, weekly, special);
    if (!hours) continue;
    const earliest = offset === 0 ? local.minute + noticeMinutes : 0;
    for (let minute = hours[0]; minute + stepMinutes <= hours[1]; minute += stepMinutes) {
      if (minute < earliest) continue;
      slots.push({ value: `${day.toISOString().slice(0, 10)}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`, label: label(day, minute) });
    }
  }
  return slots;
}
