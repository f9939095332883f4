import { describe, expect, it } from "vitest";
import { utcTime } from "./receipt-time";

describe("utcTime: a receipt's moments, written out in UTC whatever the server's time zone", () => {
  it.each([
    ["2026-12-01T09:05:00.000Z", "1 December 2026, 09:05 UTC"],
    ["2026-01-31T23:59:59.999Z", "31 January 2026, 23:59 UTC"],
    ["2026-07-04T00:00:00+10:00", "3 July 2026, 14:00 UTC"],
  ])("%s → %s", (iso, text) => {
    expect(utcTime(iso)).toBe(text);
  });
});
