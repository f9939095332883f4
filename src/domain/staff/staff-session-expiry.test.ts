import { describe, expect, it } from "vitest";
import { isStaffSessionLive, shouldTouchStaffSession } from "./staff-session-expiry";

const signIn = new Date("2026-12-01T08:00:00Z");
const at = (hours: number) => new Date(signIn.getTime() + hours * 3_600_000);

// Issue 33: "a 12-hour idle timeout"; decision 030: and 24 hours after sign-in at most.
describe("isStaffSessionLive", () => {
  const cases: [string, number, number, Date | null, boolean][] = [
    ["just signed in", 0, 0, null, true],
    ["11 h 59 idle", 0, 11.99, null, true],
    ["12 h idle", 0, 12, null, false],
    ["active every hour, 23 h 59 after sign-in", 23, 23.99, null, true],
    ["active every hour, 24 h after sign-in", 23.5, 24, null, false],
    ["signed out", 0, 1, at(0.5), false],
  ];
  it.each(cases)("%s", (_, lastSeen, now, endedAt, expected) => {
    expect(isStaffSessionLive({ createdAt: signIn, lastSeenAt: at(lastSeen), endedAt }, at(now))).toBe(expected);
  });
});

describe("shouldTouchStaffSession", () => {
  it("records a request at most once a minute", () => {
    expect(shouldTouchStaffSession({ lastSeenAt: signIn }, new Date(signIn.getTime() + 59_999))).toBe(false);
    expect(shouldTouchStaffSession({ lastSeenAt: signIn }, new Date(signIn.getTime() + 60_000))).toBe(true);
  });
});
