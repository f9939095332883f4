import { AU_MOBILE_MESSAGE } from "@/domain/phone/au-mobile";
import type { CodeAttemptVerdict } from "./code-attempt";
import type { CodeCheckRefusal } from "./code-check-limits";
import { formatWait, type CodeSendRefusal } from "./code-send-limits";

/**
 * What the sign-in form shows after each post (issue 14): the phone step, then the code step. None of these
 * answers depends on whether the number already has an account: a code goes to any Australian mobile, and the
 * account is made when its code is first entered. At the code step every check that fails gets one answer
 * (issue 30 §3): no code asked for, a used, expired or spent code and a wrong one read the same.
 */
export type SignInFormState = {
  step: "phone" | "code";
  /** The number as the shopper typed it (phone step) or as we show it back (code step). */
  phone: string;
  error?: { field: "phone" | "code" | "form"; message: string };
  notice?: string;
  /** A CSRF token the server issued while answering, which replaces the one the page was rendered with. */
  csrfToken?: string;
  /** Signed in: where the browser goes next (followed by the form when JavaScript sent it). */
  redirectTo?: string;
};

/** The sign-out form's state: an error, a fresh CSRF token, or where the browser goes next. */
export type SignOutFormState = { error?: string; csrfToken?: string; redirectTo?: string };

export const INITIAL_SIGN_IN_STATE: SignInFormState = { step: "phone", phone: "" };

export const SIGN_IN_MESSAGES = {
  phone: AU_MOBILE_MESSAGE,
  code: "Please enter the 6-digit code from the text message.",
  codeSent: (phone: string) => `We sent a 6-digit code to ${phone}. It works for 10 minutes.`,
  codeFailed: "That code didn't work. Check it, or ask for a new code.",
  expiredPage: "This page has expired. Please try again.",
  unexpected: "Something went wrong. Please try again.",
  signedOut: "You have signed out.",
  signedOutEverywhere: "You have signed out on every device.",
} as const;

export function codeSendRefusalMessage(refusal: CodeSendRefusal, now: Date): string {
  const wait = formatWait(refusal.retryAt, now);
  switch (refusal.reason) {
    case "number_cooldown":
      return `Please wait ${wait} before asking for another code.`;
    case "number_limit":
      return `Too many codes have been sent to this number. Please try again in ${wait}.`;
    case "address_limit":
      return `Too many codes have been asked for from your connection. Please try again in ${wait}.`;
  }
}

/** A check that did not sign the shopper in: its verdict, or the client's limit on failed checks. */
export type CodeCheckFailure = Exclude<CodeAttemptVerdict, { kind: "accepted" }> | CodeCheckRefusal;

/**
 * What the code step says when a check fails. One text for every verdict, so it tells nothing about the number (NIST
 * SP 800-63B rate limiting; OWASP: the same answer whether or not an account exists); only the client's own limit,
 * which counts every failure alike, says when it may try again.
 */
export function codeCheckFailureMessage(failure: CodeCheckFailure, now: Date): string {
  if ("retryAt" in failure) return `Too many codes have been tried from your connection. Please try again in ${formatWait(failure.retryAt, now)}.`;
  return SIGN_IN_MESSAGES.codeFailed;
}

/**
 * The text message. Its last line is an origin-bound one-time code (`@host #code`), which lets phones offer the
 * code only on this site's own sign-in page, so a look-alike site cannot collect it by autofill.
 */
export function signInCodeSms({ siteName, code, hostname }: { siteName: string; code: string; hostname: string }): string {
  return `${code} is your ${siteName} sign-in code. It expires in 10 minutes. Never share it with anyone.\n\n@${hostname} #${code}`;
}
