import type { Database } from "@/db/client";
import { saveTotpSecret, replaceRecoveryCodes } from "@/db/queries/staff-credentials";
import { queueStaffEmail } from "@/db/queries/staff-emails";
import { appendAuditEntry } from "@/db/queries/staff-audit-log";
import { findInvitationByTokenHash, insertInvitation, markInvitationAccepted, type StoredInvitation } from "@/db/queries/staff-invitations";
import { findStaffMemberByEmail, insertStaffUser } from "@/db/queries/staff-users";
import { INVITATION_LIFETIME_MS, oneTimeTokenState } from "@/domain/staff/one-time-token-state";
import { hasPermission } from "@/domain/staff/role-permissions";
import type { InvitationForm } from "@/domain/staff/staff-forms";
import type { ScopedStaffMember, StaffMember } from "@/domain/staff/staff-member";
import { scopeCoversHome } from "@/domain/staff/staff-scope";
import { newCookieSecret } from "@/server/accounts/cookie-secret";
import { tokenAtRest } from "@/server/security/token-at-rest";
import { newRecoveryCodes } from "./recovery-codes";
import { staffSecretBox } from "./staff-secret-box";
import { startStaffSession } from "./staff-sessions";
import { checkTotpCode, invitationTotpSecret } from "./totp";
import { workspaceOrigin } from "@/server/tenancy/workspace-origin";

export type InviteOutcome = { kind: "invited"; invitationId: string } | { kind: "forbidden" } | { kind: "refused"; field: "email" | "home"; reason: "already_staff" | "outside_scope" };

type Context = { clientIp: string | null; now: Date };

/**
 * An owner invites someone (issue 33): to a home inside the owner's own scope, by e-mail, with a 256-bit token of
 * which only the hash is kept, valid 7 days. The e-mail goes through the e-mail outbox in the same transaction.
 */
export async function inviteStaff(db: Database, owner: ScopedStaffMember, form: InvitationForm, context: Context): Promise<InviteOutcome> {
  if (!hasPermission(owner.role, "manage_users")) return { kind: "forbidden" };
  if (!scopeCoversHome(owner.scope, form.home)) return { kind: "refused", field: "home", reason: "outside_scope" };
  const token = newCookieSecret();
  return db.transaction(async (tx): Promise<InviteOutcome> => {
    if (await findStaffMemberByEmail(tx, form.email)) return { kind: "refused", field: "email", reason: "already_staff" };
    const expiresAt = new Date(context.now.getTime() + INVITATION_LIFETIME_MS);
    const invitationId = await insertInvitation(tx, { tokenHash: tokenAtRest(token), email: form.email, name: form.name, role: form.role, home: form.home, invitedBy: owner.id, now: context.now, expiresAt });
    await queueStaffEmail(tx, { recipient: form.email, kind: "staff_invitation", ...invitationEmail(owner.name, form.name, token) });
    await appendAuditEntry(tx, { home: owner.home, actorId: owner.id, action: "invite", detail: { email: form.email, role: form.role, home: form.home }, clientIp: context.clientIp, at: context.now });
    return { kind: "invited", invitationId };
  });
}

function invitationEmail(ownerName: string, name: string, token: string): { subject: string; body: string } {
  const link = `${workspaceOrigin()}/invitations/${token}`;
  return {
    subject: "You're invited to the Forecourt dealer workspace",
    body: `Hello ${name},\n\n${ownerName} has invited you to the Forecourt dealer workspace.\n\nAccept the invitation within 7 days: ${link}\n\nThe link works once. If you did not expect this e-mail, ignore it.\n`,
  };
}

/** The invitation a link's token names, and whether it can still be accepted (not expired nor used). */
export async function findInvitation(db: Database, token: string, now: Date): Promise<{ invitation: StoredInvitation | null; open: boolean }> {
  const invitation = await findInvitationByTokenHash(db, tokenAtRest(token));
  return { invitation, open: invitation !== null && oneTimeTokenState(invitation, now) === "valid" };
}

/** The invitation a link's token names while it can still be accepted, else null (expired, used or unknown alike). */
export async function findOpenInvitation(db: Database, token: string, now: Date): Promise<StoredInvitation | null> {
  const { invitation, open } = await findInvitation(db, token, now);
  return open ? invitation : null;
}

export type AcceptOutcome = { kind: "accepted"; member: StaffMember; sessionToken: string; recoveryCodes: string[] } | { kind: "invitation_dead" } | { kind: "wrong_code" } | { kind: "already_staff" };

/**
 * Accepts an invitation: the person proves their authenticator app holds the invitation's secret (a right code
 * for `invitationTotpSecret`), and in one transaction, under the invitation's row lock so it is used once, their user is made, the
 * secret stored sealed, ten recovery codes made (returned to show once), and they are signed in.
 */
export async function acceptInvitation(db: Database, input: { token: string; code: string } & Context): Promise<AcceptOutcome> {
  const { now, clientIp } = input;
  return db.transaction(async (tx): Promise<AcceptOutcome> => {
    const invitation = await findInvitationByTokenHash(tx, tokenAtRest(input.token), true);
    if (!invitation || oneTimeTokenState(invitation, now) !== "valid") return { kind: "invitation_dead" };
    const totpSecret = invitationTotpSecret(invitation.id);
    const check = await checkTotpCode(totpSecret, input.code, null, now);
    if (!check.ok) return { kind: "wrong_code" };
    // The step that enrolled the app is spent: the same code cannot sign in a second time.
    if (await findStaffMemberByEmail(tx, invitation.email)) return { kind: "already_staff" };
    const member = await insertStaffUser(tx, { email: invitation.email, name: invitation.name, role: invitation.role, home: invitation.home, now });
    await saveTotpSecret(tx, member.id, staffSecretBox().seal(totpSecret), now, check.timeStep);
    const recovery = newRecoveryCodes();
    await replaceRecoveryCodes(tx, member.id, recovery.stored, now);
    await markInvitationAccepted(tx, invitation.id, member.id, now);
    await appendAuditEntry(tx, { home: member.home, actorId: member.id, action: "accept_invitation", detail: { invitationId: invitation.id }, clientIp, at: now });
    const sessionToken = await startStaffSession(tx, member, "link_totp", clientIp, now);
    return { kind: "accepted", member, sessionToken, recoveryCodes: recovery.codes };
  });
}
