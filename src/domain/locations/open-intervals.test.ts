import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addOpenMs, isOpenAt, nextOpenAt, openMsBetween, type LocationHours } from "./open-intervals";
import type { SpecialHours, WeeklyHours } from "./opening-hours";

const open = (weekday: number, from: string, to: string): WeeklyHours => ({ weekday, status: "Open", open: from, close: to });
/** Mon–Fri 8:30–5:30, Saturday 8–12, Sunday closed (no entry). */
const week: WeeklyHours[] = [...[1, 2, 3, 4, 5].map((d) => open(d, "08:30", "17:30")), open(6, "08:00", "12:00")];
const christmas: SpecialHours = { date: "2025-12-25", name: "Christmas Day", status: "Closed", startHour: null, endHour: null };
const christmasEve: SpecialHours = { date: "2025-12-24", name: "Christmas Eve", status: "Open", startHour: "08:30", endHour: "12:00" };
const hours = (timeZone: string, special: SpecialHours[] = [], weekly = week): LocationHours => ({ weekly, special, timeZone });
const brisbane = hours("Australia/Brisbane");
const sydney = hours("Australia/Sydney");
const MIN = 60_000;
const at = (iso: string) => new Date(iso);

describe("openMsBetween (opening time between two instants)", () => {
  it.each<[string, LocationHours, string, string, number]>([
    ["inside one day", brisbane, "2025-11-24T09:00:00+10:00", "2025-11-24T09:40:00+10:00", 40],
    ["1 minute before closing to 1 minute after the next opening", brisbane, "2025-11-24T17:29:00+10:00", "2025-11-25T08:31:00+10:00", 2],
    ["overnight while closed", brisbane, "2025-11-24T18:00:00+10:00", "2025-11-25T08:00:00+10:00", 0],
    ["Friday evening to Monday morning: Saturday's 4 hours, no Sunday", brisbane, "2025-11-28T17:00:00+10:00", "2025-12-01T09:00:00+10:00", 30 + 240 + 30],
    ["Christmas Day closed by special hours", hours("Australia/Brisbane", [christmas]), "2025-12-24T17:00:00+10:00", "2025-12-26T09:00:00+10:00", 30 + 30],
    ["Christmas Eve's short hours replace Wednesday's", hours("Australia/Brisbane", [christmasEve, christmas]), "2025-12-24T11:00:00+10:00", "2025-12-26T09:00:00+10:00", 60 + 30],
    // The same instants: Friday 3 Oct 2025 17:00 AEST to Sunday 22:00 UTC, which is Monday 9:00 in Sydney (AEDT from Sunday) but 8:00 in Brisbane.
    ["across Sydney's change to daylight saving", sydney, "2025-10-03T07:00:00Z", "2025-10-05T22:00:00Z", 30 + 240 + 30],
    ["the same instants in Brisbane, which does not change", brisbane, "2025-10-03T07:00:00Z", "2025-10-05T22:00:00Z", 30 + 240],
    ["to before from", brisbane, "2025-11-24T10:00:00+10:00", "2025-11-24T09:00:00+10:00", 0],
    ["a location with no hours", hours("Australia/Brisbane", [], []), "2025-11-24T00:00:00+10:00", "2025-12-24T00:00:00+10:00", 0],
  ])("%s", (_, where, from, to, minutes) => expect(openMsBetween(where, at(from), at(to))).toBe(minutes * MIN));

  it("thirty days of a normal week: 22 weekdays of 9 hours and 4 Saturdays of 4 hours", () => {
    expect(openMsBetween(brisbane, at("2025-11-03T00:00:00+10:00"), at("2025-12-03T00:00:00+10:00"))).toBe((22 * 540 + 4 * 240) * MIN);
  });
});

describe("addOpenMs (a clock that stops while the location is closed)", () => {
  it.each<[string, LocationHours, string, number, string | null]>([
    ["inside one day", brisbane, "2025-11-24T09:00:00+10:00", 15, "2025-11-24T09:15:00+10:00"],
    ["1 minute before closing: 1 minute today, 14 tomorrow", brisbane, "2025-11-24T17:29:00+10:00", 15, "2025-11-25T08:44:00+10:00"],
    ["running out exactly at closing falls at the next opening", brisbane, "2025-11-24T17:15:00+10:00", 15, "2025-11-25T08:30:00+10:00"],
    ["starting while closed, the clock starts at the opening", brisbane, "2025-11-24T22:00:00+10:00", 15, "2025-11-25T08:45:00+10:00"],
    ["Saturday noon to Monday", brisbane, "2025-11-29T11:50:00+10:00", 15, "2025-12-01T08:35:00+10:00"],
    ["over Christmas Day", hours("Australia/Brisbane", [christmas]), "2025-12-24T17:25:00+10:00", 15, "2025-12-26T08:40:00+10:00"],
    ["Sydney's Monday opening is an hour earlier in UTC after the change", sydney, "2025-10-04T11:55:00+10:00", 15, "2025-10-06T08:40:00+11:00"],
    ["zero while open is the instant itself", brisbane, "2025-11-24T09:00:00+10:00", 0, "2025-11-24T09:00:00+10:00"],
    ["a location that never opens", hours("Australia/Brisbane", [], []), "2025-11-24T09:00:00+10:00", 15, null],
  ])("%s", (_, where, from, minutes, expected) => expect(addOpenMs(where, at(from), minutes * MIN)?.toISOString() ?? null).toBe(expected && at(expected).toISOString()));
});

describe("nextOpenAt and isOpenAt", () => {
  it.each<[string, string, string | null, boolean]>([
    ["open", "2025-11-24T09:00:00+10:00", "2025-11-24T09:00:00+10:00", true],
    ["at the opening minute", "2025-11-24T08:30:00+10:00", "2025-11-24T08:30:00+10:00", true],
    ["at the closing minute (closed)", "2025-11-24T17:30:00+10:00", "2025-11-25T08:30:00+10:00", false],
    ["Sunday", "2025-11-30T10:00:00+10:00", "2025-12-01T08:30:00+10:00", false],
  ])("%s", (_, instant, next, isOpen) => {
    expect(nextOpenAt(brisbane, at(instant))?.toISOString()).toBe(next && at(next).toISOString());
    expect(isOpenAt(brisbane, at(instant))).toBe(isOpen);
  });
});

describe("addOpenMs and openMsBetween agree (property)", () => {
  const zones = ["Australia/Sydney", "Australia/Brisbane", "Australia/Adelaide", "Australia/Perth", "Australia/Hobart"];
  const instant = fc.integer({ min: Date.parse("2025-01-01T00:00:00Z") / MIN, max: Date.parse("2026-12-31T00:00:00Z") / MIN }).map((minute) => new Date(minute * MIN));
  it("the due instant is open, and exactly that much opening time after the start", () => {
    fc.assert(fc.property(instant, fc.constantFrom(...zones), fc.integer({ min: 0, max: 3000 }), fc.boolean(), (from, zone, minutes, withHolidays) => {
      const where = hours(zone, withHolidays ? [christmasEve, christmas] : []);
      const due = addOpenMs(where, from, minutes * MIN)!;
      expect(isOpenAt(where, due)).toBe(true);
      expect(openMsBetween(where, from, due)).toBe(minutes * MIN);
    }));
  });
});
