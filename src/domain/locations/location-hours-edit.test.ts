import { describe, expect, it } from "vitest";
import { LOCATION_HOURS_MESSAGES as M, parseLocationHoursEdit } from "./location-hours-edit";
import { editorWeek, locationHoursFingerprintSource, locationHoursInput } from "./location-hours-form-fields";

const TODAY = "2026-12-08";
const openWeek = (open = "08:30", close = "17:30") => Array.from({ length: 7 }, (_, d) => (d === 0 ? { status: "Closed" } : { status: "Open", open, close }));
const base = (overrides: Record<string, unknown> = {}) => ({ version: "v1", hours: { sales: { shown: "yes", days: openWeek() } }, holidays: [], ...overrides });
const errorsOf = (input: unknown) => {
  const parsed = parseLocationHoursEdit(input, TODAY);
  return parsed.ok ? {} : parsed.errors;
};

describe("parseLocationHoursEdit: weekly hours", () => {
  it("keeps shown departments with all seven days, times as HH:MM, Closed days without times", () => {
    const parsed = parseLocationHoursEdit(base({ hours: { sales: { shown: "yes", days: openWeek("8:30", "17:30") }, service: { days: openWeek() } } }), TODAY);
    expect(parsed.ok && parsed.edit.weekly).toEqual({
      sales: [{ weekday: 0, status: "Closed", open: null, close: null }, ...[1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, status: "Open", open: "08:30", close: "17:30" }))],
    });
  });

  it.each([
    ["closing before opening", { status: "Open", open: "17:00", close: "09:00" }, "close", M.closeAfterOpen],
    ["closing at opening", { status: "Open", open: "09:00", close: "09:00" }, "close", M.closeAfterOpen],
    ["no opening time", { status: "Open", close: "17:00" }, "open", M.time],
    ["a time that is not one", { status: "Open", open: "25:00", close: "17:00" }, "open", M.time],
    ["no closing time", { status: "Open", open: "09:00", close: "" }, "close", M.time],
    ["a status not Open or Closed", { status: "Maybe" }, "status", M.status],
  ])("refuses %s on the day's own field", (_case, day, field, message) => {
    const days = openWeek();
    days[2] = day as (typeof days)[number];
    expect(errorsOf(base({ hours: { sales: { shown: "yes", days } } }))).toEqual({ [`hours.sales.days.2.${field}`]: message });
  });

  it("accepts closing at midnight (24:00) and ignores the times of a Closed day", () => {
    const days = openWeek();
    days[5] = { status: "Open", open: "18:00", close: "24:00" };
    days[6] = { status: "Closed", open: "nonsense", close: "" } as (typeof days)[number];
    const parsed = parseLocationHoursEdit(base({ hours: { sales: { shown: "yes", days } } }), TODAY);
    expect(parsed.ok && parsed.edit.weekly.sales?.slice(5)).toEqual([{ weekday: 5, status: "Open", open: "18:00", close: "24:00" }, { weekday: 6, status: "Closed", open: null, close: null }]);
  });

  it("does not check a department that is not shown", () => {
    expect(errorsOf(base({ hours: { sales: { shown: "yes", days: openWeek() }, parts: { days: openWeek("17:00", "09:00") } } }))).toEqual({});
  });
});

describe("parseLocationHoursEdit: holiday hours", () => {
  const holiday = (h: Record<string, string>) => base({ holidays: [h] });
  it.each([
    ["a date in a bad format", { date: "25/12/2026" }, "date", M.date],
    ["a date that does not exist", { date: "2026-02-30" }, "date", M.date],
    ["a date in the past", { date: "2026-12-07" }, "date", M.pastDate],
    ["different hours closing first", { date: "2026-12-26", status: "Open", start: "13:00", end: "09:00" }, "end", M.closeAfterOpen],
    ["different hours without a start", { date: "2026-12-26", status: "Open", end: "13:00" }, "start", M.time],
    ["a name past 80 characters", { date: "2026-12-26", name: "x".repeat(81) }, "name", M.name],
  ])("refuses %s", (_case, row, field, message) => {
    expect(errorsOf(holiday(row))).toEqual({ [`holidays.0.${field}`]: message });
  });

  it("refuses the same date twice, on the second", () => {
    expect(errorsOf(base({ holidays: [{ date: "2026-12-25" }, { date: "2026-12-25", status: "Open", start: "09:00", end: "12:00" }] }))).toEqual({ "holidays.1.date": M.duplicateDate });
  });

  it("keeps today's and later rows, closed all day or with hours; drops the blank row and lists removed ids", () => {
    const parsed = parseLocationHoursEdit(base({
      holidays: [
        { id: "7", date: "2026-12-25", name: "Christmas Day", status: "Closed", start: "09:00" },
        { date: TODAY, status: "Open", start: "9:00", end: "13:00" },
        { id: "9", remove: "yes", date: "not checked" },
        { date: "", name: "", start: "", end: "" },
      ],
    }), TODAY);
    expect(parsed.ok && [parsed.edit.holidays, parsed.edit.removedHolidayIds]).toEqual([
      [{ id: 7, date: "2026-12-25", name: "Christmas Day", status: "Closed", startHour: null, endHour: null }, { id: null, date: TODAY, name: null, status: "Open", startHour: "09:00", endHour: "13:00" }],
      [9],
    ]);
  });
});

describe("parseLocationHoursEdit: phone numbers", () => {
  it.each([
    ["a landline", { phone: "02 9876 5432" }, { phone: "(02) 9876 5432", mobile: null, landlinePhone: null }],
    ["+61 spelling", { phone: "+61 7 3333 1234", landline_phone: "(07) 3333 1234" }, { phone: "(07) 3333 1234", mobile: null, landlinePhone: "(07) 3333 1234" }],
    ["a mobile and a 1300 number", { mobile: "+61412345678", phone: "1300 555 123" }, { phone: "1300 555 123", mobile: "0412 345 678", landlinePhone: null }],
    ["blanks as none", { phone: " ", mobile: "", landline_phone: "" }, { phone: null, mobile: null, landlinePhone: null }],
  ])("keeps %s in its national spelling", (_case, phones, expected) => {
    const parsed = parseLocationHoursEdit(base(phones), TODAY);
    expect(parsed.ok && parsed.edit.phones).toEqual(expected);
  });

  it.each([
    ["too short", { phone: "1234" }, "phone", M.phone],
    ["a foreign number", { landline_phone: "+44 20 7946 0958" }, "landline_phone", M.phone],
    ["a landline as the mobile", { mobile: "02 9876 5432" }, "mobile", M.mobile],
    ["letters", { phone: "call us" }, "phone", M.phone],
  ])("refuses %s", (_case, phones, field, message) => {
    expect(errorsOf(base(phones))).toEqual({ [field]: message });
  });
});

it("refuses a post without the version it was loaded at", () => {
  expect(errorsOf(base({ version: "" }))).toEqual({ version: M.changed });
});

describe("locationHoursInput", () => {
  it("reads the flat post into departments of seven days and numbered holidays, a skipped number as removed", () => {
    const input = locationHoursInput([
      ["version", "abc"], ["phone", "02 9876 5432"], ["hours.sales.shown", "yes"], ["hours.sales.days.1.status", "Open"], ["hours.sales.days.1.open", "08:30"],
      ["holidays.1.date", "2026-12-25"], ["holidays.1.id", "4"], ["other", "x"], ["hours.cafe.shown", "yes"],
    ]);
    expect(input).toEqual({
      version: "abc", phone: "02 9876 5432",
      hours: { sales: { shown: "yes", days: [{}, { status: "Open", open: "08:30" }, {}, {}, {}, {}, {}] } },
      holidays: [{ remove: "yes" }, { date: "2026-12-25", id: "4" }],
    });
  });
});

describe("locationHoursFingerprintSource", () => {
  const stored = {
    weekly: [{ department: "sales", weekday: 2, status: "Open", open: "08:30", close: "17:30" }, { department: "sales", weekday: 1, status: "Open", open: "08:30", close: "17:30" }],
    special: [{ id: 3, date: "2026-12-25", name: "Christmas Day", status: "Closed", startHour: null, endHour: null }],
    phones: { phone: "(02) 9876 5432", mobile: null, landlinePhone: null },
  };
  it("is the same whatever order the rows were read in, and changes with any field", () => {
    expect(locationHoursFingerprintSource({ ...stored, weekly: stored.weekly.toReversed() })).toBe(locationHoursFingerprintSource(stored));
    expect(locationHoursFingerprintSource({ ...stored, phones: { ...stored.phones, mobile: "0412 345 678" } })).not.toBe(locationHoursFingerprintSource(stored));
    expect(locationHoursFingerprintSource({ ...stored, special: [{ ...stored.special[0]!, status: "Open" }] })).not.toBe(locationHoursFingerprintSource(stored));
  });
});

it("editorWeek shows a department's seven days, a missing day Closed", () => {
  expect(editorWeek([{ department: "sales", weekday: 1, status: "Open", open: "08:30", close: "17:30" }, { department: "service", weekday: 2, status: "Open", open: "07:00", close: "16:00" }], "sales").map((d) => d.status))
    .toEqual(["Closed", "Open", "Closed", "Closed", "Closed", "Closed", "Closed"]);
});
