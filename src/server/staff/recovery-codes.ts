import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

/** A recovery code (decision 030): 16 base32 characters, 80 bits from the OS generator, written xxxx-xxxx-xxxx-xxxx. */
function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => ALPHABET[b & 31]).join("");
  return chars.match(/.{4}/g)!.join("-");
}

/** What a person typed, as stored: lowercase, without spaces or dashes. */
export function normaliseRecoveryCode(typed: string): string | null {
  const plain = typed.toLowerCase().replace(/[\s-]/g, "");
  return /^[a-z2-7]{16}$/.test(plain) ? plain : null;
}

export function hashRecoveryCode(code: string, salt: string): string {
  return createHmac("sha256", salt).update(code).digest("base64url");
}

/** Fresh codes to show once, and what is stored of each (an HMAC under its own salt: SP 800-63B §5.1.2.2). */
export function newRecoveryCodes(): { codes: string[]; stored: { codeHash: string; codeSalt: string }[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const stored = codes.map((code) => {
    const codeSalt = randomBytes(16).toString("base64url");
    return { codeHash: hashRecoveryCode(normaliseRecoveryCode(code)!, codeSalt), codeSalt };
  });
  return { codes, stored };
}

/** The stored code a typed one matches, if any. */
export function matchRecoveryCode<T extends { codeHash: string; codeSalt: string }>(typed: string, stored: readonly T[]): T | null {
  const code = normaliseRecoveryCode(typed);
  if (!code) return null;
  return stored.find((s) => timingSafeEqual(Buffer.from(hashRecoveryCode(code, s.codeSalt)), Buffer.from(s.codeHash))) ?? null;
}
