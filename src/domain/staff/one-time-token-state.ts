/** Invitations (issue 33): "single use, expiring in 7 days". */
export const INVITATION_LIFETIME_MS = 7 * 86_400_000;
/** E-mailed sign-in links (decision 030): 15 minutes, used once, dead after 5 wrong codes. */
export const SIGN_IN_LINK_LIFETIME_MS = 15 * 60_000;
export const SIGN_IN_LINK_MAX_TRIES = 5;

export type OneTimeTokenState = "valid" | "expired" | "used" | "exhausted";

/** Whether an invitation or a sign-in link can still be used at `now`. */
export function oneTimeTokenState(token: { expiresAt: Date; usedAt: Date | null; tries?: number }, now: Date, maxTries = Infinity): OneTimeTokenState {
  if (token.usedAt !== null) return "used";
  if (now.getTime() >= token.expiresAt.getTime()) return "expired";
  if ((token.tries ?? 0) >= maxTries) return "exhausted";
  return "valid";
}
