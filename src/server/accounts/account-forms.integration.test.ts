import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { otpChallenges } from "@/db/schema";
import { SIGN_IN_MESSAGES } from "@/domain/accounts/sign-in-form";
import type { Site } from "@/domain/site/site";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { CSRF_COOKIE, SESSION_COOKIE, SIGN_IN_COOKIE } from "./account-cookies";
import { handleSignInForm, handleSignOutForm, type AccountRequest } from "./account-forms";
import { ALPHA_HOST, alphaRequest, createAccountSites, latestCodeSentTo, TEST_CSRF_TOKEN } from "../../../tests/fixtures/account-fixture";
import { sessionStatus } from "./session-status";
import { resolveShopper } from "./shopper-sessions";

let handle: DatabaseHandle;
let alpha: Site;
let numberSeq = 300;
const now = new Date("2026-03-02T01:00:00Z");

const freshNumber = () => {
  numberSeq += 1;
  return { typed: `0491 570 ${numberSeq}`, e164: `+61491570${numberSeq}` };
};
const post = (fields: Record<string, string>, request: AccountRequest = alphaRequest(now)) =>
  handleSignInForm(handle.db, alpha, { csrf_token: TEST_CSRF_TOKEN, ...fields }, request);

/** Signs a number in through the form; resolves to the session cookie's token and where the form sent the shopper. */
async function signInThroughForm(phone: { typed: string; e164: string }, redirect: string, request = alphaRequest(now)) {
  const sent = await post({ intent: "send", phone: phone.typed }, request);
  const code = await latestCodeSentTo(handle.db, alpha, phone.e164);
  const signInBrowser = sent.cookies.find((c) => c.name === SIGN_IN_COOKIE)?.value;
  const answer = await post({ intent: "verify", phone: phone.typed, code, redirect }, { ...request, signInBrowser });
  return { token: answer.cookies.find((c) => c.name === SESSION_COOKIE)?.value, answer };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  ({ alpha } = await createAccountSites(handle.db));
});
afterAll(() => destroyTestDatabase(handle));

describe("the sign-in form", () => {
  it("goes phone → code → signed in, setting an HttpOnly, Secure, SameSite=Lax session cookie and a new CSRF token", async () => {
    const phone = freshNumber();
    const sent = await post({ intent: "send", phone: phone.typed });
    expect(sent.state).toEqual({ step: "code", phone: phone.typed, notice: SIGN_IN_MESSAGES.codeSent(phone.typed) });
    expect(sent.cookies).toEqual([{ name: SIGN_IN_COOKIE, value: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), options: { httpOnly: true, secure: true, sameSite: "lax", path: "/", maxAge: 600 } }]);
    const { token, answer } = await signInThroughForm(phone, "/cars/x", alphaRequest(new Date(now.getTime() + 60_000)));
    expect(answer.redirectTo).toBe("/cars/x");
    const session = answer.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(session.options).toMatchObject({ httpOnly: true, secure: true, sameSite: "lax", path: "/" });
    const csrf = answer.cookies.find((c) => c.name === CSRF_COOKIE)!;
    expect(csrf.value).not.toBe(TEST_CSRF_TOKEN);
    expect(answer.cookies.find((c) => c.name === SIGN_IN_COOKIE)).toMatchObject({ value: "", options: { maxAge: 0 } });
    expect(await resolveShopper(handle.db, alpha, token, now)).toMatchObject({ phone: phone.e164 });
  });

  it("shows the field's message for a bad number and a badly typed code", async () => {
    expect((await post({ intent: "send", phone: "(07) 3000 0000" })).state.error).toEqual({ field: "phone", message: SIGN_IN_MESSAGES.phone });
    const phone = freshNumber();
    await post({ intent: "send", phone: phone.typed });
    expect((await post({ intent: "verify", phone: phone.typed, code: "12" })).state.error).toEqual({ field: "code", message: SIGN_IN_MESSAGES.code });
  });

  it("says when to try again when a resend is refused", async () => {
    const phone = freshNumber();
    await post({ intent: "send", phone: phone.typed });
    const resend = await post({ intent: "resend", phone: phone.typed }, alphaRequest(new Date(now.getTime() + 15_000)));
    expect(resend.state).toMatchObject({ step: "code", error: { field: "form", message: "Please wait 45 seconds before asking for another code." } });
  });
});

describe("CSRF (issue 14: 'Every state-changing POST is protected against CSRF')", () => {
  it.each<[string, Partial<AccountRequest>, Record<string, string>]>([
    ["from another site", { origin: "https://evil.example" }, {}],
    ["from another dealer's site on this server", { origin: "http://bravo.localhost:3000" }, {}],
    ["with neither Origin nor Referer", { origin: null, referer: null }, {}],
    ["without the token", {}, { csrf_token: "" }],
    ["with a token that is not the cookie's", {}, { csrf_token: "d".repeat(43) }],
    ["without the CSRF cookie", { csrfCookie: undefined }, {}],
  ])("refuses a code request %s, sending nothing", async (_label, change, fields) => {
    const phone = freshNumber();
    const answer = await post({ intent: "send", phone: phone.typed, ...fields }, alphaRequest(now, change));
    expect(answer.state.error).toEqual({ field: "form", message: SIGN_IN_MESSAGES.expiredPage });
    expect(await handle.db.$count(otpChallenges, eq(otpChallenges.phone, phone.e164))).toBe(0);
  });

  it("refuses a forged code check without counting a try or signing anyone in", async () => {
    const phone = freshNumber();
    await post({ intent: "send", phone: phone.typed });
    const code = await latestCodeSentTo(handle.db, alpha, phone.e164);
    const forged = await post({ intent: "verify", phone: phone.typed, code }, alphaRequest(now, { origin: "https://evil.example" }));
    expect(forged.cookies).toEqual([]);
    expect(forged.redirectTo).toBeUndefined();
    const [row] = await handle.db.select({ tries: otpChallenges.tries }).from(otpChallenges).where(eq(otpChallenges.phone, phone.e164));
    expect(row?.tries).toBe(0);
  });

  it("gives a same-site post whose cookie was lost a fresh token to try again with", async () => {
    const answer = await post({ intent: "send", phone: freshNumber().typed }, alphaRequest(now, { csrfCookie: undefined }));
    const renewed = answer.cookies.find((c) => c.name === CSRF_COOKIE);
    expect(renewed?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.state.csrfToken).toBe(renewed?.value);
  });

  it("refuses a forged sign-out, leaving the shopper signed in", async () => {
    const { token } = await signInThroughForm(freshNumber(), "/");
    const forged = await handleSignOutForm(handle.db, alpha, { csrf_token: TEST_CSRF_TOKEN, scope: "everywhere" }, alphaRequest(now, { sessionToken: token, origin: "https://evil.example" }));
    expect(forged.state.error).toBe(SIGN_IN_MESSAGES.expiredPage);
    expect(await resolveShopper(handle.db, alpha, token, now)).not.toBeNull();
  });

  it("accepts a same-site Referer when the browser sent no Origin", async () => {
    const answer = await post({ intent: "send", phone: freshNumber().typed }, alphaRequest(now, { origin: null, referer: `http://${ALPHA_HOST}/sign-in` }));
    expect(answer.state.step).toBe("code");
  });
});

describe("open redirects (issue 14: 'The redirect is checked to be a same-site path')", () => {
  it.each([
    ["https://evil.example/", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["/\t/evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/my-garage?tab=watchlist", "/my-garage?tab=watchlist"],
  ])("sends the shopper to a redirect of %j at %j", async (redirect, target) => {
    const { answer } = await signInThroughForm(freshNumber(), redirect);
    expect(answer.redirectTo).toBe(target);
  });
});

describe("sign-out", () => {
  it("clears the session cookie, renews the CSRF token and ends this session or every one", async () => {
    const phone = freshNumber();
    const { token: first } = await signInThroughForm(phone, "/");
    const { token: second } = await signInThroughForm(phone, "/", alphaRequest(new Date(now.getTime() + 60_000)));
    const here = await handleSignOutForm(handle.db, alpha, { csrf_token: TEST_CSRF_TOKEN }, alphaRequest(now, { sessionToken: first }));
    expect(here.redirectTo).toBe("/sign-in?signed_out=here");
    expect(here.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ value: "", options: { maxAge: 0 } });
    expect(here.cookies.find((c) => c.name === CSRF_COOKIE)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await resolveShopper(handle.db, alpha, first, now)).toBeNull();
    expect(await resolveShopper(handle.db, alpha, second, now)).not.toBeNull();
    const { token: third } = await signInThroughForm(phone, "/", alphaRequest(new Date(now.getTime() + 120_000)));
    const everywhere = await handleSignOutForm(handle.db, alpha, { csrf_token: TEST_CSRF_TOKEN, scope: "everywhere" }, alphaRequest(now, { sessionToken: third }));
    expect(everywhere.redirectTo).toBe("/sign-in?signed_out=everywhere");
    expect(await resolveShopper(handle.db, alpha, second, now)).toBeNull();
    expect(await resolveShopper(handle.db, alpha, third, now)).toBeNull();
  });
});

describe("GET /api/session (sessionStatus)", () => {
  it("answers signed out, setting no cookie, for a new browser", async () => {
    expect(await sessionStatus(handle.db, alpha, {}, now)).toEqual({ body: { signed_in: false, phone: null, csrf_token: null }, cookies: [] });
  });

  it("gives a signed-in browser that lost its CSRF cookie a new one", async () => {
    const { token } = await signInThroughForm(freshNumber(), "/");
    const status = await sessionStatus(handle.db, alpha, { session: token }, now);
    expect(status.body).toMatchObject({ signed_in: true, csrf_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(status.cookies).toEqual([expect.objectContaining({ name: CSRF_COOKIE, value: status.body.csrf_token })]);
  });

  it("answers the signed-in shopper's number and keeps the browser's CSRF token", async () => {
    const phone = freshNumber();
    const { token } = await signInThroughForm(phone, "/");
    const status = await sessionStatus(handle.db, alpha, { session: token, csrf: TEST_CSRF_TOKEN }, now);
    expect(status).toEqual({ body: { signed_in: true, phone: phone.typed, csrf_token: TEST_CSRF_TOKEN }, cookies: [] });
  });

  it("clears a session cookie that names no live session", async () => {
    const status = await sessionStatus(handle.db, alpha, { session: "e".repeat(43), csrf: TEST_CSRF_TOKEN }, now);
    expect(status.body.signed_in).toBe(false);
    expect(status.cookies).toEqual([expect.objectContaining({ name: SESSION_COOKIE, value: "", options: expect.objectContaining({ maxAge: 0 }) })]);
  });
});
