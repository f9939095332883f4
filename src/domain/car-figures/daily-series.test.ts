import { describe, expect, it } from "vitest";
import { dailySeries, totalsOfLast, type CarDay } from "./daily-series";

const day = (date: string, change: Partial<CarDay> = {}): CarDay => ({ day: date, views: 0, searchViews: 0, saves: 0, leads: 0, phoneReveals: 0, leadsByForm: {}, ...change });

describe("dailySeries", () => {
  it("fills the days without a row with zeros, oldest first, and leaves out rows outside the days", () => {
    const rows = [day("2026-12-03", { views: 4 }), day("2026-11-01", { views: 9 }), day("2026-12-01", { views: 2, leads: 1 })];
    expect(dailySeries(rows, ["2026-12-01", "2026-12-02", "2026-12-03"])).toEqual([day("2026-12-01", { views: 2, leads: 1 }), day("2026-12-02"), day("2026-12-03", { views: 4 })]);
  });
});

describe("totalsOfLast", () => {
  const series = [
    day("2026-12-01", { views: 5, searchViews: 2, saves: 1, leads: 2, leadsByForm: { enquiry: 2 } }),
    day("2026-12-02"),
    day("2026-12-03", { views: 3, searchViews: 1, leads: 2, phoneReveals: 1, leadsByForm: { enquiry: 1, test_drive: 1 } }),
  ];
  it.each([
    ["the last day", 1, { views: 3, searchViews: 1, saves: 0, leads: 2, phoneReveals: 1, leadsByForm: { enquiry: 1, test_drive: 1 } }],
    ["more days than the series holds: all of it", 30, { views: 8, searchViews: 3, saves: 1, leads: 4, phoneReveals: 1, leadsByForm: { enquiry: 3, test_drive: 1 } }],
  ])("%s", (_case, count, totals) => expect(totalsOfLast(series, count)).toEqual(totals));
});
