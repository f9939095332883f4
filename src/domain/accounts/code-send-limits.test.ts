import { describe, expect, it } from "vitest";
import { ADDRESS_WINDOW_LIMIT, codeSendRefusal, formatWait, NUMBER_WINDOW_LIMIT } from "./code-send-limits";

const now = new Date("2026-03-02T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const times = (count: number, firstAgoMs: number, stepMs: number) => Array.from({ length: count }, (_, i) => ago(firstAgoMs - i * stepMs));

describe("codeSendRefusal — issue 14: 'Resends are limited per number and per client address'", () => {
  it.each<[string, Parameters<typeof codeSendRefusal>[0], ReturnType<typeof codeSendRefusal>]>([
    ["nothing sent yet", { toNumber: [], fromAddress: [] }, null],
    ["a code to the number 30 seconds ago: wait for the minute", { toNumber: [ago(30_000)], fromAddress: [] }, { reason: "number_cooldown", retryAt: new Date(now.getTime() + 30_000) }],
    ["a code to the number a minute ago", { toNumber: [ago(MIN)], fromAddress: [] }, null],
    ["4 codes to the number today", { toNumber: times(4, 20 * HOUR, HOUR), fromAddress: [] }, null],
    [
      "5 codes to the number in 24 hours: the oldest must leave the window",
      { toNumber: times(NUMBER_WINDOW_LIMIT, 20 * HOUR, HOUR), fromAddress: [] },
      { reason: "number_limit", retryAt: new Date(now.getTime() + 4 * HOUR) },
    ],
    ["5 codes to the number, the oldest 24 hours ago", { toNumber: times(NUMBER_WINDOW_LIMIT, 24 * HOUR, HOUR), fromAddress: [] }, null],
    ["9 codes from the address this hour", { toNumber: [], fromAddress: times(9, 50 * MIN, MIN) }, null],
    [
      "10 codes from the address this hour",
      { toNumber: [], fromAddress: times(ADDRESS_WINDOW_LIMIT, 50 * MIN, MIN) },
      { reason: "address_limit", retryAt: new Date(now.getTime() + 10 * MIN) },
    ],
    [
      "both limits: the later time wins",
      { toNumber: [ago(10_000)], fromAddress: times(ADDRESS_WINDOW_LIMIT, 50 * MIN, MIN) },
      { reason: "address_limit", retryAt: new Date(now.getTime() + 10 * MIN) },
    ],
    ["sends in the future (clock skew) are ignored", { toNumber: [new Date(now.getTime() + MIN)], fromAddress: [] }, null],
  ])("%s", (_label, history, expected) => {
    expect(codeSendRefusal(history, now)).toEqual(expected);
  });

  it("takes the history in any order", () => {
    const sends = times(NUMBER_WINDOW_LIMIT, 20 * HOUR, HOUR).reverse();
    expect(codeSendRefusal({ toNumber: sends, fromAddress: [] }, now)?.retryAt).toEqual(new Date(now.getTime() + 4 * HOUR));
  });
});

describe("formatWait — 'a clear message saying when to try again'", () => {
  it.each([
    [0, "1 second"],
    [1_000, "1 second"],
    [1_001, "2 seconds"],
    [45_000, "45 seconds"],
    [90_000, "90 seconds"],
    [91_000, "2 minutes"],
    [10 * MIN, "10 minutes"],
    [90 * MIN, "90 minutes"],
    [91 * MIN, "2 hours"],
    [23 * HOUR + 1, "24 hours"],
  ])("%d ms → %s", (ms, text) => {
    expect(formatWait(new Date(now.getTime() + ms), now)).toBe(text);
  });
});
