import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { getDatabase } from "@/db/connection";
import { fromWorkspace, readCeremonyAnswer, refused } from "@/server/staff/passkey-requests";
import { registerPasskey } from "@/server/staff/staff-passkeys";
import { withStaff } from "@/server/staff/with-staff";

export const POST = withStaff(async ({ request, staff, clientIp }) => {
  if (!fromWorkspace(request)) return refused("Post from the workspace's own pages.", 403);
  const answer = await readCeremonyAnswer<RegistrationResponseJSON>(request);
  if (!answer) return refused("The body must be { challengeId, response } from a passkey ceremony.", 400);
  const registered = await registerPasskey((await getDatabase()).db, staff, { ...answer, clientIp, now: new Date() });
  return registered ? Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } }) : refused("That passkey could not be registered.", 400);
});
