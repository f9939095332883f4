import { describe, expect, it } from "vitest";
import { formatLongDate, regoExpiryText } from "./rego-expiry";

// Spec 000 §5: "Rego expiry: 'Expires on {date}', or 'Unregistered' (configuration-dependent) if passed, else nothing."
describe("regoExpiryText", () => {
  const today = "2026-11-20";
  it.each<[string, string | null, boolean, string | null]>([
    ["a future date", "2027-03-14", true, "Expires on 14 March 2027"],
    ["expiring today is still registered", "2026-11-20", true, "Expires on 20 November 2026"],
    ["'Unregistered' if passed", "2026-11-19", true, "Unregistered"],
    ["passed, with the configuration off: nothing", "2026-11-19", false, null],
    ["no expiry: nothing", null, true, null],
    ["an unreadable value: nothing", "14/03/2027", true, null],
  ])("%s", (_, expiry, showUnregistered, expected) => expect(regoExpiryText(expiry, { today, showUnregistered })).toBe(expected));
});

describe("formatLongDate", () => {
  it.each([["2027-01-05", "5 January 2027"], ["2026-12-31", "31 December 2026"], ["2026-13-01", null], ["soon", null]])("%s → %s", (input, expected) =>
    expect(formatLongDate(input)).toBe(expected));
});
