import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { authenticationResponse, registrationResponse, type SoftwarePasskey } from "../../../tests/support/software-passkey";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createStaffWorld } from "../../../tests/integration/staff-fixture";
import "../../../tests/fixtures/staff-fixture";
import { deactivateStaff } from "./deactivate-staff";
import { passkeyRegistrationOptions, passkeySignInOptions, registerPasskey, signInWithPasskey } from "./staff-passkeys";
import { resolveStaffSession } from "./staff-sessions";
import { workspaceHost, workspaceOrigin } from "@/server/tenancy/workspace-origin";

const now = new Date("2026-12-01T09:00:00Z");
let handle: DatabaseHandle;
let member: ScopedStaffMember;
let owner: ScopedStaffMember;
let passkey: SoftwarePasskey;

beforeAll(async () => {
  handle = await createTestDatabase();
  const world = await createStaffWorld(handle.db, now);
  member = { ...world.staff.n1, scope: world.scope.n1 };
  owner = { ...world.staff.north, scope: world.scope.north };
  const { challengeId, options } = await passkeyRegistrationOptions(handle.db, member, now);
  expect(options.rp.id).toBe("dealers.localhost");
  expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
  const made = registrationResponse(options, workspaceOrigin(), workspaceHost());
  passkey = made.passkey;
  expect(await registerPasskey(handle.db, member, { challengeId, response: made.response, clientIp: "192.0.2.9", now })).toBe(true);
});
afterAll(() => destroyTestDatabase(handle));

const signIn = async (sign: (challenge: string) => ReturnType<typeof authenticationResponse>, clientIp = "192.0.2.10") => {
  const { challengeId, options } = await passkeySignInOptions(handle.db, now);
  return signInWithPasskey(handle.db, { challengeId, response: sign(options.challenge), clientIp, now });
};

describe("passkeys (decision 030)", () => {
  it("sign in with a registered passkey, user verified", async () => {
    const outcome = await signIn((c) => authenticationResponse(passkey, c, workspaceOrigin(), workspaceHost()));
    expect(outcome.kind).toBe("signed_in");
    if (outcome.kind === "signed_in") expect((await resolveStaffSession(handle.db, outcome.sessionToken, now))?.id).toBe(member.id);
  });

  it("refuse an assertion without user verification, for another origin, or on a used challenge", async () => {
    expect((await signIn((c) => authenticationResponse(passkey, c, workspaceOrigin(), workspaceHost(), 0x01))).kind).toBe("refused");
    expect((await signIn((c) => authenticationResponse(passkey, c, "http://harbour-toyota.localhost:3000", workspaceHost()))).kind).toBe("refused");
    const { challengeId, options } = await passkeySignInOptions(handle.db, now);
    expect((await signInWithPasskey(handle.db, { challengeId, response: authenticationResponse(passkey, options.challenge, workspaceOrigin(), workspaceHost()), clientIp: null, now })).kind).toBe("signed_in");
    expect((await signInWithPasskey(handle.db, { challengeId, response: authenticationResponse(passkey, options.challenge, workspaceOrigin(), workspaceHost()), clientIp: null, now })).kind).toBe("refused");
  });

  it("refuse a passkey whose user was deactivated", async () => {
    expect((await deactivateStaff(handle.db, owner, member.id, { clientIp: null, now })).kind).toBe("deactivated");
    expect((await signIn((c) => authenticationResponse(passkey, c, workspaceOrigin(), workspaceHost()))).kind).toBe("refused");
  });
});
