/**
 * How often a sign-in code may be sent (issue 14, decision 020). Each send costs money and gives a guesser five
 * more tries, so sends are limited per number (a pause between codes, a daily cap) and per client address (an
 * hourly cap, against one client spraying many numbers). Refused sends say when to try again.
 */
export const NUMBER_COOLDOWN_MS = 60_000;
export const NUMBER_WINDOW_MS = 24 * 3_600_000;
export const NUMBER_WINDOW_LIMIT = 5;
export const ADDRESS_WINDOW_MS = 3_600_000;
export const ADDRESS_WINDOW_LIMIT = 10;

export type CodeSendRefusal = { reason: "number_cooldown" | "number_limit" | "address_limit"; retryAt: Date };

/** When codes were sent: to this number within NUMBER_WINDOW_MS, and from this client address within ADDRESS_WINDOW_MS. */
export type CodeSendHistory = { toNumber: readonly Date[]; fromAddress: readonly Date[] };

/** Null when a code may be sent now; otherwise the limit that stops it and when it next may be (the latest such time). */
export function codeSendRefusal(history: CodeSendHistory, now: Date): CodeSendRefusal | null {
  const refusals: CodeSendRefusal[] = [];
  const toNumber = within(history.toNumber, NUMBER_WINDOW_MS, now);
  const fromAddress = within(history.fromAddress, ADDRESS_WINDOW_MS, now);
  const latest = toNumber.at(-1);
  if (latest && now.getTime() - latest < NUMBER_COOLDOWN_MS) refusals.push({ reason: "number_cooldown", retryAt: new Date(latest + NUMBER_COOLDOWN_MS) });
  const numberFull = windowFullUntil(toNumber, NUMBER_WINDOW_LIMIT, NUMBER_WINDOW_MS);
  if (numberFull) refusals.push({ reason: "number_limit", retryAt: numberFull });
  const addressFull = windowFullUntil(fromAddress, ADDRESS_WINDOW_LIMIT, ADDRESS_WINDOW_MS);
  if (addressFull) refusals.push({ reason: "address_limit", retryAt: addressFull });
  return refusals.reduce<CodeSendRefusal | null>((last, r) => (!last || r.retryAt > last.retryAt ? r : last), null);
}

/** The times still inside the window, oldest first, as milliseconds. */
export function within(times: readonly Date[], windowMs: number, now: Date): number[] {
  return times.map((t) => t.getTime()).filter((t) => t > now.getTime() - windowMs && t <= now.getTime()).sort((a, b) => a - b);
}

/** When a rolling window holding `inWindow` (oldest first, from `within`) has room again, or null if it has room now. */
export function windowFullUntil(inWindow: readonly number[], limit: number, windowMs: number): Date | null {
  return inWindow.length >= limit ? new Date(inWindow[inWindow.length - limit]! + windowMs) : null;
}

/** "45 seconds", "12 minutes", "3 hours": how long until `retryAt`, rounded up. */
export function formatWait(retryAt: Date, now: Date): string {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  const [count, unit] = seconds <= 90 ? [seconds, "second"] : seconds <= 90 * 60 ? [Math.ceil(seconds / 60), "minute"] : [Math.ceil(seconds / 3600), "hour"];
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}
