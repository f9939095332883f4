"use client";

import Link from "next/link";

/**
 * The root 404's words: a path no route matches on a dealer's host (`known`), or a host that is no dealer's site.
 * A client component for the reason `SiteNotFoundBody` is: not-found boundaries travel in every page's RSC payload.
 */
export function RootNotFoundBody({ known }: { known: boolean }) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-neutral-100 px-4 py-16">
      <div className="w-full max-w-lg rounded-lg border border-neutral-200 bg-white p-8 shadow-sm">
        <p className="text-sm font-semibold tracking-wide text-neutral-600 uppercase">Error 404</p>
        {known ? (
          <>
            <h1 className="mt-2 text-2xl font-bold text-neutral-900">We couldn&apos;t find that page</h1>
            <p className="mt-3 text-neutral-700">The address may be mistyped, or the page may have moved.</p>
            <p className="mt-6">
              <Link href="/" className="font-semibold text-blue-800 underline underline-offset-4">
                Go to the home page
              </Link>
            </p>
          </>
        ) : (
          <>
            <h1 className="mt-2 text-2xl font-bold text-neutral-900">No dealer site here</h1>
            <p className="mt-3 text-neutral-700">
              This web address isn&apos;t set up as a dealer website. If you followed a link, it may be out of date; if you
              typed the address, please check the spelling.
            </p>
            <p className="mt-3 text-neutral-700">
              Dealers: ask your Forecourt contact to connect this domain to your site.
            </p>
          </>
        )}
      </div>
    </main>
  );
}
