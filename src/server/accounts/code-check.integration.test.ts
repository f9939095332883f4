import { and, eq, sum } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { otpChallenges, otpCheckFailures } from "@/db/schema";
import { CODE_LIFETIME_MS, MAX_CODE_TRIES } from "@/domain/accounts/code-attempt";
import { ADDRESS_FAILED_CHECK_LIMIT } from "@/domain/accounts/code-check-limits";
import { NUMBER_COOLDOWN_MS, NUMBER_WINDOW_LIMIT } from "@/domain/accounts/code-send-limits";
import { SIGN_IN_MESSAGES } from "@/domain/accounts/sign-in-form";
import type { Site } from "@/domain/site/site";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { SESSION_COOKIE, SIGN_IN_COOKIE } from "./account-cookies";
import { handleSignInForm, type AccountRequest } from "./account-forms";
import { runAccountHousekeeping } from "./account-housekeeping";
import { alphaRequest, createAccountSites, latestCodeSentTo, TEST_CSRF_TOKEN } from "../../../tests/fixtures/account-fixture";

/**
 * Issue 30 §3: the code step answers the same whatever the number's state; failed checks are limited per client and
 * per number; a stranger's guesses cannot use up, or lock out, the shopper's code.
 */
let handle: DatabaseHandle;
let alpha: Site;
let numberSeq = 700;
let browserSeq = 0;
const start = new Date("2026-03-02T01:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);
const freshNumber = () => {
  numberSeq += 1;
  return { typed: `0491 570 ${numberSeq}`, e164: `+61491570${numberSeq}` };
};
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** A browser on its own address, carrying its cookies from one answer to the next as a real one does. */
function browser() {
  browserSeq += 1;
  const clientIp = `192.0.2.${browserSeq}`;
  let signInBrowser: string | undefined;
  const post = async (fields: Record<string, string>, now: Date, change: Partial<AccountRequest> = {}) => {
    const answer = await handleSignInForm(handle.db, alpha, { csrf_token: TEST_CSRF_TOKEN, ...fields }, alphaRequest(now, { clientIp, signInBrowser, ...change }));
    const set = answer.cookies.find((c) => c.name === SIGN_IN_COOKIE);
    if (set) signInBrowser = set.value || undefined;
    return answer;
  };
  return {
    clientIp,
    token: () => signInBrowser,
    askForCode: (phone: { typed: string }, now: Date) => post({ intent: "send", phone: phone.typed }, now),
    tryCode: (phone: { typed: string }, code: string, now: Date, change: Partial<AccountRequest> = {}) => post({ intent: "verify", phone: phone.typed, code, redirect: "/my-garage" }, now, change),
  };
}
const signedIn = (answer: Awaited<ReturnType<ReturnType<typeof browser>["tryCode"]>>) => answer.cookies.some((c) => c.name === SESSION_COOKIE && c.value !== "");
const failedAnswer = (phone: { typed: string }) => ({ state: { step: "code", phone: phone.typed, error: { field: "code", message: SIGN_IN_MESSAGES.codeFailed } }, cookies: [] });
const triesOn = async (e164: string) => Number((await handle.db.select({ n: sum(otpChallenges.tries) }).from(otpChallenges).where(and(eq(otpChallenges.siteId, alpha.id), eq(otpChallenges.phone, e164))))[0]?.n ?? 0);

beforeAll(async () => {
  handle = await createTestDatabase();
  ({ alpha } = await createAccountSites(handle.db));
});
afterAll(() => destroyTestDatabase(handle));

describe("the code step's one answer (issue 30 §3)", () => {
  it("is the same for no code asked, a used code, an expired code, a code tried too many times, a wrong code and another browser's code", async () => {
    const answers: Record<string, unknown> = {};

    const never = freshNumber();
    answers["no code asked"] = await browser().tryCode(never, "123456", at(1));

    const used = freshNumber();
    const shopper = browser();
    await shopper.askForCode(used, at(0));
    const usedCode = await latestCodeSentTo(handle.db, alpha, used.e164);
    const bound = shopper.token();
    expect(signedIn(await shopper.tryCode(used, usedCode, at(1)))).toBe(true);
    answers["code used"] = await shopper.tryCode(used, usedCode, at(2), { signInBrowser: bound });

    const expired = freshNumber();
    const late = browser();
    await late.askForCode(expired, at(0));
    answers["expired"] = await late.tryCode(expired, await latestCodeSentTo(handle.db, alpha, expired.e164), at(CODE_LIFETIME_MS));

    const spent = freshNumber();
    const guesser = browser();
    await guesser.askForCode(spent, at(0));
    const spentCode = await latestCodeSentTo(handle.db, alpha, spent.e164);
    for (let i = 0; i < MAX_CODE_TRIES; i += 1) answers[`wrong, try ${i + 1}`] = await guesser.tryCode(spent, otherCode(spentCode), at(i + 1));
    answers["too many tries"] = await guesser.tryCode(spent, spentCode, at(10));

    const someoneElses = freshNumber();
    await browser().askForCode(someoneElses, at(0));
    answers["another browser's code"] = await browser().tryCode(someoneElses, await latestCodeSentTo(handle.db, alpha, someoneElses.e164), at(1));

    const phoneOf: Record<string, { typed: string }> = { "no code asked": never, "code used": used, expired, "too many tries": spent, "another browser's code": someoneElses };
    for (const [label, answer] of Object.entries(answers)) expect({ label, answer }).toEqual({ label, answer: failedAnswer(phoneOf[label] ?? spent) });
  });
});

describe("a stranger guessing at someone else's number (issue 30 §3)", () => {
  /** A stranger with a sign-in cookie of its own, from a code it asked for its own number. */
  const browserThatAskedForACode = async () => {
    const stranger = browser();
    await stranger.askForCode(freshNumber(), at(0));
    expect(stranger.token()).toBeDefined();
    return stranger;
  };

  it("cannot use up the shopper's code, nor stop them asking for a new one and using it", async () => {
    const phone = freshNumber();
    const shopper = browser();
    await shopper.askForCode(phone, at(0));
    const code = await latestCodeSentTo(handle.db, alpha, phone.e164);
    const stranger = await browserThatAskedForACode();
    for (let i = 0; i < 3 * MAX_CODE_TRIES; i += 1) expect(await stranger.tryCode(phone, otherCode(code), at(1000 + i))).toEqual(failedAnswer(phone));
    expect(await triesOn(phone.e164)).toBe(0);

    await shopper.askForCode(phone, at(NUMBER_COOLDOWN_MS));
    const newCode = await latestCodeSentTo(handle.db, alpha, phone.e164);
    expect(signedIn(await shopper.tryCode(phone, newCode, at(NUMBER_COOLDOWN_MS + 1)))).toBe(true);
  });

  it("leaves the shopper's pending code working after the stranger's wrong guesses", async () => {
    const phone = freshNumber();
    const shopper = browser();
    await shopper.askForCode(phone, at(0));
    const code = await latestCodeSentTo(handle.db, alpha, phone.e164);
    const stranger = await browserThatAskedForACode();
    for (let i = 0; i < MAX_CODE_TRIES; i += 1) await stranger.tryCode(phone, otherCode(code), at(1 + i));
    expect(signedIn(await shopper.tryCode(phone, code, at(100)))).toBe(true);
  });
});

describe("the limits on failed checks (issue 30 §3)", () => {
  it(`stops an address after ${ADDRESS_FAILED_CHECK_LIMIT} failed checks an hour, whatever the numbers, and no one else`, async () => {
    const guesser = browser();
    for (let i = 0; i < ADDRESS_FAILED_CHECK_LIMIT; i += 1) expect((await guesser.tryCode(freshNumber(), "000000", at(i * 1000))).state.error?.message).toBe(SIGN_IN_MESSAGES.codeFailed);
    const limited = { step: "code", error: { field: "form", message: "Too many codes have been tried from your connection. Please try again in 60 minutes." } };
    expect((await guesser.tryCode(freshNumber(), "000000", at(30_000))).state).toMatchObject(limited);

    // The limit says the same for a number with a live code of this browser's: it tells nothing about the number.
    const phone = freshNumber();
    await guesser.askForCode(phone, at(40_000));
    const code = await latestCodeSentTo(handle.db, alpha, phone.e164);
    expect((await guesser.tryCode(phone, code, at(41_000))).state).toMatchObject(limited);
    expect(await triesOn(phone.e164)).toBe(0);

    const shopper = browser();
    const theirs = freshNumber();
    await shopper.askForCode(theirs, at(40_000));
    expect(signedIn(await shopper.tryCode(theirs, await latestCodeSentTo(handle.db, alpha, theirs.e164), at(41_000)))).toBe(true);
  });

  it("holds the address limit when failed checks race", async () => {
    const guesser = browser();
    const answers = await Promise.all(Array.from({ length: ADDRESS_FAILED_CHECK_LIMIT + 10 }, () => guesser.tryCode(freshNumber(), "000000", at(2 * 3_600_000))));
    expect(answers.filter((a) => a.state.error?.message === SIGN_IN_MESSAGES.codeFailed)).toHaveLength(ADDRESS_FAILED_CHECK_LIMIT);
    expect(await handle.db.$count(otpCheckFailures, eq(otpCheckFailures.clientIp, guesser.clientIp))).toBe(ADDRESS_FAILED_CHECK_LIMIT);
  });

  it(`checks at most ${MAX_CODE_TRIES} guesses per code and ${NUMBER_WINDOW_LIMIT * MAX_CODE_TRIES} per number a day, from any mix of browsers and addresses`, async () => {
    const phone = freshNumber();
    const day = 5 * 24 * 3_600_000;
    for (let round = 0; round < NUMBER_WINDOW_LIMIT; round += 1) {
      const someone = browser();
      const now = at(day + round * NUMBER_COOLDOWN_MS);
      await someone.askForCode(phone, now);
      const code = await latestCodeSentTo(handle.db, alpha, phone.e164);
      for (let i = 0; i < MAX_CODE_TRIES + 2; i += 1) await someone.tryCode(phone, otherCode(code), new Date(now.getTime() + 1 + i));
      expect(signedIn(await someone.tryCode(phone, code, new Date(now.getTime() + 100)))).toBe(false);
    }
    const late = browser();
    expect((await late.askForCode(phone, at(day + 10 * NUMBER_COOLDOWN_MS))).state.error?.message).toMatch(/^Too many codes have been sent to this number\./);
    expect(await late.tryCode(phone, "123456", at(day + 10 * NUMBER_COOLDOWN_MS + 1))).toEqual(failedAnswer(phone));
    expect(await triesOn(phone.e164)).toBe(NUMBER_WINDOW_LIMIT * MAX_CODE_TRIES);
  });

  it("forgets failed checks an hour old at housekeeping", async () => {
    const guesser = browser();
    await guesser.tryCode(freshNumber(), "000000", at(20 * 24 * 3_600_000));
    await runAccountHousekeeping(handle.db, at(20 * 24 * 3_600_000 + 3_600_000 + 1));
    expect(await handle.db.$count(otpCheckFailures, eq(otpCheckFailures.clientIp, guesser.clientIp))).toBe(0);
  });
});
