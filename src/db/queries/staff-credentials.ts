import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { staffPasskeys, staffRecoveryCodes, staffTotp, staffWebauthnChallenges } from "../schema";

export async function saveTotpSecret(db: Database, staffUserId: number, secretCiphertext: string, now: Date, lastTimeStep: number | null): Promise<void> {
  await db.insert(staffTotp).values({ staffUserId, secretCiphertext, lastTimeStep, createdAt: now }).onConflictDoUpdate({ target: staffTotp.staffUserId, set: { secretCiphertext, lastTimeStep, createdAt: now } });
}

/** A user's TOTP secret (encrypted) and the last time step accepted, locked while a code is checked. */
export async function findTotpForUpdate(db: Database, staffUserId: number): Promise<{ secretCiphertext: string; lastTimeStep: number | null } | null> {
  const [row] = await db.select({ secretCiphertext: staffTotp.secretCiphertext, lastTimeStep: staffTotp.lastTimeStep }).from(staffTotp).where(eq(staffTotp.staffUserId, staffUserId)).limit(1).for("update");
  return row ?? null;
}

export async function recordTotpTimeStep(db: Database, staffUserId: number, timeStep: number): Promise<void> {
  await db.update(staffTotp).set({ lastTimeStep: timeStep }).where(eq(staffTotp.staffUserId, staffUserId));
}

/** Replaces a user's recovery codes with new ones (the old stop working). */
export async function replaceRecoveryCodes(db: Database, staffUserId: number, codes: readonly { codeHash: string; codeSalt: string }[], now: Date): Promise<void> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, staffUserId));
  if (codes.length) await db.insert(staffRecoveryCodes).values(codes.map((c) => ({ ...c, staffUserId, createdAt: now })));
}

export async function unusedRecoveryCodesForUpdate(db: Database, staffUserId: number): Promise<{ id: string; codeHash: string; codeSalt: string }[]> {
  return db
    .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash, codeSalt: staffRecoveryCodes.codeSalt })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffUserId, staffUserId), isNull(staffRecoveryCodes.usedAt)))
    .for("update");
}

export async function markRecoveryCodeUsed(db: Database, id: string, now: Date): Promise<void> {
  await db.update(staffRecoveryCodes).set({ usedAt: now }).where(eq(staffRecoveryCodes.id, id));
}

export type StoredPasskey = { id: string; staffUserId: number; publicKey: string; counter: number; transports: string[] };

export async function insertPasskey(db: Database, passkey: StoredPasskey & { now: Date }): Promise<void> {
  const { now, ...rest } = passkey;
  await db.insert(staffPasskeys).values({ ...rest, createdAt: now });
}

export async function findPasskey(db: Database, id: string): Promise<StoredPasskey | null> {
  const [row] = await db
    .select({ id: staffPasskeys.id, staffUserId: staffPasskeys.staffUserId, publicKey: staffPasskeys.publicKey, counter: staffPasskeys.counter, transports: staffPasskeys.transports })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.id, id))
    .limit(1);
  return row ?? null;
}

export async function listUserPasskeys(db: Database, staffUserId: number): Promise<{ id: string; transports: string[] }[]> {
  return db.select({ id: staffPasskeys.id, transports: staffPasskeys.transports }).from(staffPasskeys).where(eq(staffPasskeys.staffUserId, staffUserId));
}

export async function recordPasskeyUse(db: Database, id: string, counter: number, now: Date): Promise<void> {
  await db.update(staffPasskeys).set({ counter, lastUsedAt: now }).where(eq(staffPasskeys.id, id));
}

export type ChallengePurpose = "sign_in" | "register";

export async function insertWebauthnChallenge(db: Database, challenge: { challenge: string; purpose: ChallengePurpose; staffUserId?: number | null; invitationId?: string | null; expiresAt: Date }): Promise<string> {
  const [row] = await db.insert(staffWebauthnChallenges).values(challenge).returning({ id: staffWebauthnChallenges.id });
  return row!.id;
}

/** Takes a live challenge of this purpose once: a second use, or an expired one, finds nothing. */
export async function consumeWebauthnChallenge(db: Database, id: string, purpose: ChallengePurpose, now: Date): Promise<{ challenge: string; staffUserId: number | null; invitationId: string | null } | null> {
  const [row] = await db
    .update(staffWebauthnChallenges)
    .set({ usedAt: now })
    .where(and(eq(staffWebauthnChallenges.id, id), eq(staffWebauthnChallenges.purpose, purpose), isNull(staffWebauthnChallenges.usedAt), gt(staffWebauthnChallenges.expiresAt, now)))
    .returning({ challenge: staffWebauthnChallenges.challenge, staffUserId: staffWebauthnChallenges.staffUserId, invitationId: staffWebauthnChallenges.invitationId });
  return row ?? null;
}
