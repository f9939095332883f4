import type { Database } from "@/db/client";
import { deleteSession, deleteUserSessions, findLiveSession, insertSession, touchSession, upsertShopperUser } from "@/db/queries/shopper-sessions";
import { displayAuMobile } from "@/domain/phone/au-mobile";
import { COOKIE_SECRET } from "@/domain/accounts/csrf";
import { sessionExpiresAt, shouldTouchSession } from "@/domain/accounts/session-expiry";
import type { Site } from "@/domain/site/site";
import { tokenAtRest } from "@/server/security/token-at-rest";
import { newCookieSecret } from "./cookie-secret";

/** A signed-in shopper of one site. */
export type Shopper = { userId: number; /** E.164 */ phone: string; /** 0412 345 678 */ phoneDisplay: string };

/**
 * Signs a shopper in: their user (made at first sign-in) and a new session under a fresh random token. The token
 * the browser held before, if any, is ended, so a session id planted before sign-in is worthless after it.
 */
export async function startShopperSession(tx: Database, site: Site, phone: string, now: Date, previousToken?: string): Promise<{ userId: number; sessionToken: string }> {
  const userId = await upsertShopperUser(tx, site, phone);
  if (previousToken) await deleteSession(tx, site, tokenAtRest(previousToken));
  const sessionToken = newCookieSecret();
  await insertSession(tx, site, { id: tokenAtRest(sessionToken), userId, createdAt: now, expiresAt: sessionExpiresAt({ createdAt: now, lastSeenAt: now }) });
  return { userId, sessionToken };
}

/** The shopper a session cookie's token names on this site, or null; a visit pushes the idle expiry on (at most hourly). */
export async function resolveShopper(db: Database, site: Site, token: string | undefined, now: Date): Promise<Shopper | null> {
  if (!token || !COOKIE_SECRET.test(token)) return null;
  const id = tokenAtRest(token);
  const session = await findLiveSession(db, site, id, now);
  if (!session) return null;
  if (shouldTouchSession(session, now)) await touchSession(db, site, id, now, sessionExpiresAt({ createdAt: session.createdAt, lastSeenAt: now }));
  return { userId: session.userId, phone: session.phone, phoneDisplay: displayAuMobile(session.phone) };
}

/** Signs this browser out. */
export async function endShopperSession(db: Database, site: Site, token: string | undefined): Promise<void> {
  if (token && COOKIE_SECRET.test(token)) await deleteSession(db, site, tokenAtRest(token));
}

/** "Sign out on every device": ends every session of the shopper this token names; resolves to how many ended. */
export async function endEveryShopperSession(db: Database, site: Site, token: string | undefined, now: Date): Promise<number> {
  const shopper = await resolveShopper(db, site, token, now);
  return shopper ? deleteUserSessions(db, site, shopper.userId) : 0;
}
