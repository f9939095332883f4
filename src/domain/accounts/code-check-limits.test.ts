import { describe, expect, it } from "vitest";
import { ADDRESS_CHECK_WINDOW_MS, ADDRESS_FAILED_CHECK_LIMIT, codeCheckRefusal } from "./code-check-limits";

const now = new Date("2026-03-02T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const failures = (count: number, firstAgoMs: number, stepMs: number) => Array.from({ length: count }, (_, i) => ago(firstAgoMs - i * stepMs));

describe("codeCheckRefusal — failed code checks per client address (issue 30 §3)", () => {
  it.each<[string, Date[], ReturnType<typeof codeCheckRefusal>]>([
    ["no failures", [], null],
    ["one short of the limit this hour", failures(ADDRESS_FAILED_CHECK_LIMIT - 1, 50 * MIN, MIN), null],
    ["at the limit: the oldest must leave the hour", failures(ADDRESS_FAILED_CHECK_LIMIT, 50 * MIN, MIN), { reason: "address_check_limit", retryAt: new Date(now.getTime() + 10 * MIN) }],
    ["far past the limit: still the oldest of the last 20", failures(ADDRESS_FAILED_CHECK_LIMIT * 3, 59 * MIN, 30_000), { reason: "address_check_limit", retryAt: new Date(now.getTime() + 21 * MIN) }],
    ["at the limit, the oldest an hour ago", failures(ADDRESS_FAILED_CHECK_LIMIT, ADDRESS_CHECK_WINDOW_MS, MIN), null],
    ["failures in the future (clock skew) are ignored", failures(ADDRESS_FAILED_CHECK_LIMIT, -MIN, MIN), null],
  ])("%s", (_label, history, expected) => {
    expect(codeCheckRefusal(history, now)).toEqual(expected);
  });

  it("takes the failures in any order", () => {
    expect(codeCheckRefusal(failures(ADDRESS_FAILED_CHECK_LIMIT, 50 * MIN, MIN).reverse(), now)?.retryAt).toEqual(new Date(now.getTime() + 10 * MIN));
  });
});
