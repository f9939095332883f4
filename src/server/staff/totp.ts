import { generateURI, ScureBase32Plugin, verify } from "otplib";
import { staffSecretBox } from "./staff-secret-box";

/** RFC 6238 as every authenticator app reads it (decision 030): SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
/** One step of clock drift either way. */
const TOLERANCE_SECONDS = PERIOD;

/**
 * The TOTP secret an invitation enrols (160 bits, base32): derived from the invitation under the server's key, so
 * the page shows the same one however often it is opened or posted without JavaScript, and the browser never
 * chooses it. It is stored (sealed) only when the invitation is accepted.
 */
export function invitationTotpSecret(invitationId: string): string {
  return new ScureBase32Plugin().encode(staffSecretBox().derive(`invitation-totp:${invitationId}`));
}

/** The `otpauth://` address an authenticator app adds the account from (typed, or opened on the phone). */
export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: "Forecourt workspace", label: email, secret });
}

/**
 * Checks a 6-digit code. A time step accepted once is never accepted again (`afterTimeStep`, §5.1.4.2 of SP
 * 800-63B), so the step that matched comes back to be stored.
 */
export async function checkTotpCode(secret: string, code: string, lastTimeStep: number | null, now: Date): Promise<{ ok: true; timeStep: number } | { ok: false }> {
  if (!/^\d{6}$/.test(code)) return { ok: false };
  const result = await verify({
    secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: TOLERANCE_SECONDS, period: PERIOD,
    ...(lastTimeStep === null ? {} : { afterTimeStep: lastTimeStep }),
  });
  // TOTP results carry the matched step (HOTP's, in the same union type, do not).
  return result.valid && "timeStep" in result ? { ok: true, timeStep: result.timeStep } : { ok: false };
}
