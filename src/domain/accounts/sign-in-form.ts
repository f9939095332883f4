import { AU_MOBILE_MESSAGE } from "./au-mobile";
import type { CodeRefusal } from "./code-attempt";
import { formatWait, type CodeSendRefusal } from "./code-send-limits";

/**
 * What the sign-in form shows after each post (issue 14): the phone step, then the code step. None of these
 * answers depends on whether the number already has an account: a code goes to any Australian mobile, and the
 * account is made when its code is first entered.
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
  wrongCode: (triesLeft: number) =>
    triesLeft === 0
      ? "That code is not right, and it has now been tried too many times. Please ask for a new code."
      : `That code is not right. You have ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`,
  refused: {
    none: "Please ask for a code first.",
    expired: "That code has expired. Please ask for a new code.",
    used: "That code has already been used. Please ask for a new code.",
    locked: "That code has been tried too many times. Please ask for a new code.",
  } satisfies Record<CodeRefusal, string>,
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

/**
 * The text message. Its last line is an origin-bound one-time code (`@host #code`), which lets phones offer the
 * code only on this site's own sign-in page, so a look-alike site cannot collect it by autofill.
 */
export function signInCodeSms({ siteName, code, hostname }: { siteName: string; code: string; hostname: string }): string {
  return `${code} is your ${siteName} sign-in code. It expires in 10 minutes. Never share it with anyone.\n\n@${hostname} #${code}`;
}
