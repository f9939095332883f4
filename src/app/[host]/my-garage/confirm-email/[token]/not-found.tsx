import type { Metadata } from "next";
import Link from "next/link";
import { CONFIRMATION_LINK_REFUSED } from "@/domain/watchlist/email-confirmation-messages";

export const metadata: Metadata = { title: "Confirmation link not valid", robots: { index: false, follow: false }, referrer: "no-referrer" };

/** An e-mailed confirmation link that does nothing (404): why it may not work, and where to get another. */
export default function ConfirmationLinkNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:py-24">
      <p className="text-sm font-bold tracking-widest text-ink-muted uppercase">Error 404</p>
      <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">{CONFIRMATION_LINK_REFUSED.title}</h1>
      <p className="mt-5 max-w-prose text-lg">
        {CONFIRMATION_LINK_REFUSED.text} {CONFIRMATION_LINK_REFUSED.next}
      </p>
      <p className="mt-8">
        <Link href="/my-garage" prefetch={false} className="btn btn-accent">
          Go to your garage
        </Link>
      </p>
    </div>
  );
}
