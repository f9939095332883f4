import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/db/client";
import { listAuditEntries } from "@/db/queries/staff-audit-log";
import { staffTotp } from "@/db/schema";
import { INVITATION_LIFETIME_MS } from "@/domain/staff/one-time-token-state";
import { STAFF_SESSION_IDLE_MS } from "@/domain/staff/staff-session-expiry";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createStaffWorld, type StaffWorld } from "../../../tests/integration/staff-fixture";
import { emailsTo, latestTokenSentTo, totpCodeAt } from "../../../tests/fixtures/staff-fixture";
import { deactivateStaff } from "./deactivate-staff";
import { acceptInvitation, findOpenInvitation, inviteStaff } from "./staff-invitations";
import { resolveStaffSession, signOutStaff, signOutStaffEverywhere } from "./staff-sessions";
import { completeLinkSignIn, requestSignInLink } from "./staff-sign-in-link";
import { invitationTotpSecret } from "./totp";

const start = new Date("2026-12-01T09:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);
let handle: DatabaseHandle;
let world: StaffWorld;
let northOwner: ScopedStaffMember;
let seq = 0;
const ctx = (now = start) => ({ clientIp: `198.51.100.${(seq += 1)}`, now });

beforeAll(async () => {
  handle = await createTestDatabase();
  world = await createStaffWorld(handle.db, start);
  northOwner = { ...world.staff.north, scope: world.scope.north };
});
afterAll(() => destroyTestDatabase(handle));

/** Invites a fresh person to North One and accepts: their member, session, TOTP secret and recovery codes. */
async function enrol(role: "salesperson" | "owner" = "salesperson", now = start) {
  const email = `person${(seq += 1)}@staff.example`;
  const invited = await inviteStaff(handle.db, northOwner, { email, name: `Person ${seq}`, role, home: { dealershipId: world.dealership.n1, dealerGroupId: null } }, ctx(now));
  if (invited.kind !== "invited") throw new Error(invited.kind);
  const token = await latestTokenSentTo(handle.db, email, "staff_invitation");
  const totpSecret = invitationTotpSecret(invited.invitationId);
  const accepted = await acceptInvitation(handle.db, { token, code: await totpCodeAt(totpSecret, now), ...ctx(now) });
  if (accepted.kind !== "accepted") throw new Error(accepted.kind);
  return { email, token, totpSecret, ...accepted };
}

describe("invitations", () => {
  it("are e-mailed, accepted once, and sign the person in", async () => {
    const person = await enrol();
    expect(person.member.home).toEqual({ dealershipId: world.dealership.n1, dealerGroupId: null });
    expect(person.recoveryCodes).toHaveLength(10);
    expect(await resolveStaffSession(handle.db, person.sessionToken, at(1000))).toMatchObject({ id: person.member.id, scope: { kind: "dealership", dealershipId: world.dealership.n1 } });
    const again = await acceptInvitation(handle.db, { token: person.token, code: await totpCodeAt(person.totpSecret, at(60_000)), ...ctx(at(60_000)) });
    expect(again.kind).toBe("invitation_dead");
  });

  it("keep the TOTP secret sealed, never as typed", async () => {
    const person = await enrol();
    const [row] = await handle.db.select().from(staffTotp).where(eq(staffTotp.staffUserId, person.member.id));
    expect(row!.secretCiphertext).not.toContain(person.totpSecret);
  });

  it("expire after 7 days", async () => {
    const email = `late${(seq += 1)}@staff.example`;
    const invited = await inviteStaff(handle.db, northOwner, { email, name: "Late", role: "manager", home: { dealershipId: null, dealerGroupId: world.group.north } }, ctx());
    const token = await latestTokenSentTo(handle.db, email, "staff_invitation");
    const secret = invited.kind === "invited" ? invitationTotpSecret(invited.invitationId) : "";
    expect(await findOpenInvitation(handle.db, token, at(INVITATION_LIFETIME_MS - 1))).not.toBeNull();
    expect(await findOpenInvitation(handle.db, token, at(INVITATION_LIFETIME_MS))).toBeNull();
    const late = at(INVITATION_LIFETIME_MS);
    expect((await acceptInvitation(handle.db, { token, code: await totpCodeAt(secret, late), ...ctx(late) })).kind).toBe("invitation_dead");
  });

  it("need a right code from the new authenticator", async () => {
    const email = `wrong${(seq += 1)}@staff.example`;
    const invited = await inviteStaff(handle.db, northOwner, { email, name: "Wrong", role: "marketing", home: { dealershipId: world.dealership.n2, dealerGroupId: null } }, ctx());
    const token = await latestTokenSentTo(handle.db, email, "staff_invitation");
    const right = await totpCodeAt(invited.kind === "invited" ? invitationTotpSecret(invited.invitationId) : "", start);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    expect((await acceptInvitation(handle.db, { token, code: wrong, ...ctx() })).kind).toBe("wrong_code");
    expect(await findOpenInvitation(handle.db, token, start)).not.toBeNull();
  });

  it("go only to homes inside the owner's scope, by owners, to addresses without an account", async () => {
    const southHome = { dealershipId: world.dealership.s1, dealerGroupId: null };
    expect(await inviteStaff(handle.db, northOwner, { email: "x@staff.example", name: "X", role: "owner", home: southHome }, ctx())).toEqual({ kind: "refused", field: "home", reason: "outside_scope" });
    const n1Owner = { ...world.staff.n1, scope: world.scope.n1 };
    expect((await inviteStaff(handle.db, n1Owner, { email: "y@staff.example", name: "Y", role: "owner", home: { dealershipId: null, dealerGroupId: world.group.north } }, ctx())).kind).toBe("refused");
    const salesperson = (await enrol()).member;
    expect((await inviteStaff(handle.db, { ...salesperson, scope: world.scope.n1 }, { email: "z@staff.example", name: "Z", role: "owner", home: { dealershipId: world.dealership.n1, dealerGroupId: null } }, ctx())).kind).toBe("forbidden");
    expect(await inviteStaff(handle.db, northOwner, { email: world.staff.n2.email, name: "N2", role: "owner", home: { dealershipId: world.dealership.n2, dealerGroupId: null } }, ctx())).toEqual({ kind: "refused", field: "email", reason: "already_staff" });
    expect(await emailsTo(handle.db, "x@staff.example")).toEqual([]);
  });
});

describe("sign-in with an e-mailed link and a TOTP code", () => {
  it("answers every address alike, and e-mails only an account's", async () => {
    const person = await enrol();
    expect(await requestSignInLink(handle.db, { email: person.email, ...ctx() })).toEqual({ kind: "answered" });
    expect(await requestSignInLink(handle.db, { email: "nobody@staff.example", ...ctx() })).toEqual({ kind: "answered" });
    expect(await emailsTo(handle.db, "nobody@staff.example")).toEqual([]);
    expect((await emailsTo(handle.db, person.email)).filter((k) => k === "staff_sign_in_link")).toHaveLength(1);
  });

  it("signs in with the link and the current code, once; the same code never signs in twice", async () => {
    const person = await enrol();
    const enrolCode = await totpCodeAt(person.totpSecret, start);
    await requestSignInLink(handle.db, { email: person.email, ...ctx(start) });
    const first = await latestTokenSentTo(handle.db, person.email, "staff_sign_in_link");
    expect((await completeLinkSignIn(handle.db, { token: first, step: { kind: "totp", code: enrolCode }, ...ctx(start) })).kind).toBe("wrong_code");
    const now = at(120_000);
    await requestSignInLink(handle.db, { email: person.email, ...ctx(now) });
    const token = await latestTokenSentTo(handle.db, person.email, "staff_sign_in_link");
    const code = await totpCodeAt(person.totpSecret, now);
    const done = await completeLinkSignIn(handle.db, { token, step: { kind: "totp", code }, ...ctx(now) });
    expect(done.kind).toBe("signed_in");
    expect((await completeLinkSignIn(handle.db, { token, step: { kind: "totp", code }, ...ctx(now) })).kind).toBe("link_dead");
    await requestSignInLink(handle.db, { email: person.email, ...ctx(now) });
    const second = await latestTokenSentTo(handle.db, person.email, "staff_sign_in_link");
    expect((await completeLinkSignIn(handle.db, { token: second, step: { kind: "totp", code }, ...ctx(now) })).kind).toBe("wrong_code");
  });

  it("kills a link after 5 wrong codes, and limits an account to 10 failures an hour", async () => {
    const person = await enrol();
    const client = { clientIp: "203.0.113.77" };
    const failWith = async (n: number) => {
      await requestSignInLink(handle.db, { email: person.email, clientIp: `203.0.113.${n}`, now: start });
      const token = await latestTokenSentTo(handle.db, person.email, "staff_sign_in_link");
      const outcomes: string[] = [];
      for (let i = 0; i < 6; i += 1) outcomes.push((await completeLinkSignIn(handle.db, { token, step: { kind: "totp", code: "000000" }, clientIp: `192.0.2.${n * 10 + i}`, now: start })).kind);
      return { token, outcomes };
    };
    expect((await failWith(1)).outcomes).toEqual(["wrong_code", "wrong_code", "wrong_code", "wrong_code", "wrong_code", "link_dead"]);
    expect((await failWith(2)).outcomes).toEqual(["wrong_code", "wrong_code", "wrong_code", "wrong_code", "wrong_code", "link_dead"]);
    const { token, outcomes } = await failWith(3);
    expect(outcomes[0]).toBe("account_limited");
    const right = await totpCodeAt(person.totpSecret, start);
    expect((await completeLinkSignIn(handle.db, { token, step: { kind: "totp", code: right }, ...client, now: start })).kind).toBe("account_limited");
    const hourLater = at(3_600_000 + 1000);
    await requestSignInLink(handle.db, { email: person.email, ...client, now: hourLater });
    const fresh = await latestTokenSentTo(handle.db, person.email, "staff_sign_in_link");
    expect((await completeLinkSignIn(handle.db, { token: fresh, step: { kind: "totp", code: await totpCodeAt(person.totpSecret, hourLater) }, ...client, now: hourLater })).kind).toBe("signed_in");
  });

  it("limits a client to 30 failures an hour across accounts", async () => {
    const clientIp = "203.0.113.200";
    const outcomes: string[] = [];
    for (let p = 0; p < 4; p += 1) {
      const person = await enrol();
      for (let l = 0; l < 2; l += 1) {
        await requestSignInLink(handle.db, { email: person.email, clientIp: `198.18.0.${p * 2 + l}`, now: start });
        const token = await latestTokenSentTo(handle.db, person.email, "staff_sign_in_link");
        for (let i = 0; i < 5; i += 1) outcomes.push((await completeLinkSignIn(handle.db, { token, step: { kind: "totp", code: "000000" }, clientIp, now: start })).kind);
      }
    }
    expect(outcomes.filter((o) => o === "wrong_code")).toHaveLength(30);
    expect(outcomes.at(-1)).toBe("client_limited");
  });

  it("takes a recovery code in place of the TOTP code, once", async () => {
    const person = await enrol();
    const signIn = async (code: string) => {
      await requestSignInLink(handle.db, { email: person.email, ...ctx() });
      const token = await latestTokenSentTo(handle.db, person.email, "staff_sign_in_link");
      return (await completeLinkSignIn(handle.db, { token, step: { kind: "recovery_code", code }, ...ctx() })).kind;
    };
    expect(await signIn(person.recoveryCodes[0]!.toUpperCase())).toBe("signed_in");
    expect(await signIn(person.recoveryCodes[0]!)).toBe("wrong_code");
    expect(await signIn(person.recoveryCodes[1]!)).toBe("signed_in");
  });

  it("limits link requests per address without saying so, and per client openly", async () => {
    const person = await enrol();
    const sameClient = { clientIp: "203.0.113.150", now: start };
    for (let i = 0; i < 4; i += 1) expect(await requestSignInLink(handle.db, { email: person.email, ...sameClient })).toEqual({ kind: "answered" });
    expect((await emailsTo(handle.db, person.email)).filter((k) => k === "staff_sign_in_link")).toHaveLength(3);
    for (let i = 0; i < 6; i += 1) await requestSignInLink(handle.db, { email: `other${i}@staff.example`, ...sameClient });
    expect(await requestSignInLink(handle.db, { email: "another@staff.example", ...sameClient })).toEqual({ kind: "client_limited" });
  });
});

describe("sessions", () => {
  it("end after 12 idle hours", async () => {
    const { sessionToken } = await enrol();
    expect(await resolveStaffSession(handle.db, sessionToken, at(STAFF_SESSION_IDLE_MS - 1000))).not.toBeNull();
    expect(await resolveStaffSession(handle.db, sessionToken, at(2 * STAFF_SESSION_IDLE_MS - 2000))).not.toBeNull();
    expect(await resolveStaffSession(handle.db, sessionToken, at(3 * STAFF_SESSION_IDLE_MS))).toBeNull();
  });

  it("sign out, and sign out everywhere", async () => {
    const person = await enrol();
    await requestSignInLink(handle.db, { email: person.email, ...ctx() });
    const other = await completeLinkSignIn(handle.db, { token: await latestTokenSentTo(handle.db, person.email, "staff_sign_in_link"), step: { kind: "recovery_code", code: person.recoveryCodes[0]! }, ...ctx() });
    if (other.kind !== "signed_in") throw new Error(other.kind);
    const here = (await resolveStaffSession(handle.db, person.sessionToken, start))!;
    await signOutStaff(handle.db, here, null, start);
    expect(await resolveStaffSession(handle.db, person.sessionToken, start)).toBeNull();
    expect(await resolveStaffSession(handle.db, other.sessionToken, start)).not.toBeNull();
    expect(await signOutStaffEverywhere(handle.db, person.member, null, start)).toBe(1);
    expect(await resolveStaffSession(handle.db, other.sessionToken, start)).toBeNull();
  });

  it("end at once when an owner deactivates the user, who can then not sign in", async () => {
    const person = await enrol();
    const hook: number[] = [];
    const outcome = await deactivateStaff(handle.db, northOwner, person.member.id, ctx(), async (_tx, id) => {
      hook.push(id);
      return [];
    });
    expect(outcome).toEqual({ kind: "deactivated", sessionsEnded: 1 });
    expect(hook).toEqual([person.member.id]);
    expect(await resolveStaffSession(handle.db, person.sessionToken, start)).toBeNull();
    await requestSignInLink(handle.db, { email: person.email, ...ctx() });
    expect((await emailsTo(handle.db, person.email)).filter((k) => k === "staff_sign_in_link")).toEqual([]);
    const southOwner = { ...world.staff.south, scope: world.scope.south };
    expect((await deactivateStaff(handle.db, southOwner, world.staff.n1.id, ctx())).kind).toBe("not_found");
  });
});

describe("the audit log", () => {
  it("records sign-ins, failures, invitations, acceptances and deactivations with who, when and from where", async () => {
    const entries = await listAuditEntries(handle.db, world.scope.north, 1000);
    const actions = new Set(entries.map((e) => e.action));
    for (const action of ["invite", "accept_invitation", "sign_in", "sign_in_failed", "sign_out", "sign_out_everywhere", "deactivate"]) expect(actions, action).toContain(action);
    const deactivation = entries.find((e) => e.action === "deactivate")!;
    expect(deactivation).toMatchObject({ actorId: northOwner.id, clientIp: expect.stringMatching(/^198\.51\.100\./) });
    expect(deactivation.subjectId).toEqual(expect.any(Number));
    const south = await listAuditEntries(handle.db, world.scope.south, 1000);
    expect(south.map((e) => e.actorId).sort()).toEqual([world.staff.south.id, world.staff.s1.id].sort());
  });
});
