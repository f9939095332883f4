/** When a failed job (a lead delivery, a text, an e-mail, a reservation job) is tried again (decisions 005, 029): exponential backoff for at least 72 hours. */

export type RetryPolicy = {
  /** The delay after the first failure; each further failure doubles it. */
  baseMs: number;
  maxDelayMs: number;
  /** Retries continue until a failure happens this long after the lead was queued. */
  windowMs: number;
};

const HOUR = 3_600_000;
export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseMs: 30_000, maxDelayMs: HOUR, windowMs: 72 * HOUR };

/**
 * After `attempts` failed attempts (1 or more), the time of the next one, or null once the window has
 * passed (the delivery is then marked failed). `jitter` in [0, 1) spreads retries by ±25% so a
 * recovering SMTP server is not hit by every queued lead at once.
 */
export function nextRetryAt(policy: RetryPolicy, attempts: number, queuedAt: Date, now: Date, jitter = 0.5): Date | null {
  if (now.getTime() - queuedAt.getTime() >= policy.windowMs) return null;
  const exponent = Math.min(Math.max(attempts, 1) - 1, 30);
  const delay = Math.min(policy.maxDelayMs, policy.baseMs * 2 ** exponent);
  const spread = 0.75 + Math.min(Math.max(jitter, 0), 1) * 0.5;
  return new Date(now.getTime() + Math.round(delay * spread));
}
