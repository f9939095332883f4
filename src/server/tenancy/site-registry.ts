import { cache } from "react";
import { getDatabase } from "@/db/connection";
import { loadSites } from "@/db/queries/sites";
import { loadEnv } from "@/config/env";
import { resolveSiteHost } from "@/domain/site/resolve-site-host";
import type { Site } from "@/domain/site/site";

/** Sites change rarely; a short TTL lets configuration edits show without a restart. */
const TTL_MS = 30_000;
let cached: { at: number; sites: Promise<Site[]> } | undefined;

export async function allSites(): Promise<Site[]> {
  if (!cached || Date.now() - cached.at > TTL_MS) {
    const sites = getDatabase().then((handle) => loadSites(handle.db));
    cached = { at: Date.now(), sites };
    sites.catch(() => (cached = undefined));
  }
  return cached.sites;
}

/** The site for a request host, or null for an unknown host. */
export async function findSiteForHost(host: string): Promise<Site | null> {
  const sites = await allSites();
  const resolution = resolveSiteHost(host, sites, loadEnv().DEFAULT_SITE);
  return resolution.kind === "site" ? (sites.find((s) => s.slug === resolution.slug) ?? null) : null;
}

/** `findSiteForHost`, memoised per request for server components. */
export const siteForHost = cache(findSiteForHost);
