import type { Metadata } from "next";
import { headers } from "next/headers";
import { SiteNotFoundBody } from "@/components/errors/site-not-found-body";
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
  return <SiteNotFoundBody siteName={(await currentSite())?.name ?? null} />;
}
