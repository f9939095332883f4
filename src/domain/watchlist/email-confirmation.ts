/**
 * Confirming the address watchlist alerts go to (issue 14, decision 021): a link with a random token is e-mailed to
 * it, and alerts go there only after someone who reads that mailbox opened the link and pressed its button.
 */
import { formatWait } from "../accounts/code-send-limits";
import { ALERT_STOP_TOKEN } from "./watch-alerts";

/** The link's unguessable part: 24 random bytes, base64url (32 characters), kept at rest only as its SHA-256. */
export const EMAIL_CONFIRMATION_TOKEN = ALERT_STOP_TOKEN;

export const CONFIRMATION_VALID_MS = 24 * 3_600_000;

/** At most one confirmation e-mail per shopper in this time: each goes to an address no one has shown to be theirs. */
export const CONFIRMATION_RESEND_MS = 10 * 60_000;

/** The page the e-mailed link opens: opening it changes nothing (mail scanners fetch links); its button posts to `emailConfirmPostPath`. */
export const emailConfirmationPath = (token: string) => `/my-garage/confirm-email/${token}`;

export const emailConfirmPostPath = (token: string) => `${emailConfirmationPath(token)}/confirm`;

export const confirmationExpiresAt = (now: Date) => new Date(now.getTime() + CONFIRMATION_VALID_MS);

/** When another confirmation e-mail may go after one sent at `lastSentAt`; null when one may go now. */
export function confirmationResendAt(lastSentAt: Date | null, now: Date): Date | null {
  const next = lastSentAt ? lastSentAt.getTime() + CONFIRMATION_RESEND_MS : 0;
  return next > now.getTime() ? new Date(next) : null;
}

/**
 * The outbox's dedupe key for a confirmation e-mail: the shopper and when their last link was sent, i.e. "the next
 * link after that one". Two posts that both saw the same last link (a retried or raced post) queue one e-mail; a
 * send after it has a newer last link, so another key.
 */
export const confirmationDedupeKey = (userId: number, lastSentAt: Date | null) => `email-confirmation:${userId}:after:${lastSentAt?.getTime() ?? "none"}`;

/** A confirmation link as stored: the address it was sent to, its expiry and its use. */
export type ConfirmationLink = { email: string; expiresAt: Date; usedAt: Date | null };

/** The shopper's alert address now, and when it was confirmed. */
export type ShopperAddress = { email: string | null; confirmedAt: Date | null };

/**
 * What a link can do now. `open`: its button confirms the address. `confirmed`: the address it names is the shopper's
 * and confirmed (by this link or another), so its page says so. `withdrawn`: the shopper changed or removed the
 * address since. `used`, `expired`: what they say.
 */
export type ConfirmationLinkState = "open" | "confirmed" | "used" | "expired" | "withdrawn";

export function confirmationLinkState(link: ConfirmationLink, shopper: ShopperAddress, now: Date): ConfirmationLinkState {
  const current = shopper.email === link.email;
  if (current && shopper.confirmedAt) return "confirmed";
  if (link.usedAt) return "used";
  if (!current) return "withdrawn";
  return now < link.expiresAt ? "open" : "expired";
}

/**
 * The garage's view of a given address: confirmed, or waiting with a link out for it (unused, unexpired), or with
 * none (an address kept from before confirmation, a link that expired, or a change the resend limit held back);
 * and, unless confirmed, how long until another link may be asked for ("7 minutes"), or null when it may be now.
 */
export type AlertEmailStatus = { confirmation: "confirmed" | "link_sent" | "no_link"; resendIn: string | null };

export function alertEmailStatus(shopper: ShopperAddress & { email: string }, latestLink: (ConfirmationLink & { sentAt: Date }) | null, now: Date): AlertEmailStatus {
  if (shopper.confirmedAt) return { confirmation: "confirmed", resendIn: null };
  const live = latestLink !== null && latestLink.email === shopper.email && !latestLink.usedAt && now < latestLink.expiresAt;
  const resendAt = confirmationResendAt(latestLink?.sentAt ?? null, now);
  return { confirmation: live ? "link_sent" : "no_link", resendIn: resendAt ? formatWait(resendAt, now) : null };
}
