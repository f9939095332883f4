"use server";

import { cookies } from "next/headers";
import { fieldErrors, invitationFormSchema, recoveryCodeSchema, signInEmailSchema, STAFF_FORM_MESSAGES, totpCodeSchema } from "@/domain/staff/staff-forms";
import type { WorkspaceFormState } from "@/domain/staff/workspace-form-state";
import { redirectAfterAction } from "@/server/http/action-redirect";
import { actionTextFields } from "@/server/http/action-request";
import { deactivateStaff } from "./deactivate-staff";
import { clearedStaffSessionCookie, staffSessionCookie } from "./staff-cookies";
import { acceptInvitation, inviteStaff } from "./staff-invitations";
import { signOutStaff, signOutStaffEverywhere } from "./staff-sessions";
import { completeLinkSignIn, requestSignInLink } from "./staff-sign-in-link";
import { requireStaff, withWorkspaceAction } from "./with-staff";

const fieldsOf = (formData: FormData) => Object.fromEntries(actionTextFields(formData));
/** Every workspace form's answer to an unexpected failure (logged once by the edge). */
const FAILED: WorkspaceFormState = { errors: { form: STAFF_FORM_MESSAGES.unexpected } };

async function signedIn(sessionToken: string, path: string): Promise<WorkspaceFormState> {
  const cookie = staffSessionCookie(sessionToken);
  (await cookies()).set(cookie.name, cookie.value, cookie.options);
  return { redirectTo: await redirectAfterAction(path) };
}

/** Sign-in, step 1: an e-mailed link. The same answer for every address (decision 030). */
export async function requestSignInLinkAction(_previous: WorkspaceFormState, formData: FormData): Promise<WorkspaceFormState> {
  return withWorkspaceAction("Asking for a sign-in link", FAILED, async ({ db, ...context }) => {
    const parsed = signInEmailSchema.safeParse(fieldsOf(formData));
    if (!parsed.success) return { errors: fieldErrors(parsed.error) };
    const outcome = await requestSignInLink(db, { email: parsed.data.email, ...context });
    return outcome.kind === "client_limited" ? { errors: { form: STAFF_FORM_MESSAGES.clientLimited } } : { notice: STAFF_FORM_MESSAGES.linkSent };
  });
}

/** Sign-in, step 2: the link's token and a TOTP code, or a recovery code in its place. */
export async function completeLinkSignInAction(_previous: WorkspaceFormState, formData: FormData): Promise<WorkspaceFormState> {
  return withWorkspaceAction("Completing a link sign-in", FAILED, async ({ db, ...context }): Promise<WorkspaceFormState> => {
    const fields = fieldsOf(formData);
    const useRecovery = fields.method === "recovery_code";
    const parsed = useRecovery ? recoveryCodeSchema.safeParse(fields) : totpCodeSchema.safeParse(fields);
    if (!parsed.success) return { errors: fieldErrors(parsed.error) };
    const code = "code" in parsed.data ? parsed.data.code : parsed.data.recovery_code;
    const outcome = await completeLinkSignIn(db, { token: fields.token ?? "", step: { kind: useRecovery ? "recovery_code" : "totp", code }, ...context });
    const field = useRecovery ? "recovery_code" : "code";
    switch (outcome.kind) {
      case "signed_in":
        return signedIn(outcome.sessionToken, "/");
      case "wrong_code":
        return { errors: { [field]: STAFF_FORM_MESSAGES.wrongCode } };
      case "link_dead":
        return { errors: { form: STAFF_FORM_MESSAGES.linkDead } };
      case "account_limited":
        return { errors: { form: STAFF_FORM_MESSAGES.accountLimited } };
      case "client_limited":
        return { errors: { form: STAFF_FORM_MESSAGES.clientLimited } };
    }
  });
}

/** Accepting an invitation: a code from the newly added authenticator app; the recovery codes come back to show once. */
export async function acceptInvitationAction(_previous: WorkspaceFormState, formData: FormData): Promise<WorkspaceFormState> {
  return withWorkspaceAction("Accepting an invitation", FAILED, async ({ db, ...context }) => {
    const fields = fieldsOf(formData);
    const parsed = totpCodeSchema.safeParse(fields);
    if (!parsed.success) return { errors: fieldErrors(parsed.error) };
    const outcome = await acceptInvitation(db, { token: fields.token ?? "", code: parsed.data.code, ...context });
    if (outcome.kind === "wrong_code") return { errors: { code: STAFF_FORM_MESSAGES.wrongCode } };
    if (outcome.kind !== "accepted") return { errors: { form: outcome.kind === "already_staff" ? STAFF_FORM_MESSAGES.alreadyStaff : STAFF_FORM_MESSAGES.invitationDead } };
    const cookie = staffSessionCookie(outcome.sessionToken);
    (await cookies()).set(cookie.name, cookie.value, cookie.options);
    return { recoveryCodes: outcome.recoveryCodes };
  });
}

/** An owner's invitation form (the users page). */
export async function inviteStaffAction(_previous: WorkspaceFormState, formData: FormData): Promise<WorkspaceFormState> {
  return withWorkspaceAction("Inviting a user", FAILED, async ({ db, ...context }) => {
    const owner = await requireStaff("manage_users");
    const parsed = invitationFormSchema.safeParse(fieldsOf(formData));
    if (!parsed.success) return { errors: fieldErrors(parsed.error) };
    const outcome = await inviteStaff(db, owner, parsed.data, context);
    if (outcome.kind === "invited") return { notice: `Invitation e-mailed to ${parsed.data.email}.` };
    if (outcome.kind === "forbidden") return { errors: { form: STAFF_FORM_MESSAGES.outsideScope } };
    return { errors: { [outcome.field]: outcome.reason === "already_staff" ? STAFF_FORM_MESSAGES.alreadyStaff : STAFF_FORM_MESSAGES.outsideScope } };
  });
}

export async function deactivateStaffAction(_previous: WorkspaceFormState, formData: FormData): Promise<WorkspaceFormState> {
  return withWorkspaceAction("Deactivating a user", FAILED, async ({ db, ...context }) => {
    const owner = await requireStaff("manage_users");
    const id = Number(fieldsOf(formData).staff_user_id);
    if (!Number.isSafeInteger(id) || id <= 0) return { errors: { form: "Choose a user to deactivate." } };
    const outcome = await deactivateStaff(db, owner, id, context);
    if (outcome.kind === "deactivated") return { redirectTo: await redirectAfterAction("/users") };
    return { errors: { form: outcome.kind === "self" ? "You cannot deactivate yourself." : "That user is not one you manage." } };
  });
}

/** Sign out here (`scope=here`) or everywhere (`scope=everywhere`). */
export async function signOutAction(_previous: WorkspaceFormState, formData: FormData): Promise<WorkspaceFormState> {
  return withWorkspaceAction("Signing out", FAILED, async ({ db, clientIp, now }) => {
    const staff = await requireStaff();
    if (fieldsOf(formData).scope === "everywhere") await signOutStaffEverywhere(db, staff, clientIp, now);
    else await signOutStaff(db, staff, clientIp, now);
    const cleared = clearedStaffSessionCookie();
    (await cookies()).set(cleared.name, cleared.value, cleared.options);
    return { redirectTo: await redirectAfterAction("/sign-in") };
  });
}
