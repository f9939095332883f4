import { getDatabase } from "@/db/connection";
import { fromWorkspace, refused } from "@/server/staff/passkey-requests";
import { passkeyRegistrationOptions } from "@/server/staff/staff-passkeys";
import { withStaff } from "@/server/staff/with-staff";

export const POST = withStaff(async ({ request, staff }) => {
  if (!fromWorkspace(request)) return refused("Post from the workspace's own pages.", 403);
  return Response.json(await passkeyRegistrationOptions((await getDatabase()).db, staff, new Date()), { headers: { "Cache-Control": "no-store" } });
});
