import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { CODE_DIGITS } from "@/domain/accounts/code-attempt";

/** A sign-in code: six decimal digits from the operating system's CSPRNG (NIST SP 800-63B §5.1.3.2: at least 20 bits). */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, "0");
}

export type CodeHash = { codeHash: string; codeSalt: string };

/**
 * What is stored instead of the code: HMAC-SHA256 keyed with a fresh 128-bit salt. A 20-bit code cannot be made
 * safe against offline guessing by any hash; the hash keeps a copy of the table from showing live codes outright,
 * and the 10-minute life and single use bound what a stolen copy is worth (decision 020).
 */
export function hashCode(code: string, codeSalt = randomBytes(16).toString("base64url")): CodeHash {
  return { codeHash: createHmac("sha256", Buffer.from(codeSalt, "base64url")).update(code).digest("base64url"), codeSalt };
}

/** Whether a guess is the code behind a stored hash, compared in constant time. */
export function codeMatches(stored: CodeHash, guess: string): boolean {
  const expected = Buffer.from(stored.codeHash, "base64url");
  const actual = Buffer.from(hashCode(guess, stored.codeSalt).codeHash, "base64url");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
