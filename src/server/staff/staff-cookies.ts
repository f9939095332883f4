import { STAFF_SESSION_MAX_MS } from "@/domain/staff/staff-session-expiry";
import type { CookieToSet } from "@/server/accounts/account-cookies";

/**
 * The staff session cookie (decision 030): set only on the workspace host (`__Host-`: no Domain, Secure, path /),
 * so no shopper host ever receives it. Its lifetime is the session's longest; the server ends it sooner.
 */
export const STAFF_SESSION_COOKIE = "__Host-fc_staff";

const base = { httpOnly: true, secure: true, sameSite: "lax", path: "/" } as const;

export const staffSessionCookie = (token: string): CookieToSet => ({ name: STAFF_SESSION_COOKIE, value: token, options: { ...base, maxAge: STAFF_SESSION_MAX_MS / 1000 } });
export const clearedStaffSessionCookie = (): CookieToSet => ({ name: STAFF_SESSION_COOKIE, value: "", options: { ...base, maxAge: 0 } });
