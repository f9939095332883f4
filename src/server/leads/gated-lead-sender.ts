import type { Database } from "@/db/client";
import type { Site } from "@/domain/site/site";
import { SESSION_COOKIE } from "@/server/accounts/account-cookies";
import { requestCsrfRefusal } from "@/server/accounts/csrf-request";
import { resolveShopper } from "@/server/accounts/shopper-sessions";

/** A cookie from the request's Cookie header: route handlers here receive a plain `Request`, and so do test servers. */
function cookieFrom(headers: Headers, name: string): { value: string } | undefined {
  for (const pair of (headers.get("cookie") ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) return { value: pair.slice(at + 1).trim() };
  }
  return undefined;
}

/**
 * The signed-in shopper's mobile (E.164) behind a gated form's lead (the credit-check finance application, decision
 * 024), or undefined. Read only for a post that says it is one (`finance_application`), so every other lead costs no
 * session lookup; and only when the post passes decision 020's CSRF check (same host, and the page's `csrf_token`
 * equal to the browser's cookie), so another site cannot send an application, with its consent, in a shopper's name.
 */
export async function gatedLeadSender(db: Database, site: Site, body: Record<string, unknown>, headers: Headers, now: Date): Promise<string | undefined> {
  if (body.finance_application === undefined || body.finance_application === "") return undefined;
  const submitted = typeof body.csrf_token === "string" ? body.csrf_token : undefined;
  const request = { headers, cookies: { get: (name: string) => cookieFrom(headers, name) } };
  if (requestCsrfRefusal(request, submitted) !== null) return undefined;
  const shopper = await resolveShopper(db, site, cookieFrom(headers, SESSION_COOKIE)?.value, now);
  return shopper?.phone;
}
