import { describe, expect, it } from "vitest";
import { calendarDate, isWithinDateWindow, siteToday } from "./calendar-date";

describe("calendarDate: the local date of an instant", () => {
  it.each([
    ["2026-03-31T13:59:59Z", "Australia/Brisbane", "2026-03-31"],
    ["2026-03-31T14:00:00Z", "Australia/Brisbane", "2026-04-01"],
    ["2026-01-15T12:59:59Z", "Australia/Sydney", "2026-01-15"],
    ["2026-01-15T13:00:00Z", "Australia/Sydney", "2026-01-16"],
    ["2026-01-15T15:59:59Z", "Australia/Perth", "2026-01-15"],
  ])("%s in %s → %s", (instant, timeZone, expected) => {
    expect(calendarDate(new Date(instant), timeZone)).toBe(expected);
  });
});

describe("siteToday: the date on the clock of the site's state, not UTC's", () => {
  const site = (state: string) => ({ config: { address: { state } } });
  it.each([
    ["2026-11-23T20:30:00Z", "QLD", "2026-11-24"], // 6:30 am in Brisbane while UTC is still on the 23rd
    ["2026-11-23T13:29:59Z", "VIC", "2026-11-24"], // 12:29 am in daylight-saving Melbourne
    ["2026-11-23T12:59:59Z", "VIC", "2026-11-23"],
    ["2026-11-23T15:59:59Z", "WA", "2026-11-23"],
    ["2026-11-23T14:00:00Z", "", "2026-11-24"], // no state: Queensland's clock (spec 001 §9)
  ])("%s in %s → %s", (instant, state, expected) => {
    expect(siteToday(site(state), new Date(instant))).toBe(expected);
  });
});

describe("isWithinDateWindow: both days included, missing ends open", () => {
  it.each<[string | null, string | null, string, boolean]>([
    ["2026-03-01", "2026-03-31", "2026-03-01", true],
    ["2026-03-01", "2026-03-31", "2026-03-31", true],
    ["2026-03-01", "2026-03-31", "2026-02-28", false],
    ["2026-03-01", "2026-03-31", "2026-04-01", false],
    [null, "2026-03-31", "2000-01-01", true],
    ["2026-03-01", null, "2099-12-31", true],
    [null, null, "2026-03-15", true],
  ])("from %s to %s on %s → %s", (from, to, today, expected) => {
    expect(isWithinDateWindow({ from, to }, today)).toBe(expected);
  });
});
