import { eq, lt, lte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { otpChallenges, shopperSessions, smsMessages, users } from "@/db/schema";
import { CODE_LIFETIME_MS, MAX_CODE_TRIES } from "@/domain/accounts/code-attempt";
import { ADDRESS_WINDOW_LIMIT, NUMBER_COOLDOWN_MS, NUMBER_WINDOW_LIMIT } from "@/domain/accounts/code-send-limits";
import { SESSION_IDLE_MS } from "@/domain/accounts/session-expiry";
import type { Site } from "@/domain/site/site";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { runAccountHousekeeping } from "./account-housekeeping";
import { createAccountSites, latestCodeSentTo } from "../../../tests/fixtures/account-fixture";
import { tokenAtRest } from "@/server/security/token-at-rest";
import { endEveryShopperSession, endShopperSession, resolveShopper } from "./shopper-sessions";
import { checkSignInCode, requestSignInCode } from "./sign-in-service";

let handle: DatabaseHandle;
let alpha: Site;
let bravo: Site;
let numberSeq = 100;
const start = new Date("2026-03-02T01:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);

/** A fresh number of ACMA's fictional range (0491 570 100…) per test, so tests do not share limits. */
const freshNumber = () => {
  numberSeq += 1;
  return { typed: `0491 570 ${numberSeq}`, e164: `+61491570${numberSeq}` };
};
/** The shopper's browser (its `__Host-fc_signin` cookie), unless a test names another. */
const BROWSER = "b".repeat(43);
const send = (site: Site, phone: string, now: Date, clientIp = `198.51.100.${numberSeq % 250}`, browserToken = BROWSER) =>
  requestSignInCode(handle.db, site, { phone, clientIp, browserToken, hostname: `${site.slug}.localhost`, now });
const check = (site: Site, phone: string, code: string, now: Date, previousSessionToken?: string, from: { clientIp?: string; browserToken?: string } = {}) =>
  checkSignInCode(handle.db, site, { phone, code, now, previousSessionToken, browserToken: BROWSER, ...from });
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

beforeAll(async () => {
  handle = await createTestDatabase();
  ({ alpha, bravo } = await createAccountSites(handle.db));
});
afterAll(() => destroyTestDatabase(handle));

describe("sign-in codes (issue 14)", () => {
  it("texts a code to any Australian mobile and signs the shopper in with it, making their account", async () => {
    const phone = freshNumber();
    expect(await send(alpha, phone.typed, start)).toEqual({ kind: "sent", phone: { e164: phone.e164, display: phone.typed } });
    const code = await latestCodeSentTo(handle.db, alpha, phone.e164);
    const outcome = await check(alpha, "+61 " + phone.typed.slice(1), code, at(1000));
    expect(outcome).toMatchObject({ kind: "signed_in", phone: { e164: phone.e164 } });
    const [user] = await handle.db.select().from(users).where(eq(users.phone, phone.e164));
    expect(user?.siteId).toBe(alpha.id);
    if (outcome.kind !== "signed_in") throw new Error("not signed in");
    expect(await resolveShopper(handle.db, alpha, outcome.sessionToken, at(2000))).toEqual({ userId: user!.id, phone: phone.e164, phoneDisplay: phone.typed });
  });

  it("refuses numbers that are not Australian mobiles, sending nothing", async () => {
    const before = await handle.db.$count(smsMessages);
    for (const phone of ["(02) 9999 9999", "+1 415 555 2671", "0491 570", "hello"]) expect(await send(alpha, phone, start)).toEqual({ kind: "invalid_phone" });
    expect(await handle.db.$count(smsMessages)).toBe(before);
  });

  it("answers the same for a number with an account and one without", async () => {
    const known = freshNumber();
    await send(alpha, known.typed, start);
    await check(alpha, known.typed, await latestCodeSentTo(handle.db, alpha, known.e164), at(1));
    const unknown = freshNumber();
    const later = at(NUMBER_COOLDOWN_MS);
    const answers = [await send(alpha, known.typed, later), await send(alpha, unknown.typed, later)].map((a) => (a.kind === "sent" ? { kind: a.kind } : a));
    expect(answers[0]).toEqual(answers[1]);
    const wrongGuess = async (phone: { typed: string; e164: string }) => check(alpha, phone.typed, otherCode(await latestCodeSentTo(handle.db, alpha, phone.e164)), at(NUMBER_COOLDOWN_MS + 1));
    expect([await wrongGuess(known), await wrongGuess(unknown)]).toEqual([{ kind: "wrong", triesLeft: 4 }, { kind: "wrong", triesLeft: 4 }]);
  });

  it("expires a code after 10 minutes", async () => {
    const phone = freshNumber();
    await send(alpha, phone.typed, start);
    const code = await latestCodeSentTo(handle.db, alpha, phone.e164);
    expect(await check(alpha, phone.typed, code, at(CODE_LIFETIME_MS))).toEqual({ kind: "refused", reason: "expired" });
    expect((await check(alpha, phone.typed, code, at(CODE_LIFETIME_MS - 1))).kind).toBe("signed_in");
  });

  it("accepts a code once", async () => {
    const phone = freshNumber();
    await send(alpha, phone.typed, start);
    const code = await latestCodeSentTo(handle.db, alpha, phone.e164);
    expect((await check(alpha, phone.typed, code, at(1))).kind).toBe("signed_in");
    expect(await check(alpha, phone.typed, code, at(2))).toEqual({ kind: "refused", reason: "used" });
  });

  it("accepts a code once when the right code races itself", async () => {
    const phone = freshNumber();
    await send(alpha, phone.typed, start);
    const code = await latestCodeSentTo(handle.db, alpha, phone.e164);
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => check(alpha, phone.typed, code, at(1))));
    expect(outcomes.filter((o) => o.kind === "signed_in")).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === "refused")).toHaveLength(5);
  });

  it("kills a code after 5 wrong tries, the right code included after that", async () => {
    const phone = freshNumber();
    await send(alpha, phone.typed, start);
    const code = await latestCodeSentTo(handle.db, alpha, phone.e164);
    const answers = [];
    for (let i = 0; i < MAX_CODE_TRIES; i += 1) answers.push(await check(alpha, phone.typed, otherCode(code), at(i + 1)));
    expect(answers).toEqual([4, 3, 2, 1, 0].map((triesLeft) => ({ kind: "wrong", triesLeft })));
    expect(await check(alpha, phone.typed, code, at(10))).toEqual({ kind: "refused", reason: "locked" });
  });

  it("counts wrong tries racing each other: never more than 5 are checked", async () => {
    const phone = freshNumber();
    await send(alpha, phone.typed, start);
    const code = await latestCodeSentTo(handle.db, alpha, phone.e164);
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => check(alpha, phone.typed, otherCode(code), at(1))));
    expect(outcomes.filter((o) => o.kind === "wrong")).toHaveLength(MAX_CODE_TRIES);
    expect(await check(alpha, phone.typed, code, at(2))).toEqual({ kind: "refused", reason: "locked" });
  });

  it("checks only the latest code sent to a number", async () => {
    const phone = freshNumber();
    await send(alpha, phone.typed, start);
    const first = await latestCodeSentTo(handle.db, alpha, phone.e164);
    await send(alpha, phone.typed, at(NUMBER_COOLDOWN_MS));
    const second = await latestCodeSentTo(handle.db, alpha, phone.e164);
    if (first !== second) expect((await check(alpha, phone.typed, first, at(NUMBER_COOLDOWN_MS + 1))).kind).toBe("wrong");
    expect((await check(alpha, phone.typed, second, at(NUMBER_COOLDOWN_MS + 2))).kind).toBe("signed_in");
  });

  it("refuses a code on another site, and asks for a code first where none was sent", async () => {
    const phone = freshNumber();
    await send(alpha, phone.typed, start);
    const code = await latestCodeSentTo(handle.db, alpha, phone.e164);
    expect(await check(bravo, phone.typed, code, at(1))).toEqual({ kind: "refused", reason: "none" });
    expect((await check(alpha, phone.typed, code, at(2))).kind).toBe("signed_in");
  });

  it("refuses badly formed codes without counting a try", async () => {
    const phone = freshNumber();
    await send(alpha, phone.typed, start);
    for (const code of ["12345", "abcdef", "1234567", ""]) expect(await check(alpha, phone.typed, code, at(1))).toEqual({ kind: "invalid_code" });
    const [row] = await handle.db.select({ tries: otpChallenges.tries }).from(otpChallenges).where(eq(otpChallenges.phone, phone.e164));
    expect(row?.tries).toBe(0);
  });
});

describe("send limits (issue 14: 'Resends are limited per number and per client address, with a clear message saying when to try again')", () => {
  it("makes a number wait a minute between codes", async () => {
    const phone = freshNumber();
    await send(alpha, phone.typed, start);
    expect(await send(alpha, phone.typed, at(20_000))).toEqual({ kind: "limited", refusal: { reason: "number_cooldown", retryAt: at(NUMBER_COOLDOWN_MS) } });
    expect((await send(alpha, phone.typed, at(NUMBER_COOLDOWN_MS))).kind).toBe("sent");
  });

  it("sends a number at most 5 codes a day, from any address", async () => {
    const phone = freshNumber();
    for (let i = 0; i < NUMBER_WINDOW_LIMIT; i += 1) expect((await send(alpha, phone.typed, at(i * 3_600_000), `192.0.2.${i}`)).kind).toBe("sent");
    expect(await send(alpha, phone.typed, at(6 * 3_600_000), "192.0.2.99")).toEqual({ kind: "limited", refusal: { reason: "number_limit", retryAt: at(24 * 3_600_000) } });
    // The limit is per site: the same number may still get a code from another dealer's site.
    expect((await send(bravo, phone.typed, at(6 * 3_600_000), "192.0.2.99")).kind).toBe("sent");
  });

  it("lets one address ask for 10 codes an hour, whatever the numbers", async () => {
    const address = "203.0.113.200";
    for (let i = 0; i < ADDRESS_WINDOW_LIMIT; i += 1) expect((await send(alpha, freshNumber().typed, at(i * 60_000), address)).kind).toBe("sent");
    expect(await send(alpha, freshNumber().typed, at(30 * 60_000), address)).toEqual({ kind: "limited", refusal: { reason: "address_limit", retryAt: at(3_600_000) } });
    expect((await send(alpha, freshNumber().typed, at(30 * 60_000), "203.0.113.201")).kind).toBe("sent");
  });

  it("holds the limits when requests race", async () => {
    const phone = freshNumber();
    const outcomes = await Promise.all(Array.from({ length: 8 }, (_, i) => send(alpha, phone.typed, start, `192.0.2.${100 + i}`)));
    expect(outcomes.filter((o) => o.kind === "sent")).toHaveLength(1);
  });
});

describe("secrets at rest (issue 14: 'stored only as a hash')", () => {
  it("keeps no code in the challenge and no session token in the sessions table", async () => {
    const phone = freshNumber();
    await send(alpha, phone.typed, start);
    const code = await latestCodeSentTo(handle.db, alpha, phone.e164);
    const [challenge] = await handle.db.execute<Record<string, unknown>>(sql`select row_to_json(c)::text as row from otp_challenges c where phone = ${phone.e164}`).then(rowsOf<{ row: string }>);
    expect(String(challenge?.row)).not.toContain(code);
    const outcome = await check(alpha, phone.typed, code, at(1));
    if (outcome.kind !== "signed_in") throw new Error("not signed in");
    const sessions = await handle.db.execute<Record<string, unknown>>(sql`select row_to_json(s)::text as row from shopper_sessions s`).then(rowsOf<{ row: string }>);
    expect(sessions.some((s) => String(s.row).includes(outcome.sessionToken))).toBe(false);
    const [stored] = await handle.db.select({ id: shopperSessions.id }).from(shopperSessions).where(eq(shopperSessions.id, tokenAtRest(outcome.sessionToken)));
    expect(stored).toBeDefined();
  });
});

describe("sessions (issue 14: 'rotated at sign-in, expires when idle, … sign-out on every device')", () => {
  async function signIn(site: Site, phone: { typed: string; e164: string }, now: Date, previousSessionToken?: string): Promise<string> {
    await send(site, phone.typed, now);
    const outcome = await check(site, phone.typed, await latestCodeSentTo(handle.db, site, phone.e164), now, previousSessionToken);
    if (outcome.kind !== "signed_in") throw new Error(`not signed in: ${outcome.kind}`);
    return outcome.sessionToken;
  }

  it("gives a new session token at each sign-in and ends the one the browser held", async () => {
    const phone = freshNumber();
    const first = await signIn(alpha, phone, start);
    const second = await signIn(alpha, phone, at(NUMBER_COOLDOWN_MS), first);
    expect(second).not.toBe(first);
    expect(await resolveShopper(handle.db, alpha, first, at(NUMBER_COOLDOWN_MS + 1))).toBeNull();
    expect(await resolveShopper(handle.db, alpha, second, at(NUMBER_COOLDOWN_MS + 1))).not.toBeNull();
  });

  it("ends a session left idle for 14 days, and keeps one that is used", async () => {
    const idle = await signIn(alpha, freshNumber(), start);
    const used = await signIn(alpha, freshNumber(), start);
    expect(await resolveShopper(handle.db, alpha, used, at(SESSION_IDLE_MS - 3_600_000))).not.toBeNull();
    expect(await resolveShopper(handle.db, alpha, idle, at(SESSION_IDLE_MS))).toBeNull();
    expect(await resolveShopper(handle.db, alpha, used, at(SESSION_IDLE_MS))).not.toBeNull();
  });

  it("does not sign a shopper in on another site, or with a token that is not one", async () => {
    const token = await signIn(alpha, freshNumber(), start);
    expect(await resolveShopper(handle.db, bravo, token, at(1))).toBeNull();
    expect(await resolveShopper(handle.db, alpha, tokenAtRest(token), at(1))).toBeNull();
    expect(await resolveShopper(handle.db, alpha, "nonsense", at(1))).toBeNull();
  });

  it("signs out this browser only, or every browser of the shopper", async () => {
    const phone = freshNumber();
    const laptop = await signIn(alpha, phone, start);
    const phoneBrowser = await signIn(alpha, phone, at(NUMBER_COOLDOWN_MS));
    const tablet = await signIn(alpha, phone, at(2 * NUMBER_COOLDOWN_MS));
    const someoneElse = await signIn(alpha, freshNumber(), start);
    const now = at(3 * NUMBER_COOLDOWN_MS);
    await endShopperSession(handle.db, alpha, laptop);
    expect(await resolveShopper(handle.db, alpha, laptop, now)).toBeNull();
    expect(await resolveShopper(handle.db, alpha, phoneBrowser, now)).not.toBeNull();
    expect(await endEveryShopperSession(handle.db, alpha, phoneBrowser, now)).toBe(2);
    expect(await resolveShopper(handle.db, alpha, tablet, now)).toBeNull();
    expect(await resolveShopper(handle.db, alpha, someoneElse, now)).not.toBeNull();
  });
});

describe("housekeeping", () => {
  it("deletes expired sessions and codes older than a day, and nothing the limits or live sessions need", async () => {
    const phone = freshNumber();
    const later = at(10 * 24 * 3_600_000);
    await send(alpha, phone.typed, later);
    const live = await check(alpha, phone.typed, await latestCodeSentTo(handle.db, alpha, phone.e164), later);
    if (live.kind !== "signed_in") throw new Error("not signed in");
    await runAccountHousekeeping(handle.db, at(10 * 24 * 3_600_000 + 60_000));
    expect(await handle.db.$count(otpChallenges, lt(otpChallenges.createdAt, at(9 * 24 * 3_600_000)))).toBe(0);
    expect(await handle.db.$count(otpChallenges, eq(otpChallenges.phone, phone.e164))).toBe(1);
    expect(await handle.db.$count(shopperSessions, lte(shopperSessions.expiresAt, at(10 * 24 * 3_600_000 + 60_000)))).toBe(0);
    expect(await resolveShopper(handle.db, alpha, live.sessionToken, at(10 * 24 * 3_600_000 + 120_000))).not.toBeNull();
  });
});

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
