import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { badRequest } from "@/server/http/api-error";
import { readCeremonyAnswer, requireWorkspaceOrigin } from "@/server/staff/passkey-requests";
import { registerPasskey } from "@/server/staff/staff-passkeys";
import { withStaff, workspaceAnswers } from "@/server/staff/with-staff";

/** `POST /api/passkeys/register`: adds the ceremony's passkey to the signed-in staff member. */
export const POST = withStaff(async ({ request, db, staff, clientIp }) => {
  requireWorkspaceOrigin(request);
  const answer = await readCeremonyAnswer<RegistrationResponseJSON>(request);
  if (!(await registerPasskey(db, staff, { ...answer, clientIp, now: new Date() }))) throw badRequest("response", "That passkey could not be registered.");
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
}, workspaceAnswers("Passkey registration"));
