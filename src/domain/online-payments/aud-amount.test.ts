import { describe, expect, it } from "vitest";
import { AMOUNT_MESSAGES, formatAudCents, readAudAmount } from "./aud-amount";

describe("readAudAmount", () => {
  it.each([
    ["249.95", 24_995],
    ["249.9", 24_990],
    ["249", 24_900],
    ["$249.95", 24_995],
    ["$ 1,249.95", 124_995],
    ["  12.00 ", 1_200],
    ["1.00", 100],
    ["0.1", null],
    ["50000", 5_000_000],
    ["50,000.00", 5_000_000],
    ["0.29", null],
  ])("%j is %j cents", (typed, cents) => {
    const reading = readAudAmount(typed);
    if (cents === null) expect(reading).toEqual({ ok: false, message: AMOUNT_MESSAGES.tooSmall });
    else expect(reading).toEqual({ ok: true, cents });
  });

  it.each(["", "abc", "-10", "10.999", "1,23.00", "12,3456", "1e3", "10.", ".50", "10 000", "NaN", "Infinity", "0x10"])("%j is not an amount", (typed) => {
    expect(readAudAmount(typed)).toEqual({ ok: false, message: AMOUNT_MESSAGES.invalid });
  });

  it.each(["0", "0.00", "0.99"])("%j is less than a dollar", (typed) => {
    expect(readAudAmount(typed)).toEqual({ ok: false, message: AMOUNT_MESSAGES.tooSmall });
  });

  it.each(["50000.01", "1,000,000", "99999999999999999999"])("%j is more than the limit", (typed) => {
    expect(readAudAmount(typed)).toEqual({ ok: false, message: AMOUNT_MESSAGES.tooLarge });
  });
});

describe("formatAudCents", () => {
  it.each([
    [100, "$1.00"],
    [24_995, "$249.95"],
    [124_905, "$1,249.05"],
    [5_000_000, "$50,000.00"],
  ])("%d cents reads %s", (cents, text) => {
    expect(formatAudCents(cents)).toBe(text);
  });
});
