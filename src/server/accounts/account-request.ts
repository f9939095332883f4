import { cookies, headers } from "next/headers";
import { clientAddressOf } from "@/server/http/client-address";
import { CSRF_COOKIE, SESSION_COOKIE, SIGN_IN_COOKIE, type CookieToSet } from "./account-cookies";
import type { AccountRequest } from "./account-forms";

/** The current request as the account forms read it. */
export async function readAccountRequest(): Promise<AccountRequest> {
  const [requestHeaders, cookieStore] = await Promise.all([headers(), cookies()]);
  const host = requestHeaders.get("host") ?? "";
  return {
    host,
    origin: requestHeaders.get("origin"),
    referer: requestHeaders.get("referer"),
    clientIp: clientAddressOf(requestHeaders),
    sessionToken: cookieStore.get(SESSION_COOKIE)?.value,
    csrfCookie: cookieStore.get(CSRF_COOKIE)?.value,
    signInBrowser: cookieStore.get(SIGN_IN_COOKIE)?.value,
    now: new Date(),
  };
}

/** Sets cookies from a server action (Next.js sends them with the action's answer or redirect). */
export async function applyCookies(toSet: readonly CookieToSet[]): Promise<void> {
  if (toSet.length === 0) return;
  const cookieStore = await cookies();
  for (const { name, value, options } of toSet) cookieStore.set(name, value, options);
}

/** The CSRF token the page renders into its forms: the browser's cookie, which the proxy sets on per-user pages. */
export async function csrfTokenForPage(): Promise<string> {
  return (await cookies()).get(CSRF_COOKIE)?.value ?? "";
}
