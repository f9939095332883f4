import { describe, expect, it } from "vitest";
import { openStatus } from "./open-status";
import type { SpecialHours, WeeklyHours } from "./opening-hours";
import { timeZoneOfState } from "./time-zone";

const open = (weekday: number, from: string, to: string): WeeklyHours => ({ weekday, status: "Open", open: from, close: to });
/** Mon–Fri 8:30–5:30, Saturday 8–12, Sunday 10–4. */
const week: WeeklyHours[] = [...[1, 2, 3, 4, 5].map((d) => open(d, "08:30", "17:30")), open(6, "08:00", "12:00"), open(0, "10:00", "16:00")];
const status = (instant: string, state: string, special: SpecialHours[] = [], weekly = week) => openStatus({ weekly, special, now: new Date(instant), timeZone: timeZoneOfState(state) });

describe("openStatus across time zones (the location's own clock)", () => {
  it.each([
    // Monday 24 Nov 2025 09:00 UTC: 8:00 pm in Sydney (AEDT), 5:00 pm in Perth (AWST), 7:00 pm in Brisbane.
    ["2025-11-24T09:00:00Z", "WA", "Open now", "Closes 5:30 pm"],
    ["2025-11-24T09:00:00Z", "NSW", "Closed now", "Opens tomorrow 8:30 am"],
    ["2025-11-24T09:00:00Z", "QLD", "Closed now", "Opens tomorrow 8:30 am"],
    // Adelaide's half hour: 7:30 pm.
    ["2025-11-24T09:00:00Z", "SA", "Closed now", "Opens tomorrow 8:30 am"],
  ])("%s in %s: %s", (instant, state, label, detail) => expect(status(instant, state)).toEqual({ isOpen: label === "Open now", label, detail }));

  it("the same instant is open in Perth and closed in Sydney", () => {
    expect(status("2025-11-24T09:00:00Z", "WA").isOpen).toBe(true);
    expect(status("2025-11-24T09:00:00Z", "NSW").isOpen).toBe(false);
  });
});

describe("openStatus across a daylight-saving change (Sydney and Melbourne move, Brisbane does not)", () => {
  // Sunday opens at 10:00. Each pair is the same UTC time of week, one week apart, across the change.
  it.each([
    // DST starts Sunday 5 Oct 2025: 23:30 UTC Saturday is 9:30 am AEST on 28 Sep, 10:30 am AEDT on 5 Oct.
    ["2025-09-27T23:30:00Z", "NSW", false], ["2025-10-04T23:30:00Z", "NSW", true],
    ["2025-09-27T23:30:00Z", "VIC", false], ["2025-10-04T23:30:00Z", "VIC", true],
    ["2025-09-27T23:30:00Z", "QLD", false], ["2025-10-04T23:30:00Z", "QLD", false],
    // DST ends Sunday 6 Apr 2025: 23:30 UTC Saturday is 10:30 am AEDT on 30 Mar, 9:30 am AEST on 6 Apr.
    ["2025-03-29T23:30:00Z", "NSW", true], ["2025-04-05T23:30:00Z", "NSW", false],
    ["2025-03-29T23:30:00Z", "VIC", true], ["2025-04-05T23:30:00Z", "VIC", false],
    ["2025-03-29T23:30:00Z", "QLD", false], ["2025-04-05T23:30:00Z", "QLD", false],
  ])("%s in %s: open %s", (instant, state, isOpen) => expect(status(instant, state).isOpen).toBe(isOpen));
});

describe("openStatus with special hours (a holiday closes a day or changes its hours)", () => {
  const christmas: SpecialHours[] = [
    { date: "2025-12-24", name: "Christmas Eve", status: "Open", startHour: "08:30", endHour: "12:00" },
    { date: "2025-12-25", name: "Christmas Day", status: "Closed", startHour: null, endHour: null },
    { date: "2025-12-26", name: "Boxing Day", status: "Open", startHour: "09:00", endHour: "13:00" },
  ];
  it.each([
    // Thursday 25 Dec 10:00 am AEST in Brisbane: a weekday closed for the holiday.
    ["2025-12-25T00:00:00Z", "QLD", "Closed now", "Closed for Christmas Day, opens tomorrow 9:00 am"],
    // 1:00 am on Christmas Day in Sydney, 10:00 pm on Christmas Eve in Perth: each reads its own date.
    ["2025-12-24T14:00:00Z", "NSW", "Closed now", "Closed for Christmas Day, opens tomorrow 9:00 am"],
    ["2025-12-24T14:00:00Z", "WA", "Closed now", "Opens Friday 9:00 am"],
    // Christmas Eve shortened to noon: 2:00 pm in Sydney is closed, 11:00 am in Perth is open.
    ["2025-12-24T03:00:00Z", "NSW", "Closed now", "Opens Friday 9:00 am"],
    ["2025-12-24T03:00:00Z", "WA", "Open now", "Closes 12:00 pm for Christmas Eve"],
    // Boxing Day 10:00 am in Sydney (23:00 UTC on Christmas Day): open short hours.
    ["2025-12-25T23:00:00Z", "NSW", "Open now", "Closes 1:00 pm for Boxing Day"],
    // Boxing Day 2:00 pm in Sydney: closed until Saturday's usual hours.
    ["2025-12-26T03:00:00Z", "NSW", "Closed now", "Opens tomorrow 8:00 am"],
  ])("%s in %s: %s, %s", (instant, state, label, detail) => expect(status(instant, state, christmas)).toEqual({ isOpen: label === "Open now", label, detail }));

  it("a special day without a name reads as special hours", () => {
    const stocktake: SpecialHours[] = [{ date: "2025-11-24", name: null, status: "Closed", startHour: null, endHour: null }];
    expect(status("2025-11-24T00:00:00Z", "QLD", stocktake).detail).toBe("Closed for special hours, opens tomorrow 8:30 am");
  });
});

describe("openStatus: when it next opens", () => {
  it.each([
    // Saturday 29 Nov 2025 1:00 pm AEST: Saturday has closed, Sunday opens at 10.
    ["2025-11-29T03:00:00Z", week, "Opens tomorrow 10:00 am"],
    // Without Sunday hours the next opening is Monday.
    ["2025-11-29T03:00:00Z", week.filter((w) => w.weekday !== 0), "Opens Monday 8:30 am"],
    // Monday 7:00 am: later today.
    ["2025-11-23T21:00:00Z", week, "Opens 8:30 am"],
    // No hours at all: nothing to say.
    ["2025-11-23T21:00:00Z", [], null],
  ])("%s", (instant, weekly, detail) => expect(status(instant, "QLD", [], weekly).detail).toBe(detail));

  it("opens at the opening minute and closes at the closing minute", () => {
    expect(status("2025-11-23T22:30:00Z", "QLD").isOpen).toBe(true); // Monday 8:30 am
    expect(status("2025-11-24T07:30:00Z", "QLD").isOpen).toBe(false); // Monday 5:30 pm
    expect(status("2025-11-24T07:29:00Z", "QLD").isOpen).toBe(true);
  });
});
