import type { Metadata } from "next";
import Link from "next/link";
import { headers } from "next/headers";
import { siteForHost } from "@/server/tenancy/site-registry";

async function currentSite() {
  return siteForHost((await headers()).get("host") ?? "");
}

/** Next.js can resolve this segment's metadata for an unknown host too; that title must name no dealer. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await currentSite()) ? "Page not found" : { absolute: "No dealer site here" } };
}

/**
 * A missing page or car on a dealer's site, inside the site's own header and footer. not-found files
 * receive no params, so the site comes from the Host header, exactly as the proxy saw it.
 */
export default async function SiteNotFound() {
  const site = await currentSite();

  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:py-24">
      <p className="text-sm font-bold tracking-widest text-ink-muted uppercase">Error 404</p>
      <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">We couldn&apos;t find that page</h1>
      <p className="mt-5 max-w-prose text-lg">
        The link may be out of date, or the vehicle you were looking for may have been sold
        {site ? ` or removed from ${site.name}'s stock` : ""}. Our current stock is only a click away.
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
