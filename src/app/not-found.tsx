import type { Metadata } from "next";
import { headers } from "next/headers";
import { RootNotFoundBody } from "@/components/errors/root-not-found-body";
import { siteForHost } from "@/server/tenancy/site-registry";

/**
 * Two cases reach the root 404: a host that is no dealer's site (the `[host]` layout calls notFound()),
 * and a path no route matches on a real dealer's host. Neither names any dealer: on an unknown host
 * that would leak another tenant, and here, outside the site layout, there is no site styling anyway.
 */
async function hostHasSite(): Promise<boolean> {
  const host = (await headers()).get("host") ?? "";
  try {
    return (await siteForHost(host)) !== null;
  } catch {
    return false;
  }
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await hostHasSite()) ? "Page not found" : "No dealer site here" };
}

export default async function RootNotFound() {
  return <RootNotFoundBody known={await hostHasSite()} />;
}
