import { requireWorkspaceOrigin } from "@/server/staff/passkey-requests";
import { passkeyRegistrationOptions } from "@/server/staff/staff-passkeys";
import { withStaff, workspaceAnswers } from "@/server/staff/with-staff";

/** `POST /api/passkeys/register-options`: a registration ceremony's options for the signed-in staff member. */
export const POST = withStaff(async ({ request, db, staff }) => {
  requireWorkspaceOrigin(request);
  return Response.json(await passkeyRegistrationOptions(db, staff, new Date()), { headers: { "Cache-Control": "no-store" } });
}, workspaceAnswers("Passkey registration options"));
