/** What the garage, the confirmation page and the confirmation e-mail say about the alert address (issue 14). */
import { CONFIRMATION_VALID_MS } from "./email-confirmation";

export const EMAIL_CONFIRMED_TEXT = "Alerts will come by e-mail as well as by text.";

export const emailLinkSentText = (address: string) => `We sent a link to ${address}; alerts go there once you confirm.`;

export const emailNoLinkText = (address: string) => `Alerts go to ${address} once you confirm it with a link we e-mail you.`;

export const resendWaitText = (wait: string) => `You can ask for another link in ${wait}.`;

const HOURS_VALID = CONFIRMATION_VALID_MS / 3_600_000;

export const CONFIRMATION_LINK_REFUSED = {
  title: "This link does not work",
  text: `A confirmation link works once, for ${HOURS_VALID} hours, and only for the last address given. This one has expired, has been used, or was replaced by a newer one.`,
  next: "Sign in to your garage to send a new link.",
};

/** The e-mail with the link: who asked, what confirming does, and that ignoring it changes nothing. */
export function emailConfirmationEmail({ siteName, address, link }: { siteName: string; address: string; link: string }): { subject: string; text: string } {
  return {
    subject: `Confirm your e-mail address for ${siteName} alerts`,
    text:
      `Someone asked ${siteName} to e-mail the alerts about cars on their watchlist to ${address}.\n\n` +
      `If that was you, open this link and press Confirm. Alerts will come to this address once you confirm it. The link works once, for ${HOURS_VALID} hours:\n` +
      `${link}\n\n` +
      `If it was not you, ignore this e-mail: nothing changes, and no alerts will come to this address.\n`,
  };
}
