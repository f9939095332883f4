import { cookies } from "next/headers";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { FAILURE_WINDOW_MS } from "@/domain/staff/sign-in-limits";
import { STAFF_FORM_MESSAGES } from "@/domain/staff/staff-forms";
import { ApiError } from "@/server/http/api-error";
import { readCeremonyAnswer, requireWorkspaceOrigin } from "@/server/staff/passkey-requests";
import { staffSessionCookie } from "@/server/staff/staff-cookies";
import { signInWithPasskey } from "@/server/staff/staff-passkeys";
import { withWorkspace, workspaceAnswers } from "@/server/staff/with-staff";

/** `POST /api/passkeys/sign-in`: verifies the ceremony's assertion and starts a staff session (its cookie set). */
export const POST = withWorkspace(async ({ request, db, clientIp }) => {
  requireWorkspaceOrigin(request);
  const answer = await readCeremonyAnswer<AuthenticationResponseJSON>(request);
  const outcome = await signInWithPasskey(db, { ...answer, clientIp, now: new Date() });
  // The client's failures are counted over the last hour: after an hour, every one counted now has left the window.
  if (outcome.kind === "client_limited") throw new ApiError("too_many_requests", STAFF_FORM_MESSAGES.clientLimited, { headers: { "Retry-After": String(FAILURE_WINDOW_MS / 1000) } });
  if (outcome.kind === "refused") throw new ApiError("unauthorized", "That passkey was not accepted.");
  const cookie = staffSessionCookie(outcome.sessionToken);
  (await cookies()).set(cookie.name, cookie.value, cookie.options);
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
}, workspaceAnswers("Passkey sign-in"));
