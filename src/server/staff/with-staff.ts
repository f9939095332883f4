import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { getDatabase } from "@/db/connection";
import { hasPermission, type StaffPermission } from "@/domain/staff/role-permissions";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { clientAddressOf } from "@/server/http/client-address";
import { STAFF_SESSION_COOKIE } from "./staff-cookies";
import { resolveStaffSession } from "./staff-sessions";

export type SignedInStaff = ScopedStaffMember & { sessionId: string };

/** The staff member signed in on this request (session live, not idle 12 hours, user active), or null. */
export async function getSignedInStaff(): Promise<SignedInStaff | null> {
  const token = (await cookies()).get(STAFF_SESSION_COOKIE)?.value;
  return token ? resolveStaffSession((await getDatabase()).db, token, new Date()) : null;
}

/**
 * A workspace page's first call: the signed-in staff member with their dealership scope, or a redirect to the
 * sign-in page; with a permission the role lacks, the 404 page (the page does not exist for that role).
 */
export async function requireStaff(permission?: StaffPermission): Promise<SignedInStaff> {
  const staff = await getSignedInStaff();
  if (!staff) redirect("/sign-in");
  if (permission && !hasPermission(staff.role, permission)) notFound();
  return staff;
}

/** The client address of this request, for the audit log and the per-client limits. */
export async function requestClientAddress(): Promise<string | null> {
  return clientAddressOf(await headers()) ?? null;
}

type StaffHandler<C> = (input: { request: Request; staff: SignedInStaff; clientIp: string | null; context: C }) => Promise<Response>;

/**
 * A workspace route handler's wrapper: resolves the session from the request's cookie, enforces the idle timeout
 * and the permission, and hands the handler the staff member with their scope (401 or 403 otherwise).
 */
export function withStaff<C>(handler: StaffHandler<C>, permission?: StaffPermission) {
  return async (request: Request, context: C): Promise<Response> => {
    const token = parseCookie(request.headers.get("cookie"), STAFF_SESSION_COOKIE);
    const staff = token ? await resolveStaffSession((await getDatabase()).db, token, new Date()) : null;
    if (!staff) return Response.json({ error: "Sign in to the workspace first." }, { status: 401, headers: { "Cache-Control": "no-store" } });
    if (permission && !hasPermission(staff.role, permission)) return Response.json({ error: "Your role does not allow this." }, { status: 403, headers: { "Cache-Control": "no-store" } });
    return handler({ request, staff, clientIp: clientAddressOf(request.headers) ?? null, context });
  };
}

function parseCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}
