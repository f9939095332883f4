import type { Database } from "@/db/client";
import { codeSendHistory, failedCodeChecksFrom, insertChallenge, lockCodeChecksFrom, lockLatestChallenge, lockSignInKeys, recordFailedCodeCheck, saveChallengeTries } from "@/db/queries/otp-challenges";
import { queueSms } from "@/db/queries/sms-messages";
import { parseAuMobile, type AuMobile } from "@/domain/phone/au-mobile";
import { CODE_LIFETIME_MS, judgeCodeAttempt, normaliseCodeInput, type CodeRefusal } from "@/domain/accounts/code-attempt";
import { codeCheckRefusal, type CodeCheckRefusal } from "@/domain/accounts/code-check-limits";
import { codeSendRefusal, type CodeSendRefusal } from "@/domain/accounts/code-send-limits";
import { signInCodeSms } from "@/domain/accounts/sign-in-form";
import type { Site } from "@/domain/site/site";
import { tokenAtRest } from "@/server/security/token-at-rest";
import { codeMatches, generateCode, hashCode } from "./one-time-code";
import { startShopperSession } from "./shopper-sessions";

export type CodeRequestOutcome = { kind: "invalid_phone" } | { kind: "limited"; refusal: CodeSendRefusal } | { kind: "sent"; phone: AuMobile };

/**
 * Sends a sign-in code to a number (issue 14): checks the send limits, stores the code's hash and queues the text
 * in one transaction, under locks on the number and the client address. `browserToken` is the asking browser's
 * `__Host-fc_signin` cookie: only that browser may try the code (issue 30 §3). `hostname` is the site's own host
 * (`siteBaseUrl`), for the message's origin-bound line.
 */
export async function requestSignInCode(
  db: Database,
  site: Site,
  input: { phone: string; clientIp?: string; browserToken: string; hostname: string; now: Date },
  onQueued?: () => void,
): Promise<CodeRequestOutcome> {
  const phone = parseAuMobile(input.phone);
  if (!phone) return { kind: "invalid_phone" };
  const { now, clientIp } = input;
  const outcome = await db.transaction(async (tx): Promise<CodeRequestOutcome> => {
    await lockSignInKeys(tx, site, phone.e164, clientIp);
    const refusal = codeSendRefusal(await codeSendHistory(tx, site, phone.e164, clientIp, now), now);
    if (refusal) return { kind: "limited", refusal };
    const code = generateCode();
    const expiresAt = new Date(now.getTime() + CODE_LIFETIME_MS);
    await insertChallenge(tx, site, { phone: phone.e164, ...hashCode(code), clientIp, browserHash: tokenAtRest(input.browserToken), createdAt: now, expiresAt });
    await queueSms(tx, site, { recipient: phone.e164, body: signInCodeSms({ siteName: site.name, code, hostname: input.hostname }), kind: "sign_in_code", expiresAt });
    return { kind: "sent", phone };
  });
  if (outcome.kind === "sent") onQueued?.();
  return outcome;
}

export type CodeCheckOutcome =
  | { kind: "invalid_phone" }
  | { kind: "invalid_code" }
  | { kind: "wrong"; triesLeft: number }
  | { kind: "refused"; reason: CodeRefusal }
  | { kind: "limited"; refusal: CodeCheckRefusal }
  | { kind: "signed_in"; sessionToken: string; userId: number; phone: AuMobile };

/**
 * Checks a code against the latest one this browser asked for for the number, under the challenge's row lock, so
 * each guess is counted and a code is accepted once however many requests race. Another browser's guesses never
 * reach it (they fail as "none"), so a stranger cannot use up a shopper's tries. Every failed check is recorded
 * against the client address, and an address past its limit (`codeCheckRefusal`) has nothing checked, under a lock
 * per address so racing requests cannot slip under it. The right code signs the shopper in with a new session; the
 * browser's previous session, if any, ends (rotation at sign-in). The caller answers every failure alike.
 */
export async function checkSignInCode(
  db: Database,
  site: Site,
  input: { phone: string; code: string; now: Date; clientIp?: string; browserToken?: string; previousSessionToken?: string },
): Promise<CodeCheckOutcome> {
  const phone = parseAuMobile(input.phone);
  if (!phone) return { kind: "invalid_phone" };
  const code = normaliseCodeInput(input.code);
  if (!code) return { kind: "invalid_code" };
  const { now, clientIp, browserToken } = input;
  return db.transaction(async (tx): Promise<CodeCheckOutcome> => {
    if (clientIp) {
      await lockCodeChecksFrom(tx, site, clientIp);
      const limited = codeCheckRefusal(await failedCodeChecksFrom(tx, site, clientIp, now), now);
      if (limited) return { kind: "limited", refusal: limited };
    }
    const challenge = browserToken ? await lockLatestChallenge(tx, site, phone.e164, tokenAtRest(browserToken)) : null;
    const { verdict, next } = judgeCodeAttempt(challenge, () => codeMatches(challenge!, code), now);
    if (verdict.kind !== "refused") await saveChallengeTries(tx, challenge!.id, next!);
    if (verdict.kind !== "accepted") {
      if (clientIp) await recordFailedCodeCheck(tx, site, clientIp, now);
      return verdict;
    }
    const { userId, sessionToken } = await startShopperSession(tx, site, phone.e164, now, input.previousSessionToken);
    return { kind: "signed_in", sessionToken, userId, phone };
  });
}
