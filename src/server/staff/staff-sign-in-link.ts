import { loadEnv } from "@/config/env";
import type { Database } from "@/db/client";
import { appendAuditEntry } from "@/db/queries/staff-audit-log";
import { findTotpForUpdate, markRecoveryCodeUsed, recordTotpTimeStep, unusedRecoveryCodesForUpdate } from "@/db/queries/staff-credentials";
import { queueStaffEmail } from "@/db/queries/staff-emails";
import { countLinkRequests, countLinkTry, countSignInFailures, findSignInLinkForUpdate, insertSignInLink, lockStaffSignInKeys, markSignInLinkUsed, recordSignInFailure } from "@/db/queries/staff-sign-in-attempts";
import { findStaffMemberByEmail, findStaffMemberById } from "@/db/queries/staff-users";
import { oneTimeTokenState, SIGN_IN_LINK_LIFETIME_MS, SIGN_IN_LINK_MAX_TRIES } from "@/domain/staff/one-time-token-state";
import { codeCheckVerdict, FAILURE_WINDOW_MS, LINK_ADDRESS_WINDOW_MS, LINK_CLIENT_WINDOW_MS, linkRequestVerdict } from "@/domain/staff/sign-in-limits";
import type { StaffMember } from "@/domain/staff/staff-member";
import { newCookieSecret } from "@/server/accounts/cookie-secret";
import { tokenAtRest } from "@/server/security/token-at-rest";
import { matchRecoveryCode } from "./recovery-codes";
import { staffSecretBox } from "./staff-secret-box";
import { startStaffSession } from "./staff-sessions";
import { checkTotpCode } from "./totp";
import { workspaceOrigin } from "@/server/tenancy/workspace-origin";

type Context = { clientIp: string | null; now: Date };

/** What asking for a link answers: the same for every address (decision 030), unless this client asked too often. */
export type LinkRequestOutcome = { kind: "answered" } | { kind: "client_limited" };

/**
 * Asks for an e-mailed sign-in link. A request row is written for every address, account or not, so the limits
 * count alike and the work done is the same; the e-mail goes only to an active account's address within its limit.
 */
export async function requestSignInLink(db: Database, input: { email: string } & Context): Promise<LinkRequestOutcome> {
  const { email, clientIp, now } = input;
  return db.transaction(async (tx): Promise<LinkRequestOutcome> => {
    await lockStaffSignInKeys(tx, `address:${email}`, clientIp);
    const counts = await countLinkRequests(tx, email, new Date(now.getTime() - LINK_ADDRESS_WINDOW_MS), clientIp, new Date(now.getTime() - LINK_CLIENT_WINDOW_MS));
    const verdict = linkRequestVerdict(counts, loadEnv().STAFF_SIGN_IN_LINKS_PER_CLIENT);
    if (verdict === "client_limited") return { kind: "client_limited" };
    const member = await findStaffMemberByEmail(tx, email);
    const recipient = member?.active && verdict === "send" ? member : null;
    const token = newCookieSecret();
    await insertSignInLink(tx, { tokenHash: tokenAtRest(token), email, staffUserId: recipient?.id ?? null, clientIp, now, expiresAt: new Date(now.getTime() + SIGN_IN_LINK_LIFETIME_MS) });
    if (recipient) await queueStaffEmail(tx, { recipient: email, kind: "staff_sign_in_link", ...signInLinkEmail(recipient.name, token) });
    return { kind: "answered" };
  });
}

function signInLinkEmail(name: string, token: string): { subject: string; body: string } {
  const link = `${workspaceOrigin()}/sign-in/link/${token}`;
  return {
    subject: "Your Forecourt workspace sign-in link",
    body: `Hello ${name},\n\nSign in to the dealer workspace: ${link}\n\nThen enter the code from your authenticator app. The link works once, for 15 minutes. If you did not ask for it, ignore this e-mail.\n`,
  };
}

export type SecondStep = { kind: "totp"; code: string } | { kind: "recovery_code"; code: string };

export type LinkSignInOutcome =
  | { kind: "signed_in"; member: StaffMember; sessionToken: string }
  | { kind: "link_dead" }
  | { kind: "wrong_code" }
  | { kind: "account_limited" }
  | { kind: "client_limited" };

/**
 * The second step after an e-mailed link: a TOTP code (or a recovery code in its place). Under the link's row lock
 * and the account's and client's locks, so each guess counts and a link signs in once. A failed check counts
 * against the link (5 tries), the account and the client (`codeCheckVerdict`), and is audited.
 */
export async function completeLinkSignIn(db: Database, input: { token: string; step: SecondStep } & Context): Promise<LinkSignInOutcome> {
  const { clientIp, now } = input;
  return db.transaction(async (tx): Promise<LinkSignInOutcome> => {
    const link = await findSignInLinkForUpdate(tx, tokenAtRest(input.token));
    if (!link?.staffUserId || oneTimeTokenState(link, now, SIGN_IN_LINK_MAX_TRIES) !== "valid") return { kind: "link_dead" };
    const member = await findStaffMemberById(tx, link.staffUserId);
    if (!member?.active) return { kind: "link_dead" };
    await lockStaffSignInKeys(tx, `user:${member.id}`, clientIp);
    const verdict = codeCheckVerdict(await countSignInFailures(tx, member.id, clientIp, new Date(now.getTime() - FAILURE_WINDOW_MS)));
    if (verdict !== "check") return { kind: verdict };
    const accepted = await checkSecondStep(tx, member.id, input.step, now);
    if (!accepted) {
      await countLinkTry(tx, link.id);
      await recordSignInFailure(tx, { staffUserId: member.id, clientIp, now });
      await appendAuditEntry(tx, { home: member.home, actorId: member.id, action: "sign_in_failed", detail: { method: input.step.kind }, clientIp, at: now });
      return { kind: "wrong_code" };
    }
    await markSignInLinkUsed(tx, link.id, now);
    const sessionToken = await startStaffSession(tx, member, input.step.kind === "totp" ? "link_totp" : "link_recovery_code", clientIp, now);
    return { kind: "signed_in", member, sessionToken };
  });
}

async function checkSecondStep(tx: Database, staffUserId: number, step: SecondStep, now: Date): Promise<boolean> {
  if (step.kind === "recovery_code") {
    const match = matchRecoveryCode(step.code, await unusedRecoveryCodesForUpdate(tx, staffUserId));
    if (match) await markRecoveryCodeUsed(tx, match.id, now);
    return match !== null;
  }
  const totp = await findTotpForUpdate(tx, staffUserId);
  if (!totp) return false;
  const result = await checkTotpCode(staffSecretBox().open(totp.secretCiphertext), step.code, totp.lastTimeStep, now);
  if (result.ok) await recordTotpTimeStep(tx, staffUserId, result.timeStep);
  return result.ok;
}
