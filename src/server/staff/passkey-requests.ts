import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { z } from "zod";
import { workspaceOrigin } from "@/server/tenancy/workspace-origin";

/** A ceremony's answer from the browser: the challenge it answers and the credential's JSON (checked in full by the library). */
const ceremonyAnswerSchema = z.object({
  challengeId: z.uuid({ error: "challengeId must be the id the options came with" }),
  response: z.looseObject({ id: z.string().min(1).max(1024), rawId: z.string().min(1).max(1024), type: z.literal("public-key"), response: z.looseObject({ clientDataJSON: z.string().max(10_000) }) }),
});

export type CeremonyAnswer<R> = { challengeId: string; response: R };

/** Reads a passkey ceremony's JSON body; null when it is not one. */
export async function readCeremonyAnswer<R extends AuthenticationResponseJSON | RegistrationResponseJSON>(request: Request): Promise<CeremonyAnswer<R> | null> {
  const parsed = ceremonyAnswerSchema.safeParse(await request.json().catch(() => null));
  return parsed.success ? (parsed.data as unknown as CeremonyAnswer<R>) : null;
}

/** The passkey routes take script posts only from the workspace's own pages (their CSRF defence: browsers set Origin on every POST). */
export function fromWorkspace(request: Request): boolean {
  return request.headers.get("origin") === workspaceOrigin();
}

export const refused = (error: string, status: number) => Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } });
