import type { Database } from "@/db/client";
import { findEmailConfirmation, markEmailConfirmationUsed } from "@/db/queries/email-confirmations";
import { confirmShopperEmail } from "@/db/queries/shopper-email";
import type { Site } from "@/domain/site/site";
import { confirmationLinkState, type ConfirmationLinkState } from "@/domain/watchlist/email-confirmation";
import { tokenAtRest } from "@/server/security/token-at-rest";

/** How a confirmation link's token is kept at rest, as session tokens are. */
export const confirmationTokenHash = tokenAtRest;

/** What the link's page shows: its button (`open`) or that the address is confirmed; null for a link that does nothing. */
export type ConfirmationPage = { state: "open" | "confirmed"; address: string } | null;

export async function findConfirmationPage(db: Database, site: Site, token: string, now: Date): Promise<ConfirmationPage> {
  const found = await findEmailConfirmation(db, site, confirmationTokenHash(token));
  if (!found) return null;
  const state = confirmationLinkState(found.link, found.shopper, now);
  return state === "open" || state === "confirmed" ? { state, address: found.link.email } : null;
}

/** The page's button: confirms the address an open link names, once; resolves to the link's state after (`unknown` when this site has no such link). */
export async function confirmEmailByToken(db: Database, site: Site, token: string, now: Date): Promise<ConfirmationLinkState | "unknown"> {
  const tokenHash = confirmationTokenHash(token);
  return db.transaction(async (tx) => {
    const found = await findEmailConfirmation(tx, site, tokenHash, { lock: true });
    if (!found) return "unknown";
    const state = confirmationLinkState(found.link, found.shopper, now);
    if (state !== "open") return state;
    await markEmailConfirmationUsed(tx, site, tokenHash, now);
    await confirmShopperEmail(tx, site, found.userId, found.link.email, now);
    return "confirmed";
  });
}
