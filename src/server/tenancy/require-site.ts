import { notFound } from "next/navigation";
import type { Site } from "@/domain/site/site";
import { siteForHost } from "./site-registry";

export type HostParams = Promise<{ host: string }>;

/** The site for the `[host]` route segment set by the proxy; unknown hosts get the 404 page. */
export async function requireSite(params: HostParams): Promise<Site> {
  const { host } = await params;
  const site = await siteForHost(decodeURIComponent(host));
  if (!site) notFound();
  return site;
}
