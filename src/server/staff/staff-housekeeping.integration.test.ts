import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import type { DatabaseHandle } from "@/db/client";
import { insertInvitation } from "@/db/queries/staff-invitations";
import { countSignInFailures, insertSignInLink, recordSignInFailure } from "@/db/queries/staff-sign-in-attempts";
import { insertWebauthnChallenge } from "@/db/queries/staff-credentials";
import { staffInvitations, staffSessions, staffSignInFailures, staffSignInLinks, staffWebauthnChallenges } from "@/db/schema";
import { INVITATION_LIFETIME_MS } from "@/domain/staff/one-time-token-state";
import { STAFF_SESSION_IDLE_MS } from "@/domain/staff/staff-session-expiry";
import { tokenAtRest } from "@/server/security/token-at-rest";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createStaffWorld, type StaffWorld } from "../../../tests/integration/staff-fixture";
import { INVITATION_KEPT_MS, runStaffHousekeeping } from "./staff-housekeeping";
import { resolveStaffSession, startStaffSession } from "./staff-sessions";

const HOUR = 3_600_000;
const start = new Date("2026-12-01T09:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);
let handle: DatabaseHandle;
let world: StaffWorld;
let seq = 0;
const unique = () => `housekeeping-${(seq += 1)}`;

beforeAll(async () => {
  handle = await createTestDatabase();
  world = await createStaffWorld(handle.db, start, "owner", "-hk");
});
afterAll(() => destroyTestDatabase(handle));

const sessionIds = async (ids: string[]) => (await handle.db.select({ id: staffSessions.id }).from(staffSessions).where(inArray(staffSessions.id, ids))).map((r) => r.id).sort();

describe("staff housekeeping", () => {
  it("deletes dead sessions but each member's newest, and leaves live ones", async () => {
    const member = world.staff.n1;
    const old = await startStaffSession(handle.db, member, "passkey", null, start);
    const idle = await startStaffSession(handle.db, member, "passkey", null, at(HOUR));
    const live = await startStaffSession(handle.db, member, "passkey", null, at(20 * HOUR));
    const loneOld = await startStaffSession(handle.db, world.staff.n2, "passkey", null, start);
    await runStaffHousekeeping(handle.db, at(26 * HOUR));
    const [oldId, idleId, liveId, loneId] = [old, idle, live, loneOld].map(tokenAtRest) as [string, string, string, string];
    expect(await sessionIds([oldId, idleId, liveId, loneId])).toEqual([liveId, loneId].sort());
    expect(await resolveStaffSession(handle.db, live, at(26 * HOUR))).toMatchObject({ id: member.id });
    // The newest is kept though dead; it goes once a newer one exists and it is dead too.
    expect(await resolveStaffSession(handle.db, loneOld, at(26 * HOUR))).toBeNull();
    await runStaffHousekeeping(handle.db, at(20 * HOUR + STAFF_SESSION_IDLE_MS + 1));
    expect(await sessionIds([liveId])).toEqual([liveId]);
  });

  it("deletes link requests once past the limits' hour, and failures once they no longer count", async () => {
    const member = world.staff.s1;
    const email = `${unique()}@staff.example`;
    const link = (createdAt: Date) => insertSignInLink(handle.db, { tokenHash: unique(), email, staffUserId: null, clientIp: "203.0.113.7", now: createdAt, expiresAt: new Date(createdAt.getTime() + 15 * 60_000) });
    await link(start);
    await link(at(HOUR + 60_000));
    await recordSignInFailure(handle.db, { staffUserId: null, clientIp: "203.0.113.7", now: start });
    await recordSignInFailure(handle.db, { staffUserId: member.id, clientIp: "203.0.113.7", now: at(60_000) });
    await startStaffSession(handle.db, member, "link_totp", null, at(2 * 60_000));
    // After the sign-in: older than the hour, yet it still counts towards the 100 since the last sign-in.
    await recordSignInFailure(handle.db, { staffUserId: member.id, clientIp: "203.0.113.7", now: at(3 * 60_000) });
    const countsBefore = await countSignInFailures(handle.db, member.id, "203.0.113.7", at(2 * HOUR - HOUR));

    await runStaffHousekeeping(handle.db, at(2 * HOUR));

    const links = await handle.db.select({ createdAt: staffSignInLinks.createdAt }).from(staffSignInLinks).where(eq(staffSignInLinks.email, email));
    expect(links.map((l) => l.createdAt.toISOString())).toEqual([at(HOUR + 60_000).toISOString()]);
    const failures = await handle.db.select({ createdAt: staffSignInFailures.createdAt }).from(staffSignInFailures).where(eq(staffSignInFailures.clientIp, "203.0.113.7"));
    expect(failures.map((f) => f.createdAt.toISOString())).toEqual([at(3 * 60_000).toISOString()]);
    expect(await countSignInFailures(handle.db, member.id, "203.0.113.7", at(HOUR))).toEqual(countsBefore);
    expect(countsBefore.accountSinceSignIn).toBe(1);
  });

  it("deletes expired WebAuthn challenges and invitations 30 days past their expiry, accepted or not", async () => {
    const challenge = await insertWebauthnChallenge(handle.db, { challenge: unique(), purpose: "sign_in", expiresAt: at(5 * 60_000) });
    const fresh = await insertWebauthnChallenge(handle.db, { challenge: unique(), purpose: "sign_in", expiresAt: at(40 * 86_400_000) });
    const invite = (createdAt: Date) => insertInvitation(handle.db, {
      tokenHash: unique(), email: `${unique()}@staff.example`, name: "Invitee", role: "salesperson", home: { dealershipId: world.dealership.solo, dealerGroupId: null },
      invitedBy: world.staff.solo.id, now: createdAt, expiresAt: new Date(createdAt.getTime() + INVITATION_LIFETIME_MS),
    });
    const lapsed = await invite(start);
    const recent = await invite(at(86_400_000));
    const sweepAt = new Date(start.getTime() + INVITATION_LIFETIME_MS + INVITATION_KEPT_MS + 60_000);
    await runStaffHousekeeping(handle.db, sweepAt);
    expect((await handle.db.select({ id: staffWebauthnChallenges.id }).from(staffWebauthnChallenges).where(inArray(staffWebauthnChallenges.id, [challenge, fresh]))).map((r) => r.id)).toEqual([fresh]);
    expect((await handle.db.select({ id: staffInvitations.id }).from(staffInvitations).where(inArray(staffInvitations.id, [lapsed, recent]))).map((r) => r.id)).toEqual([recent]);
  });
});
