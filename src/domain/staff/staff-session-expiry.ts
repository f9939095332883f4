/** Decision 030: a staff session ends after 12 hours without a request, and 24 hours after sign-in whatever happens. */
export const STAFF_SESSION_IDLE_MS = 12 * 3_600_000;
export const STAFF_SESSION_MAX_MS = 24 * 3_600_000;
/** A request records itself at most this often, so the idle timeout is exact to within a minute. */
export const STAFF_SESSION_TOUCH_MS = 60_000;

export type StaffSessionTimes = { createdAt: Date; lastSeenAt: Date; endedAt: Date | null };

export function isStaffSessionLive(session: StaffSessionTimes, now: Date): boolean {
  if (session.endedAt !== null) return false;
  const t = now.getTime();
  return t - session.lastSeenAt.getTime() < STAFF_SESSION_IDLE_MS && t - session.createdAt.getTime() < STAFF_SESSION_MAX_MS;
}

export function shouldTouchStaffSession(session: Pick<StaffSessionTimes, "lastSeenAt">, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= STAFF_SESSION_TOUCH_MS;
}
