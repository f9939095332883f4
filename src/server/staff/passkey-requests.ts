import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { z } from "zod";
import { ApiError, badRequest } from "@/server/http/api-error";
import { workspaceOrigin } from "@/server/tenancy/workspace-origin";

/** A ceremony's answer from the browser: the challenge it answers and the credential's JSON (checked in full by the library). */
const ceremonyAnswerSchema = z.object({
  challengeId: z.uuid({ error: "challengeId must be the id the options came with" }),
  response: z.looseObject({ id: z.string().min(1).max(1024), rawId: z.string().min(1).max(1024), type: z.literal("public-key"), response: z.looseObject({ clientDataJSON: z.string().max(10_000) }) }),
});

export type CeremonyAnswer<R> = { challengeId: string; response: R };

/** Reads a passkey ceremony's JSON body; a 400 when it is not one. */
export async function readCeremonyAnswer<R extends AuthenticationResponseJSON | RegistrationResponseJSON>(request: Request): Promise<CeremonyAnswer<R>> {
  const parsed = ceremonyAnswerSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) throw badRequest(String(parsed.error.issues[0]?.path[0] ?? "body"), "The body must be { challengeId, response } from a passkey ceremony.");
  return parsed.data as unknown as CeremonyAnswer<R>;
}

/**
 * The passkey routes take script posts only from the workspace's own pages (their CSRF defence: browsers set
 * Origin on every POST); a 403 otherwise.
 */
export function requireWorkspaceOrigin(request: Request): void {
  if (request.headers.get("origin") !== workspaceOrigin()) throw new ApiError("forbidden", "Post from the workspace's own pages.");
}
