import type { Database } from "@/db/client";
import { findLatestEmailConfirmation, insertEmailConfirmation, withdrawEmailConfirmations } from "@/db/queries/email-confirmations";
import { queueEmail } from "@/db/queries/email-messages";
import { findShopperAddress, setShopperEmail } from "@/db/queries/shopper-email";
import { sameMailbox } from "@/domain/email/same-mailbox";
import type { Site } from "@/domain/site/site";
import { alertEmailFormSchema } from "@/domain/watchlist/alert-email";
import { confirmationDedupeKey, confirmationExpiresAt, confirmationResendAt, emailConfirmationPath } from "@/domain/watchlist/email-confirmation";
import { emailConfirmationEmail } from "@/domain/watchlist/email-confirmation-messages";
import { alertOrigin } from "@/domain/watchlist/watch-alerts";
import { confirmationTokenHash } from "./email-confirmation-links";
import { newLinkToken } from "./watch-alert-settings";

/** The address the shopper posted from (`siteBaseUrl`): the link goes back to it, else to the site's own address. */
export type ConfirmationDeps = { now: Date; siteOrigin: string | null; newToken?: () => string };

export type AlertEmailNotice = "email_saved" | "email_unchanged" | "email_wait" | "email_removed" | "email_invalid";

/**
 * The garage's e-mail form (issue 14). A new or changed address is kept unconfirmed, the links sent to the old one
 * stop working, and a link to confirm it is e-mailed to it; the same address not yet confirmed asks for the link
 * again; the same confirmed address changes nothing; an empty field removes it. "The same" ignores letter case, and
 * the address keeps the spelling it was first given, which its links were sent to. Resolves to the notice the garage shows.
 */
export async function setAlertEmail(db: Database, site: Site, userId: number, fields: Record<string, string>, deps: ConfirmationDeps): Promise<AlertEmailNotice> {
  const parsed = alertEmailFormSchema.safeParse(fields);
  if (!parsed.success) return "email_invalid";
  const { email } = parsed.data;
  return db.transaction(async (tx) => {
    const current = await findShopperAddress(tx, site, userId, { lock: true });
    const kept = email !== null && current?.email && sameMailbox(email, current.email) ? current.email : null;
    if (kept && current?.confirmedAt) return "email_unchanged";
    if (!kept && email !== (current?.email ?? null)) {
      await setShopperEmail(tx, site, userId, email);
      await withdrawEmailConfirmations(tx, site, userId, deps.now);
    }
    if (email === null) return "email_removed";
    return (await sendConfirmationLink(tx, site, userId, kept ?? email, deps)) ? "email_saved" : "email_wait";
  });
}

/** The garage's "Send the link again", for an address not yet confirmed; null when there is none. */
export async function resendConfirmationLink(db: Database, site: Site, userId: number, deps: ConfirmationDeps): Promise<"email_sent" | "email_wait" | null> {
  return db.transaction(async (tx) => {
    const current = await findShopperAddress(tx, site, userId, { lock: true });
    if (!current?.email || current.confirmedAt) return null;
    return (await sendConfirmationLink(tx, site, userId, current.email, deps)) ? "email_sent" : "email_wait";
  });
}

/**
 * Queues the e-mail with a new link to confirm `email`, in the caller's transaction with the shopper's row locked,
 * unless the resend limit holds it (or the outbox already has the one that follows the same last link: a post
 * retried or raced past the lock); resolves to whether it was queued.
 */
async function sendConfirmationLink(tx: Database, site: Site, userId: number, email: string, deps: ConfirmationDeps): Promise<boolean> {
  const latest = await findLatestEmailConfirmation(tx, site, userId);
  const origin = alertOrigin(deps.siteOrigin, { url: site.config.url, domains: site.domains });
  if (confirmationResendAt(latest?.sentAt ?? null, deps.now) || !origin) return false;
  const token = (deps.newToken ?? newLinkToken)();
  const { subject, text } = emailConfirmationEmail({ siteName: site.name, address: email, link: `${origin}${emailConfirmationPath(token)}` });
  const queued = await queueEmail(tx, site, { recipient: email, subject, body: text, kind: "email_confirmation", dedupeKey: confirmationDedupeKey(userId, latest?.sentAt ?? null) });
  if (!queued) return false;
  await insertEmailConfirmation(tx, site, { tokenHash: confirmationTokenHash(token), userId, email, createdAt: deps.now, expiresAt: confirmationExpiresAt(deps.now) });
  return true;
}
