import { requireWorkspaceOrigin } from "@/server/staff/passkey-requests";
import { passkeySignInOptions } from "@/server/staff/staff-passkeys";
import { withWorkspace, workspaceAnswers } from "@/server/staff/with-staff";

/** `POST /api/passkeys/sign-in-options`: a sign-in ceremony's options (discoverable credentials: no address asked). */
export const POST = withWorkspace(async ({ request, db }) => {
  requireWorkspaceOrigin(request);
  return Response.json(await passkeySignInOptions(db, new Date()), { headers: { "Cache-Control": "no-store" } });
}, workspaceAnswers("Passkey sign-in options"));
