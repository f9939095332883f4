import { cookies } from "next/headers";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { getDatabase } from "@/db/connection";
import { clientAddressOf } from "@/server/http/client-address";
import { fromWorkspace, readCeremonyAnswer, refused } from "@/server/staff/passkey-requests";
import { staffSessionCookie } from "@/server/staff/staff-cookies";
import { signInWithPasskey } from "@/server/staff/staff-passkeys";

export async function POST(request: Request) {
  if (!fromWorkspace(request)) return refused("Post from the workspace's own pages.", 403);
  const answer = await readCeremonyAnswer<AuthenticationResponseJSON>(request);
  if (!answer) return refused("The body must be { challengeId, response } from a passkey ceremony.", 400);
  const outcome = await signInWithPasskey((await getDatabase()).db, { ...answer, clientIp: clientAddressOf(request.headers) ?? null, now: new Date() });
  if (outcome.kind === "client_limited") return refused("Too many sign-in attempts from this network. Please try again in an hour.", 429);
  if (outcome.kind === "refused") return refused("That passkey was not accepted.", 401);
  const cookie = staffSessionCookie(outcome.sessionToken);
  (await cookies()).set(cookie.name, cookie.value, cookie.options);
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
}
