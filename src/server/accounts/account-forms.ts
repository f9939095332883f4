import type { Database } from "@/db/client";
import { COOKIE_SECRET, csrfRefusal } from "@/domain/accounts/csrf";
import { safeReturnPath } from "@/domain/accounts/return-path";
import { codeCheckFailureMessage, codeSendRefusalMessage, SIGN_IN_MESSAGES, type SignInFormState, type SignOutFormState } from "@/domain/accounts/sign-in-form";
import type { Site } from "@/domain/site/site";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { clearedSessionCookie, clearedSignInBrowserCookie, freshCsrfCookie, sessionCookie, signInBrowserCookie, type CookieToSet } from "./account-cookies";
import { newCookieSecret } from "./cookie-secret";
import { checkSignInCode, requestSignInCode } from "./sign-in-service";
import { endEveryShopperSession, endShopperSession } from "./shopper-sessions";

/** What a shopper's POST brings that the account forms need, read from the request by the caller. */
export type AccountRequest = {
  host: string;
  origin: string | null;
  referer: string | null;
  clientIp?: string;
  sessionToken?: string;
  csrfCookie?: string;
  /** The `__Host-fc_signin` cookie: the browser the codes it asked for are bound to. */
  signInBrowser?: string;
  now: Date;
};

export type FormAnswer<State> = { state: State; cookies: CookieToSet[]; redirectTo?: string };

type Fields = Record<string, string | undefined>;

/**
 * Refuses a forged post (decision 020). A same-site post whose token is stale (the cookie was renewed in another
 * tab) is answered with the current token, so trying again works; a post from elsewhere gets nothing.
 */
function csrfFailure(fields: Fields, request: AccountRequest): { csrfToken?: string; cookies: CookieToSet[] } | null {
  const refusal = csrfRefusal({ host: request.host, origin: request.origin, referer: request.referer, cookieToken: request.csrfCookie, submittedToken: fields.csrf_token });
  if (!refusal) return null;
  if (refusal !== "bad_token") return { cookies: [] };
  if (request.csrfCookie && COOKIE_SECRET.test(request.csrfCookie)) return { csrfToken: request.csrfCookie, cookies: [] };
  const renewed = freshCsrfCookie();
  return { csrfToken: renewed.value, cookies: [renewed] };
}

/**
 * The sign-in form (issue 14), with or without JavaScript: `intent` send (the phone step), resend or verify (the
 * code step). A code sent is bound to this browser's `__Host-fc_signin` cookie (set then). Every failed check gets
 * the same answer (issue 30 §3). The right code sets a new session cookie and a new CSRF token, ends the sign-in
 * cookie, and sends the shopper to `redirect` when it is a path on this site (else home).
 */
export async function handleSignInForm(db: Database, site: Site, fields: Fields, request: AccountRequest, onQueued?: () => void): Promise<FormAnswer<SignInFormState>> {
  const intent = fields.intent === "verify" || fields.intent === "resend" ? fields.intent : "send";
  const step: SignInFormState["step"] = intent === "send" ? "phone" : "code";
  const phone = fields.phone ?? "";
  const forged = csrfFailure(fields, request);
  if (forged) return { state: { step, phone, error: { field: "form", message: SIGN_IN_MESSAGES.expiredPage }, csrfToken: forged.csrfToken }, cookies: forged.cookies };

  const browser = request.signInBrowser && COOKIE_SECRET.test(request.signInBrowser) ? request.signInBrowser : undefined;
  if (intent === "verify") {
    const outcome = await checkSignInCode(db, site, { phone, code: fields.code ?? "", now: request.now, clientIp: request.clientIp, browserToken: browser, previousSessionToken: request.sessionToken });
    const codeError = (field: "code" | "form", message: string): FormAnswer<SignInFormState> => ({ state: { step, phone, error: { field, message } }, cookies: [] });
    switch (outcome.kind) {
      case "invalid_phone":
        return { state: { step: "phone", phone, error: { field: "phone", message: SIGN_IN_MESSAGES.phone } }, cookies: [] };
      case "invalid_code":
        return codeError("code", SIGN_IN_MESSAGES.code);
      case "limited":
        return codeError("form", codeCheckFailureMessage(outcome.refusal, request.now));
      case "wrong":
      case "refused":
        return codeError("code", codeCheckFailureMessage(outcome, request.now));
      case "signed_in":
        return {
          state: { step, phone: outcome.phone.display },
          cookies: [sessionCookie(outcome.sessionToken), freshCsrfCookie(), clearedSignInBrowserCookie()],
          redirectTo: safeReturnPath(fields.redirect) ?? "/",
        };
    }
  }

  const browserToken = browser ?? newCookieSecret();
  const hostname = new URL(siteBaseUrl(site)).hostname;
  const outcome = await requestSignInCode(db, site, { phone, clientIp: request.clientIp, browserToken, hostname, now: request.now }, onQueued);
  const field = step === "phone" ? "phone" : "form";
  if (outcome.kind === "invalid_phone") return { state: { step: "phone", phone, error: { field: "phone", message: SIGN_IN_MESSAGES.phone } }, cookies: [] };
  if (outcome.kind === "limited") return { state: { step, phone, error: { field, message: codeSendRefusalMessage(outcome.refusal, request.now) } }, cookies: [] };
  return { state: { step: "code", phone: outcome.phone.display, notice: SIGN_IN_MESSAGES.codeSent(outcome.phone.display) }, cookies: [signInBrowserCookie(browserToken)] };
}

/**
 * Sign-out (issue 14): this browser, or with `scope=everywhere` every session of the shopper on this site. The
 * session cookie is cleared and the CSRF token renewed either way.
 */
export async function handleSignOutForm(db: Database, site: Site, fields: Fields, request: AccountRequest): Promise<FormAnswer<SignOutFormState>> {
  const forged = csrfFailure(fields, request);
  if (forged) return { state: { error: SIGN_IN_MESSAGES.expiredPage, csrfToken: forged.csrfToken }, cookies: forged.cookies };
  const everywhere = fields.scope === "everywhere";
  if (everywhere) await endEveryShopperSession(db, site, request.sessionToken, request.now);
  else await endShopperSession(db, site, request.sessionToken);
  return { state: {}, cookies: [clearedSessionCookie(), freshCsrfCookie()], redirectTo: `/sign-in?signed_out=${everywhere ? "everywhere" : "here"}` };
}
