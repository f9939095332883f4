import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import type { NextRequest } from "next/server";
import type { Database } from "@/db/client";
import { getDatabase } from "@/db/connection";
import type { AuditContext } from "@/db/queries/staff-audit-log";
import { hasPermission, type StaffPermission } from "@/domain/staff/role-permissions";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { ApiError } from "@/server/http/api-error";
import { clientAddressOf } from "@/server/http/client-address";
import type { EdgeAnswers } from "@/server/http/handle-api-error";
import { withAction } from "@/server/http/action-edge";
import { withRequest } from "@/server/http/with-request";
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

/** How a workspace endpoint answers its errors: the one JSON shape of docs/api.md, never stored by a cache. */
export const workspaceAnswers = (name: string): EdgeAnswers => ({ name, unavailable: "The workspace is unavailable just now, please try again.", headers: { "Cache-Control": "no-store" } });

/** What a workspace route's body gets: the request, its parameters, the database and the client's address. */
export type WorkspaceRequest<P> = { request: NextRequest; params: P; db: Database; clientIp: string | null };
export type StaffRequest<P> = WorkspaceRequest<P> & { staff: SignedInStaff };

/** A workspace route open to anyone (the passkey sign-in): `withRequest` with the database and the client's address. */
export function withWorkspace<P extends object>(handler: (context: WorkspaceRequest<P>) => Promise<Response>, edge: EdgeAnswers) {
  return withRequest<P>(async ({ request, params }) => handler({ request, params, db: (await getDatabase()).db, clientIp: clientAddressOf(request.headers) ?? null }), edge);
}

/**
 * A workspace route for signed-in staff, written as its body alone: the session from the request's cookie (live,
 * not idle 12 hours, user active) and the permission checked, the staff member handed over with their scope. No
 * session is a 401, a role without the permission a 403, in the one error shape.
 */
export function withStaff<P extends object>(handler: (context: StaffRequest<P>) => Promise<Response>, edge: EdgeAnswers, permission?: StaffPermission) {
  return withWorkspace<P>(async (context) => {
    const token = context.request.cookies.get(STAFF_SESSION_COOKIE)?.value;
    const staff = token ? await resolveStaffSession(context.db, token, new Date()) : null;
    if (!staff) throw new ApiError("unauthorized", "Sign in to the workspace first.");
    if (permission && !hasPermission(staff.role, permission)) throw new ApiError("forbidden", "Your role does not allow this.");
    return handler({ ...context, staff });
  }, edge);
}

/** What a workspace server action's work gets: the database, the client's address and the moment of the post. */
export type WorkspaceAction = AuditContext & { db: Database };

/**
 * The edge of a workspace server action (`withAction`): the database opened and the client's address read once; a
 * failure is logged once and answers `failed`. `requireStaff`'s redirect and 404 go through as Next.js expects.
 */
export function withWorkspaceAction<State>(name: string, failed: State, work: (context: WorkspaceAction) => Promise<State>): Promise<State> {
  return withAction(name, failed, async () => {
    const [{ db }, clientIp] = await Promise.all([getDatabase(), requestClientAddress()]);
    return work({ db, clientIp, now: new Date() });
  });
}
