/**
 * The one-time sign-in code policy (issue 14, decision 020; NIST SP 800-63B §5.1.3.2): six digits, valid for
 * 10 minutes, accepted once, and dead after 5 tries.
 */
export const CODE_DIGITS = 6;
export const CODE_LIFETIME_MS = 10 * 60_000;
export const MAX_CODE_TRIES = 5;

/** What the verifier keeps about a code it sent: never the code itself. */
export type CodeChallenge = { expiresAt: Date; tries: number; usedAt: Date | null };

export type CodeRefusal = "none" | "expired" | "used" | "locked";

export type CodeAttemptVerdict =
  | { kind: "accepted" }
  | { kind: "wrong"; triesLeft: number }
  | { kind: "refused"; reason: CodeRefusal };

/** Why no guess may be checked against this challenge now, or null if one may. */
export function codeRefusal(challenge: CodeChallenge | null, now: Date): CodeRefusal | null {
  if (!challenge) return "none";
  if (challenge.usedAt) return "used";
  if (challenge.tries >= MAX_CODE_TRIES) return "locked";
  if (now.getTime() >= challenge.expiresAt.getTime()) return "expired";
  return null;
}

/**
 * Judges one try at the latest code sent to a number. `matches` is asked only when a guess may be checked, so a
 * spent, expired or locked code is never compared. Every checked guess counts as a try, the right one too; the
 * caller stores `tries` (and `usedAt` when accepted) before answering, inside the lock it read the challenge under.
 */
export function judgeCodeAttempt(challenge: CodeChallenge | null, matches: () => boolean, now: Date): { verdict: CodeAttemptVerdict; next: CodeChallenge | null } {
  const refusal = codeRefusal(challenge, now);
  if (refusal || !challenge) return { verdict: { kind: "refused", reason: refusal ?? "none" }, next: challenge };
  const tries = challenge.tries + 1;
  if (matches()) return { verdict: { kind: "accepted" }, next: { ...challenge, tries, usedAt: now } };
  return { verdict: { kind: "wrong", triesLeft: MAX_CODE_TRIES - tries }, next: { ...challenge, tries } };
}

/** A typed code as the shopper may enter it ("123 456", "123-456"): its six digits, or null. */
export function normaliseCodeInput(input: string): string | null {
  const digits = input.replace(/[\s-]/g, "");
  return new RegExp(`^\\d{${CODE_DIGITS}}$`).test(digits) ? digits : null;
}
