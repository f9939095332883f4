"use client";

import Link from "next/link";

/**
 * A missing page or car on a dealer's site. A client component although it needs no script: Next.js sends every
 * not-found boundary in each page's inline RSC payload, where server markup would cost the whole tree on every page;
 * as a client component it is a reference and the site's name (decision 019).
 */
export function SiteNotFoundBody({ siteName }: { siteName: string | null }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:py-24">
      <p className="text-sm font-bold tracking-widest text-ink-muted uppercase">Error 404</p>
      <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">We couldn&apos;t find that page</h1>
      <p className="mt-5 max-w-prose text-lg">
        The link may be out of date, or the vehicle you were looking for may have been sold
        {siteName ? ` or removed from ${siteName}'s stock` : ""}. Our current stock is only a click away.
      </p>
      <div className="mt-8 flex flex-wrap gap-4">
        <Link href="/search/new-used-and-demo-cars" prefetch={false} className="btn btn-accent">
          Browse our stock
        </Link>
        <Link href="/" className="btn btn-outline">
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
