import Link from "next/link";
import { getDatabase } from "@/db/connection";
import { WorkspaceForm } from "@/components/workspace/workspace-form";
import { STAFF_FORM_MESSAGES } from "@/domain/staff/staff-forms";
import { findInvitation } from "@/server/staff/staff-invitations";
import { invitationTotpSecret, totpUri } from "@/server/staff/totp";
import { acceptInvitationAction } from "@/server/staff/workspace-actions";
import { getSignedInStaff } from "@/server/staff/with-staff";

export const dynamic = "force-dynamic";
export const metadata = { title: "Accept your invitation" };

/**
 * Accepting an invitation: add the account to an authenticator app, then prove it with a code. Once accepted, the
 * page renders again (a post without JavaScript, the router's refresh with it) for the person now signed in: the
 * form stays where it was, so the recovery codes its post answered are shown, once.
 */
export default async function AcceptInvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const { invitation, open } = await findInvitation((await getDatabase()).db, token, new Date());
  const acceptedHere = invitation && !open && invitation.usedAt !== null && (await getSignedInStaff())?.email === invitation.email;
  if (!invitation || (!open && !acceptedHere)) {
    return (
      <>
        <h1 className="text-2xl font-bold">This invitation can&apos;t be used</h1>
        <p>{STAFF_FORM_MESSAGES.invitationDead}</p>
      </>
    );
  }
  const secret = invitationTotpSecret(invitation.id);
  return (
    <>
      <h1 className="text-2xl font-bold">Welcome, {invitation.name}</h1>
      {acceptedHere ? <p>You have accepted this invitation.</p> : (
        <ol className="grid list-decimal gap-2 pl-6">
          <li>In your authenticator app, add an account with this key (or <a className="underline" href={totpUri(secret, invitation.email)}>open it in the app</a> on this phone):
            <p className="mt-1 break-all font-mono text-lg" data-testid="totp-secret">{secret}</p>
          </li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
      )}
      <WorkspaceForm action={acceptInvitationAction} permalink={`/invitations/${encodeURIComponent(token)}`} label="Accept invitation" submitLabel="Accept invitation" hidden={{ token }}
        fields={[{ name: "code", label: "6-digit code", autoComplete: "one-time-code", inputMode: "numeric", maxLength: 7 }]}
        idle={acceptedHere ? <p><Link className="btn btn-accent" href="/">Go to the workspace</Link></p> : undefined} />
    </>
  );
}
