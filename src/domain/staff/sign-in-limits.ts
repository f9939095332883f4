/** Decision 030's brute-force limits on the second step of sign-in (TOTP code, recovery code, passkey). */
export const ACCOUNT_FAILURES_PER_HOUR = 10;
/** SP 800-63B §5.2.2: no more than 100 consecutive failed attempts on one account. */
export const ACCOUNT_FAILURES_SINCE_SIGN_IN = 100;
export const CLIENT_FAILURES_PER_HOUR = 30;
export const FAILURE_WINDOW_MS = 3_600_000;

/** Decision 030's limits on asking for a sign-in link. */
export const LINKS_PER_ADDRESS = 3;
export const LINK_ADDRESS_WINDOW_MS = 15 * 60_000;
/** The default of STAFF_SIGN_IN_LINKS_PER_CLIENT (src/config/env.ts). */
export const LINKS_PER_CLIENT = 10;
export const LINK_CLIENT_WINDOW_MS = 3_600_000;

export type FailureCounts = { accountLastHour: number; accountSinceSignIn: number; clientLastHour: number };

export type CodeCheckVerdict = "check" | "account_limited" | "client_limited";

/** Whether another code may be checked now, given the failures already recorded. */
export function codeCheckVerdict(counts: FailureCounts): CodeCheckVerdict {
  if (counts.clientLastHour >= CLIENT_FAILURES_PER_HOUR) return "client_limited";
  if (counts.accountLastHour >= ACCOUNT_FAILURES_PER_HOUR || counts.accountSinceSignIn >= ACCOUNT_FAILURES_SINCE_SIGN_IN) return "account_limited";
  return "check";
}

export type LinkRequestVerdict = "send" | "address_limited" | "client_limited";

/**
 * Whether a link may be sent. An address past its limit gets the same answer as any other (nothing is sent); only
 * the client limit is said openly, since it applies whoever is asked about. `linksPerClient`: links one client may ask
 * for per hour.
 */
export function linkRequestVerdict(counts: { addressInWindow: number; clientInWindow: number }, linksPerClient = LINKS_PER_CLIENT): LinkRequestVerdict {
  if (counts.clientInWindow >= linksPerClient) return "client_limited";
  if (counts.addressInWindow >= LINKS_PER_ADDRESS) return "address_limited";
  return "send";
}
