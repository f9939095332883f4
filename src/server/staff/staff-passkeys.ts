import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
  type AuthenticationResponseJSON, type AuthenticatorTransport, type PublicKeyCredentialCreationOptionsJSON, type PublicKeyCredentialRequestOptionsJSON, type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { Database } from "@/db/client";
import { appendAuditEntry } from "@/db/queries/staff-audit-log";
import { consumeWebauthnChallenge, findPasskey, insertPasskey, insertWebauthnChallenge, listUserPasskeys, recordPasskeyUse } from "@/db/queries/staff-credentials";
import { countSignInFailures, lockStaffSignInKeys, recordSignInFailure } from "@/db/queries/staff-sign-in-attempts";
import { findStaffMemberById } from "@/db/queries/staff-users";
import { codeCheckVerdict, FAILURE_WINDOW_MS } from "@/domain/staff/sign-in-limits";
import type { StaffMember } from "@/domain/staff/staff-member";
import { startStaffSession } from "./staff-sessions";
import { workspaceHost, workspaceOrigin } from "@/server/tenancy/workspace-origin";

const CHALLENGE_LIFETIME_MS = 5 * 60_000;
type Context = { clientIp: string | null; now: Date };
type Ceremony<T> = { challengeId: string; options: T };

/**
 * Passkeys (decision 030): discoverable credentials on the workspace host's RP ID, with user verification required
 * and checked, so a passkey alone is a multi-factor authenticator (AAL2). Each ceremony's challenge is stored and
 * used once.
 */
export async function passkeyRegistrationOptions(db: Database, member: StaffMember, now: Date): Promise<Ceremony<PublicKeyCredentialCreationOptionsJSON>> {
  const existing = await listUserPasskeys(db, member.id);
  const options = await generateRegistrationOptions({
    rpName: "Forecourt workspace", rpID: workspaceHost(), userName: member.email, userDisplayName: member.name,
    userID: new TextEncoder().encode(`staff:${member.id}`), attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  const challengeId = await insertWebauthnChallenge(db, { challenge: options.challenge, purpose: "register", staffUserId: member.id, expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS) });
  return { challengeId, options };
}

export async function registerPasskey(db: Database, member: StaffMember, input: { challengeId: string; response: RegistrationResponseJSON } & Context): Promise<boolean> {
  const { now, clientIp } = input;
  return db.transaction(async (tx) => {
    const challenge = await consumeWebauthnChallenge(tx, input.challengeId, "register", now);
    if (!challenge || challenge.staffUserId !== member.id) return false;
    const result = await verifyRegistrationResponse({
      response: input.response, expectedChallenge: challenge.challenge, expectedOrigin: workspaceOrigin(), expectedRPID: workspaceHost(), requireUserVerification: true,
    }).catch(() => null);
    if (!result?.verified) return false;
    const { credential } = result.registrationInfo;
    await insertPasskey(tx, { id: credential.id, staffUserId: member.id, publicKey: Buffer.from(credential.publicKey).toString("base64url"), counter: credential.counter, transports: credential.transports ?? [], now });
    await appendAuditEntry(tx, { home: member.home, actorId: member.id, action: "register_passkey", detail: { credentialId: credential.id }, clientIp, at: now });
    return true;
  });
}

export async function passkeySignInOptions(db: Database, now: Date): Promise<Ceremony<PublicKeyCredentialRequestOptionsJSON>> {
  const options = await generateAuthenticationOptions({ rpID: workspaceHost(), userVerification: "required" });
  const challengeId = await insertWebauthnChallenge(db, { challenge: options.challenge, purpose: "sign_in", expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS) });
  return { challengeId, options };
}

export type PasskeySignInOutcome = { kind: "signed_in"; member: StaffMember; sessionToken: string } | { kind: "refused" } | { kind: "client_limited" };

/**
 * Signs in with a passkey's assertion. Anything that does not verify (an unknown credential, a used or expired
 * challenge, a bad signature, no user verification, a deactivated user) is one refusal, counted against the client
 * (and the account, when the credential names one).
 */
export async function signInWithPasskey(db: Database, input: { challengeId: string; response: AuthenticationResponseJSON } & Context): Promise<PasskeySignInOutcome> {
  const { now, clientIp } = input;
  return db.transaction(async (tx): Promise<PasskeySignInOutcome> => {
    const passkey = await findPasskey(tx, input.response.id);
    await lockStaffSignInKeys(tx, passkey ? `user:${passkey.staffUserId}` : "passkey:unknown", clientIp);
    const counts = await countSignInFailures(tx, passkey?.staffUserId ?? 0, clientIp, new Date(now.getTime() - FAILURE_WINDOW_MS));
    if (codeCheckVerdict({ ...counts, accountLastHour: 0, accountSinceSignIn: 0 }) === "client_limited") return { kind: "client_limited" };
    const challenge = await consumeWebauthnChallenge(tx, input.challengeId, "sign_in", now);
    const member = passkey ? await findStaffMemberById(tx, passkey.staffUserId) : null;
    const result = challenge && passkey && member?.active
      ? await verifyAuthenticationResponse({
          response: input.response, expectedChallenge: challenge.challenge, expectedOrigin: workspaceOrigin(), expectedRPID: workspaceHost(), requireUserVerification: true,
          credential: { id: passkey.id, publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")), counter: passkey.counter, transports: passkey.transports as AuthenticatorTransport[] },
        }).catch(() => null)
      : null;
    if (!result?.verified || !member) {
      await recordSignInFailure(tx, { staffUserId: passkey?.staffUserId ?? null, clientIp, now });
      if (member) await appendAuditEntry(tx, { home: member.home, actorId: member.id, action: "sign_in_failed", detail: { method: "passkey" }, clientIp, at: now });
      return { kind: "refused" };
    }
    await recordPasskeyUse(tx, passkey!.id, result.authenticationInfo.newCounter, now);
    return { kind: "signed_in", member, sessionToken: await startStaffSession(tx, member, "passkey", clientIp, now) };
  });
}
