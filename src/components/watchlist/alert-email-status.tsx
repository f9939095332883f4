import type { AlertEmailStatus as Status } from "@/domain/watchlist/email-confirmation";
import { EMAIL_CONFIRMED_TEXT, emailLinkSentText, emailNoLinkText, resendWaitText } from "@/domain/watchlist/email-confirmation-messages";

/**
 * Whether alerts go to the address yet: confirmed, or waiting for its link, with a button that sends the link again
 * (`/my-garage/alert-email/resend`) or, within 10 minutes of the last, when it may be asked for.
 */
export function AlertEmailStatus({ address, status, csrfToken }: { address: string; status: Status; csrfToken: string }) {
  if (status.confirmation === "confirmed") return <p className="mt-3 break-words">{EMAIL_CONFIRMED_TEXT}</p>;
  const waiting = status.confirmation === "link_sent" ? emailLinkSentText(address) : emailNoLinkText(address);
  if (status.resendIn) return <p className="mt-3 break-words">{`${waiting} ${resendWaitText(status.resendIn)}`}</p>;
  return (
    <form method="post" action="/my-garage/alert-email/resend" className="mt-3 flex flex-wrap items-center gap-4">
      <p className="min-w-0 flex-1 break-words">{waiting}</p>
      <input type="hidden" name="csrf_token" value={csrfToken} />
      <button type="submit" className="btn btn-outline">
        {status.confirmation === "link_sent" ? "Send the link again" : "Send a link"}
      </button>
    </form>
  );
}
