import { describe, expect, it } from "vitest";
import type { LocationHours } from "@/domain/locations/open-intervals";
import { salespeopleOnShift, type ShiftWorker } from "./shifts";
import { CHRISTMAS_DAY, salesHours } from "./test-hours";

const PERTH = 1, SYDNEY = 2, NO_HOURS = 3, SYDNEY_CHRISTMAS = 4;
const hours: Record<number, LocationHours> = {
  [PERTH]: salesHours("Australia/Perth"),
  [SYDNEY]: salesHours("Australia/Sydney"),
  [SYDNEY_CHRISTMAS]: salesHours("Australia/Sydney", [CHRISTMAS_DAY]),
};
const hoursOf = (locationId: number) => hours[locationId] ?? null;
const workers: ShiftWorker[] = [
  { id: "perth", locationIds: [PERTH] },
  { id: "sydney", locationIds: [SYDNEY] },
  { id: "both", locationIds: [SYDNEY, PERTH] },
  { id: "no-hours", locationIds: [NO_HOURS] },
  { id: "nowhere", locationIds: [] },
  { id: "sydney-holiday", locationIds: [SYDNEY_CHRISTMAS] },
];

describe("salespeopleOnShift (issue 33: 'A shift follows the location's opening hours and holiday hours')", () => {
  it.each([
    // Monday 24 Nov 2025 07:00 UTC: 6:00 pm in Sydney (AEDT, closed), 3:00 pm in Perth (open).
    ["Sydney closed, Perth open: those with a Perth location", "2025-11-24T07:00:00Z", ["perth", "both"]],
    // 22:00 UTC Sunday: 9:00 am Monday in Sydney, 6:00 am in Perth.
    ["Sydney open, Perth not yet", "2025-11-23T22:00:00Z", ["sydney", "both", "sydney-holiday"]],
    ["Saturday 1 pm in both: nobody (Saturday closes at noon)", "2025-11-29T05:00:00Z", []],
    // Thursday 25 Dec 2025 10:00 in Sydney: open by the week, closed by special hours.
    ["Christmas Day closes the holiday location only", "2025-12-24T23:00:00Z", ["sydney", "both"]],
  ])("%s", (_, now, expected) => expect(salespeopleOnShift(workers, hoursOf, new Date(now))).toEqual(expected));
});
