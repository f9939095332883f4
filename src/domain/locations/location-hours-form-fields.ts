import { type Department, type SpecialHours, type WeeklyHours } from "./opening-hours";
import type { LocationPhones } from "./location-hours-edit";

type Fields = Record<string, string>;

/**
 * The editor's post, flat (`hours.sales.days.1.open`, `holidays.0.date`, one name per field, which is also the
 * field's error key), read back into the nested shape `parseLocationHoursEdit` takes. Unknown names are dropped;
 * a holiday number missing from the post is read as removed (a form never skips one).
 */
export function locationHoursInput(fields: readonly [string, string][]): Record<string, unknown> {
  type DepartmentFields = { shown?: string; days: Fields[] };
  const hours: Partial<Record<Department, DepartmentFields>> = {};
  const holidays = new Map<number, Fields>();
  const flat: Fields = {};
  for (const [name, value] of fields) {
    const day = /^hours\.(sales|service|parts)\.(?:(shown)|days\.([0-6])\.(status|open|close))$/.exec(name);
    if (day) {
      const department = (hours[day[1] as Department] ??= { days: Array.from({ length: 7 }, (): Fields => ({})) } as DepartmentFields);
      if (day[2]) department.shown = value;
      else department.days[Number(day[3])]![day[4]!] = value;
      continue;
    }
    const holiday = /^holidays\.(\d{1,2})\.(id|remove|date|name|status|start|end)$/.exec(name);
    if (holiday) {
      const row = holidays.get(Number(holiday[1])) ?? {};
      row[holiday[2]!] = value;
      holidays.set(Number(holiday[1]), row);
    } else if (["phone", "mobile", "landline_phone", "version"].includes(name)) flat[name] = value;
  }
  const last = Math.max(-1, ...holidays.keys());
  return { ...flat, hours, holidays: Array.from({ length: last + 1 }, (_, i) => holidays.get(i) ?? { remove: "yes" }) };
}

/** A location's editable state as stored: what the editor shows and a save may change. */
export type StoredLocationHours = {
  weekly: readonly (WeeklyHours & { department: string })[];
  special: readonly (SpecialHours & { id: number })[];
  phones: LocationPhones;
};

/**
 * The one text the editor's version is the hash of: every stored row in a fixed order, so the same state always
 * gives the same text and any change (by another staff member, or a feed) gives another.
 */
export function locationHoursFingerprintSource(stored: StoredLocationHours): string {
  const weekly = stored.weekly.map((w) => [w.department, w.weekday, w.status, w.open, w.close]).toSorted((a, b) => `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`));
  const special = stored.special.map((s) => [s.id, s.date, s.name ?? null, s.status, s.startHour, s.endHour]).toSorted((a, b) => Number(a[0]) - Number(b[0]));
  return JSON.stringify({ weekly, special, phones: [stored.phones.phone, stored.phones.mobile, stored.phones.landlinePhone] });
}

/** The week of one department as the editor shows it: all seven days, missing ones Closed (spec 001 §8). */
export function editorWeek(weekly: StoredLocationHours["weekly"], department: Department): WeeklyHours[] {
  return Array.from({ length: 7 }, (_, weekday) => {
    const stored = weekly.find((w) => w.department === department && w.weekday === weekday);
    return stored ? { weekday, status: stored.status, open: stored.open, close: stored.close } : { weekday, status: "Closed", open: null, close: null };
  });
}

