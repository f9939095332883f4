import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../client";
import { otpChallenges, otpCheckFailures } from "../schema";
import type { CodeChallenge } from "@/domain/accounts/code-attempt";
import { ADDRESS_CHECK_WINDOW_MS } from "@/domain/accounts/code-check-limits";
import { ADDRESS_WINDOW_MS, NUMBER_WINDOW_MS, type CodeSendHistory } from "@/domain/accounts/code-send-limits";
import type { Site } from "@/domain/site/site";

export type StoredChallenge = CodeChallenge & { id: string; codeHash: string; codeSalt: string };

/**
 * Holds, until the transaction ends, the locks that serialise sends and guesses for one number (and one client
 * address), so two requests racing cannot both slip under a limit. Always taken number first, then address.
 */
export async function lockSignInKeys(tx: Database, site: Site, phone: string, clientIp?: string): Promise<void> {
  for (const key of [`otp:${site.id}:${phone}`, ...(clientIp ? [`otp-ip:${site.id}:${clientIp}`] : [])]) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}

/** When codes went to this number (last 24 hours) and from this address (last hour). */
export async function codeSendHistory(db: Database, site: Site, phone: string, clientIp: string | undefined, now: Date): Promise<CodeSendHistory> {
  const toNumber = await db
    .select({ at: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.siteId, site.id), eq(otpChallenges.phone, phone), gt(otpChallenges.createdAt, new Date(now.getTime() - NUMBER_WINDOW_MS))));
  const fromAddress = clientIp
    ? await db
        .select({ at: otpChallenges.createdAt })
        .from(otpChallenges)
        .where(and(eq(otpChallenges.siteId, site.id), eq(otpChallenges.clientIp, clientIp), gt(otpChallenges.createdAt, new Date(now.getTime() - ADDRESS_WINDOW_MS))))
    : [];
  return { toNumber: toNumber.map((r) => r.at), fromAddress: fromAddress.map((r) => r.at) };
}

export async function insertChallenge(db: Database, site: Site, row: { phone: string; codeHash: string; codeSalt: string; clientIp?: string; browserHash: string; createdAt: Date; expiresAt: Date }): Promise<string> {
  const [inserted] = await db.insert(otpChallenges).values({ ...row, siteId: site.id }).returning({ id: otpChallenges.id });
  return inserted!.id;
}

/** The latest challenge this browser asked for for the number, locked for this transaction: only its newest code counts. */
export async function lockLatestChallenge(tx: Database, site: Site, phone: string, browserHash: string): Promise<StoredChallenge | null> {
  const [row] = await tx
    .select({ id: otpChallenges.id, codeHash: otpChallenges.codeHash, codeSalt: otpChallenges.codeSalt, tries: otpChallenges.tries, expiresAt: otpChallenges.expiresAt, usedAt: otpChallenges.usedAt })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.siteId, site.id), eq(otpChallenges.phone, phone), eq(otpChallenges.browserHash, browserHash)))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1)
    .for("update");
  return row ?? null;
}

export async function saveChallengeTries(tx: Database, id: string, challenge: CodeChallenge): Promise<void> {
  await tx.update(otpChallenges).set({ tries: challenge.tries, usedAt: challenge.usedAt }).where(eq(otpChallenges.id, id));
}

/** Holds, until the transaction ends, the lock that serialises code checks from one client address. */
export async function lockCodeChecksFrom(tx: Database, site: Site, clientIp: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp-check:${site.id}:${clientIp}`}, 0))`);
}

/** When this address's code checks failed within the last hour. */
export async function failedCodeChecksFrom(db: Database, site: Site, clientIp: string, now: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: otpCheckFailures.createdAt })
    .from(otpCheckFailures)
    .where(and(eq(otpCheckFailures.siteId, site.id), eq(otpCheckFailures.clientIp, clientIp), gt(otpCheckFailures.createdAt, new Date(now.getTime() - ADDRESS_CHECK_WINDOW_MS))));
  return rows.map((r) => r.at);
}

export async function recordFailedCodeCheck(db: Database, site: Site, clientIp: string, now: Date): Promise<void> {
  await db.insert(otpCheckFailures).values({ siteId: site.id, clientIp, createdAt: now });
}

/** Housekeeping: failed checks recorded before `before`, on every site. */
export async function deleteFailedCodeChecksBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(otpCheckFailures).where(lt(otpCheckFailures.createdAt, before)).returning({ id: otpCheckFailures.id });
  return deleted.length;
}

/** Housekeeping: challenges created before `before`, on every site (the send limits look back one day at most). */
export async function deleteChallengesCreatedBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(otpChallenges).where(lt(otpChallenges.createdAt, before)).returning({ id: otpChallenges.id });
  return deleted.length;
}
