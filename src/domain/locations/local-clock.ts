/** A wall clock in a time zone: an instant's local date, weekday and minute of the day, and the texts for times. */
export type LocalClock = {
  /** The local date, 'YYYY-MM-DD'. */
  date: string;
  /** 0 Sunday … 6 Saturday (spec 001 §3). */
  weekday: number;
  /** Minutes after local midnight. */
  minute: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-AU", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** `now` on the clock of `timeZone` (an IANA name); Intl applies that zone's daylight saving. */
export function localClock(now: Date, timeZone: string): LocalClock {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(now).map((part) => [part.type, part.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, weekday: weekdayOf(date), minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The weekday of a calendar date, 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

/** A calendar date some days later (or earlier): ('2025-12-31', 1) → '2026-01-01'. */
export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/** 'HH:MM' (or 'HH:MM:SS') → minutes after midnight; null when missing or malformed. */
export function minutesOf(time: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec((time ?? "").trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours <= 24 && minutes < 60 && hours * 60 + minutes <= 1440 ? hours * 60 + minutes : null;
}

/** 510 → '8:30 am', 720 → '12:00 pm', 1440 (closing at midnight) → '12:00 am'. */
export function formatClock(minute: number): string {
  const hour = Math.floor(minute / 60) % 24;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute % 60)} ${hour < 12 ? "am" : "pm"}`;
}

/** 510 → '08:30', the 24-hour form schema.org and the database use. */
export function formatClock24(minute: number): string {
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}
