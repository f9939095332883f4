import { getDatabase } from "@/db/connection";
import { fromWorkspace, refused } from "@/server/staff/passkey-requests";
import { passkeySignInOptions } from "@/server/staff/staff-passkeys";

export async function POST(request: Request) {
  if (!fromWorkspace(request)) return refused("Post from the workspace's own pages.", 403);
  return Response.json(await passkeySignInOptions((await getDatabase()).db, new Date()), { headers: { "Cache-Control": "no-store" } });
}
