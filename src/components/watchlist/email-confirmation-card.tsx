import Link from "next/link";
import { EMAIL_CONFIRMED_TEXT } from "@/domain/watchlist/email-confirmation-messages";

type Props = { siteName: string; address: string; state: "open" | "confirmed"; confirmAction: string };

/**
 * The page an e-mailed confirmation link opens (issue 14): a button that confirms the address, or, once it is
 * confirmed, saying so. A plain form, so it works without JavaScript and without signing in.
 */
export function EmailConfirmationCard({ siteName, address, state, confirmAction }: Props) {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16">
      {state === "open" ? (
        <>
          <h1 className="text-3xl break-words sm:text-4xl">Confirm alerts to {address}</h1>
          <form method="post" action={confirmAction} className="mt-6 rounded-card border border-line bg-white p-5 text-ink sm:p-6">
            <p className="text-lg">
              {siteName} will e-mail the alerts about cars on your watchlist to this address, as well as texting them. If you did not ask for this, close this page: nothing changes.
            </p>
            <button type="submit" className="btn btn-accent mt-5">
              Confirm
            </button>
          </form>
        </>
      ) : (
        <>
          <h1 className="text-3xl sm:text-4xl">E-mail address confirmed</h1>
          <p role="status" className="mt-6 rounded-card border border-line bg-white p-5 text-lg break-words text-ink">
            {siteName} alerts will go to {address}. {EMAIL_CONFIRMED_TEXT}
          </p>
        </>
      )}
      <p className="mt-6">
        <Link href="/my-garage" prefetch={false} className="text-link">
          Go to your garage
        </Link>{" "}
        to see your watchlist and alert settings.
      </p>
    </div>
  );
}
