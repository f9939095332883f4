import { describe, expect, it } from "vitest";
import { isSessionLive, sessionExpiresAt, shouldTouchSession, SESSION_IDLE_MS, SESSION_MAX_MS } from "./session-expiry";

const createdAt = new Date("2026-03-01T00:00:00Z");
const after = (ms: number) => new Date(createdAt.getTime() + ms);
const DAY = 24 * 3_600_000;

describe("session expiry — issue 14: the session 'expires when idle'", () => {
  it.each<[string, Date, Date, boolean]>([
    ["just signed in", createdAt, after(1), true],
    ["13 days idle", createdAt, after(13 * DAY), true],
    ["14 days idle", createdAt, after(SESSION_IDLE_MS), false],
    ["seen on day 20, now day 29", after(20 * DAY), after(29 * DAY), true],
    ["seen yesterday, but 30 days since sign-in", after(29 * DAY), after(SESSION_MAX_MS), false],
  ])("%s", (_label, lastSeenAt, now, live) => {
    expect(isSessionLive({ createdAt, lastSeenAt }, now)).toBe(live);
  });

  it("expires 14 days after the last visit, and never after 30 days", () => {
    expect(sessionExpiresAt({ createdAt, lastSeenAt: after(DAY) })).toEqual(after(15 * DAY));
    expect(sessionExpiresAt({ createdAt, lastSeenAt: after(25 * DAY) })).toEqual(after(30 * DAY));
  });

  it.each([
    [59 * 60_000, false],
    [60 * 60_000, true],
  ])("records a visit %d ms after the last: %s", (ms, touch) => {
    expect(shouldTouchSession({ createdAt, lastSeenAt: createdAt }, after(ms))).toBe(touch);
  });
});
