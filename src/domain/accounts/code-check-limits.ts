import { windowFullUntil, within } from "./code-send-limits";

/**
 * How many failed code checks one client address may make (issue 30 §3; NIST SP 800-63B §5.2.2 rate limiting). A
 * check fails whatever the reason (a wrong code, or no live code this browser asked for), so the limit counts the
 * same for every number and tells nothing about one. It is kept per client, never per number: a limit a stranger
 * could fill for someone else's number would lock its owner out. A number is bounded by its own codes instead
 * (5 tries each, 5 codes a day: decision 020).
 */
export const ADDRESS_CHECK_WINDOW_MS = 3_600_000;
export const ADDRESS_FAILED_CHECK_LIMIT = 20;

export type CodeCheckRefusal = { reason: "address_check_limit"; retryAt: Date };

/** Null when this address may have a code checked now; otherwise when it next may. `failures`: its failed checks. */
export function codeCheckRefusal(failures: readonly Date[], now: Date): CodeCheckRefusal | null {
  const retryAt = windowFullUntil(within(failures, ADDRESS_CHECK_WINDOW_MS, now), ADDRESS_FAILED_CHECK_LIMIT, ADDRESS_CHECK_WINDOW_MS);
  return retryAt ? { reason: "address_check_limit", retryAt } : null;
}
