/**
 * How long a shopper stays signed in (issue 14, decision 020). NIST SP 800-63B §4.1.3 asks an AAL1 session to
 * reauthenticate at least every 30 days; a session also ends after 14 days without a visit. `lastSeenAt` is
 * written at most hourly, so reading a page rarely writes to the database.
 */
export const SESSION_IDLE_MS = 14 * 24 * 3_600_000;
export const SESSION_MAX_MS = 30 * 24 * 3_600_000;
export const SESSION_TOUCH_MS = 3_600_000;

export type SessionTimes = { createdAt: Date; lastSeenAt: Date };

/** When a session seen at `lastSeenAt` ends: idle expiry, capped by its absolute lifetime. */
export function sessionExpiresAt({ createdAt, lastSeenAt }: SessionTimes): Date {
  return new Date(Math.min(lastSeenAt.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_MAX_MS));
}

export function isSessionLive(session: SessionTimes, now: Date): boolean {
  return now.getTime() < sessionExpiresAt(session).getTime();
}

/** Whether this visit should record itself (and push the idle expiry on). */
export function shouldTouchSession({ lastSeenAt }: SessionTimes, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= SESSION_TOUCH_MS;
}
