import { z } from "zod";
import { leadFieldErrors, type LeadFieldErrors } from "@/domain/leads/lead-form-schema";
import { AU_MOBILE_MESSAGE, parseAuMobile } from "@/domain/phone/au-mobile";
import { parsePhone } from "@/domain/phone/phone-number";
import { minutesOf } from "./local-clock";
import { DEPARTMENTS, type Department, type WeeklyHours } from "./opening-hours";

/** More holiday rows than a dealer plans ahead in a year (each state has about a dozen public holidays). */
export const MAX_HOLIDAYS = 60;

export const LOCATION_HOURS_MESSAGES = {
  status: "Please choose Open or Closed.",
  time: "Please enter a time like 08:30.",
  closeAfterOpen: "The closing time must be after the opening time.",
  date: "Please enter a date like 2026-12-25.",
  pastDate: "Please choose today or a later date.",
  duplicateDate: "This date already has holiday hours.",
  name: "Please keep the name to 80 characters.",
  tooManyHolidays: `At most ${MAX_HOLIDAYS} holiday dates.`,
  phone: "Please enter an Australian phone number, like (02) 9876 5432.",
  mobile: AU_MOBILE_MESSAGE,
  changed: "Someone else changed this location after you opened it, so nothing was saved. Their changes are shown below: make yours again.",
} as const;
const M = LOCATION_HOURS_MESSAGES;

/** A holiday (special hours) row as saved: an existing one keeps its id. */
export type HolidayEdit = { id: number | null; date: string; name: string | null; status: "Open" | "Closed"; startHour: string | null; endHour: string | null };
export type LocationPhones = { phone: string | null; mobile: string | null; landlinePhone: string | null };
export type LocationHoursEdit = {
  /** The departments the location shows, each with all seven days; a department left out has no hours. */
  weekly: Partial<Record<Department, WeeklyHours[]>>;
  holidays: HolidayEdit[];
  removedHolidayIds: number[];
  phones: LocationPhones;
  /** The fingerprint of the location as the form was loaded (see `locationEditFingerprint`). */
  version: string;
};

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const status = z.enum(["Open", "Closed"], { error: M.status });
const time = z.string().trim().max(8).optional();

/** 'H:MM' or 'HH:MM' as the time input sends it, up to 24:00, stored as 'HH:MM'. */
function normalTime(value: string | undefined): string | null {
  const minutes = minutesOf(value);
  return minutes === null ? null : `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** An open span's times: both valid, closing after opening, each error on its own field. */
function checkSpan(open: string | undefined, close: string | undefined, report: (field: "open" | "close", message: string) => void): void {
  const [from, to] = [normalTime(open), normalTime(close)];
  if (!from) report("open", M.time);
  if (!to) report("close", M.time);
  else if (from && to <= from) report("close", M.closeAfterOpen);
}

const daySchema = z
  .object({ status: z.preprocess((v) => v ?? "Closed", status), open: time, close: time })
  .superRefine((day, ctx) => {
    if (day.status === "Open") checkSpan(day.open, day.close, (field, message) => ctx.addIssue({ code: "custom", path: [field], message }));
  })
  .transform((day) => (day.status === "Open" ? { status: day.status, open: normalTime(day.open), close: normalTime(day.close) } : { status: day.status, open: null, close: null }));

const departmentSchema = z.preprocess(
  (v) => (v && typeof v === "object" && (v as { shown?: unknown }).shown === "yes" ? v : { shown: "no" }),
  z.discriminatedUnion("shown", [z.object({ shown: z.literal("no") }), z.object({ shown: z.literal("yes"), days: z.array(daySchema).length(7) })]),
);

const isCalendarDate = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;

const holidayFields = z.object({
  id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  remove: z.string().optional(),
  date: z.string().trim().max(40).optional(),
  name: z.preprocess(blankToUndefined, z.string().trim().max(80, { error: M.name }).optional()),
  status: z.preprocess((v) => v ?? "Closed", status),
  start: time,
  end: time,
});
type HolidayInput = z.output<typeof holidayFields>;
/** A row the staff member left empty (the form's blank "add" row) or ticked for removal is not a holiday to check. */
const isDropped = (h: HolidayInput) => h.remove === "yes" || (h.id === undefined && !h.date && !h.name && !h.start && !h.end);

/** Each row checked on its own fields (a date today or later, its hours), then the list for a date given twice. */
function holidaysSchema(today: string) {
  const row = z.preprocess((v) => (v && typeof v === "object" ? v : {}), holidayFields).superRefine((h, ctx) => {
    if (isDropped(h)) return;
    const at = (field: string, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
    if (!h.date || !isCalendarDate(h.date)) at("date", M.date);
    else if (h.date < today) at("date", M.pastDate);
    if (h.status === "Open") checkSpan(h.start, h.end, (field, message) => at(field === "open" ? "start" : "end", message));
  });
  return z.array(row).max(MAX_HOLIDAYS + 1, { error: M.tooManyHolidays }).default([]).superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((h, i) => {
      if (isDropped(h) || !h.date) return;
      if (seen.has(h.date)) ctx.addIssue({ code: "custom", path: [i, "date"], message: M.duplicateDate });
      seen.add(h.date);
    });
    if (rows.filter((h) => !isDropped(h)).length > MAX_HOLIDAYS) ctx.addIssue({ code: "custom", message: M.tooManyHolidays });
  });
}

const phoneField = (read: (raw: string) => string | null, message: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(40, { error: message }).optional()).transform((raw, ctx) => {
    if (raw === undefined) return null;
    const phone = read(raw);
    if (!phone) ctx.addIssue({ code: "custom", message });
    return phone;
  });

/** Any Australian number (landline, mobile, 13/1300/1800), kept in its national spelling: '(02) 9876 5432'. */
function auPhone(raw: string): string | null {
  const parsed = parsePhone(raw);
  return parsed?.isValid() && parsed.country === "AU" ? parsed.formatNational() : null;
}

/**
 * The location editor's post (issue 34 §Locations): weekly hours per department, holiday dates, phone numbers, and
 * the version the form was loaded at. `today` is the location's local date: a holiday cannot be set in the past.
 * Every refusal names its field (`hours.sales.days.1.close`, `holidays.2.date`, `mobile`).
 */
export function locationHoursEditSchema(today: string) {
  return z
    .object({
      hours: z.preprocess((v) => v ?? {}, z.object(Object.fromEntries(DEPARTMENTS.map((d) => [d, departmentSchema])) as Record<Department, typeof departmentSchema>)),
      holidays: holidaysSchema(today),
      phone: phoneField(auPhone, M.phone),
      mobile: phoneField((raw) => parseAuMobile(raw)?.display ?? null, M.mobile),
      landline_phone: phoneField(auPhone, M.phone),
      version: z.string().trim().min(1, { error: M.changed }).max(128, { error: M.changed }),
    })
    .transform((edit): LocationHoursEdit => {
      const weekly: LocationHoursEdit["weekly"] = {};
      for (const d of DEPARTMENTS) {
        const department = edit.hours[d];
        if (department.shown === "yes") weekly[d] = department.days.map((day, weekday) => ({ weekday, ...day }));
      }
      const kept = edit.holidays.filter((h) => !isDropped(h));
      return {
        weekly,
        holidays: kept.map((h) => ({
          id: h.id ?? null, date: h.date!, name: h.name ?? null, status: h.status,
          startHour: h.status === "Open" ? normalTime(h.start) : null, endHour: h.status === "Open" ? normalTime(h.end) : null,
        })),
        removedHolidayIds: edit.holidays.filter((h) => h.remove === "yes" && h.id !== undefined).map((h) => h.id!),
        phones: { phone: edit.phone, mobile: edit.mobile, landlinePhone: edit.landline_phone },
        version: edit.version,
      };
    });
}

export function parseLocationHoursEdit(input: unknown, today: string): { ok: true; edit: LocationHoursEdit } | { ok: false; errors: LeadFieldErrors } {
  const parsed = locationHoursEditSchema(today).safeParse(input);
  return parsed.success ? { ok: true, edit: parsed.data } : { ok: false, errors: leadFieldErrors(parsed.error) };
}
