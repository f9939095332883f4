import { CODE_LIFETIME_MS } from "@/domain/accounts/code-attempt";
import { SESSION_MAX_MS } from "@/domain/accounts/session-expiry";
import { newCookieSecret } from "./cookie-secret";

/**
 * The shopper's cookies (issue 14, decision 020). `__Host-` binds each to the exact host that set it (Secure, path
 * /, no Domain), so one dealer's site, or a subdomain, cannot plant a session or CSRF token on another. Browsers
 * count http://localhost and *.localhost as secure, so Secure cookies work in development and tests too.
 */
export const SESSION_COOKIE = "__Host-fc_session";
export const CSRF_COOKIE = "__Host-fc_csrf";
/** The browser a sign-in code was sent for: only its guesses are checked against that code (issue 30 §3). */
export const SIGN_IN_COOKIE = "__Host-fc_signin";

export type CookieToSet = {
  name: string;
  value: string;
  options: { httpOnly: true; secure: true; sameSite: "lax"; path: "/"; maxAge?: number };
};

const base = { httpOnly: true, secure: true, sameSite: "lax", path: "/" } as const;

export const sessionCookie = (token: string): CookieToSet => ({ name: SESSION_COOKIE, value: token, options: { ...base, maxAge: SESSION_MAX_MS / 1000 } });
export const clearedSessionCookie = (): CookieToSet => ({ name: SESSION_COOKIE, value: "", options: { ...base, maxAge: 0 } });
/** The sign-in browser's token, renewed with each code sent to it and kept as long as the code lives. */
export const signInBrowserCookie = (token: string): CookieToSet => ({ name: SIGN_IN_COOKIE, value: token, options: { ...base, maxAge: CODE_LIFETIME_MS / 1000 } });
export const clearedSignInBrowserCookie = (): CookieToSet => ({ name: SIGN_IN_COOKIE, value: "", options: { ...base, maxAge: 0 } });
/** A new CSRF token, kept for the browser session. */
export const freshCsrfCookie = (): CookieToSet => ({ name: CSRF_COOKIE, value: newCookieSecret(), options: base });

