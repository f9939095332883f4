import { notFound } from "next/navigation";
import { decodeRouteParam } from "@/domain/security/request-target";
import type { Site } from "@/domain/site/site";
import { siteForHost } from "./site-registry";

export type HostParams = Promise<{ host: string }>;

/** The site for the `[host]` route segment set by the proxy, or null for a host that names none. */
export async function findSite(params: HostParams): Promise<Site | null> {
  const host = decodeRouteParam((await params).host);
  return host === null ? null : siteForHost(host);
}

/** The site for the `[host]` route segment set by the proxy; unknown hosts get the 404 page. */
export async function requireSite(params: HostParams): Promise<Site> {
  const site = await findSite(params);
  if (!site) notFound();
  return site;
}
