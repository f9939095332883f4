import { cache } from "react";
import { getDatabase } from "@/db/connection";
import { loadSites } from "@/db/queries/sites";
import { loadEnv } from "@/config/env";
import { resolveSiteHost } from "@/domain/site/resolve-site-host";
import type { Site } from "@/domain/site/site";

/** Sites change rarely; a short TTL lets configuration edits show without a restart. */
const TTL_MS = 30_000;
let cached: { at: number; sites: Site[] } | undefined;
/**
 * The load in progress, shared by concurrent requests and dropped once it settles: a promise made while
 * serving a request keeps that request's async context alive while anything references it.
 */
let loading: Promise<Site[]> | undefined;

export async function allSites(): Promise<Site[]> {
  if (cached && Date.now() - cached.at <= TTL_MS) return cached.sites;
  loading ??= getDatabase()
    .then((handle) => loadSites(handle.db))
    .then((sites) => {
      cached = { at: Date.now(), sites };
      return sites;
    })
    .finally(() => (loading = undefined));
  return loading;
}

/** The site for a request host, or null for an unknown host. */
export async function findSiteForHost(host: string): Promise<Site | null> {
  const sites = await allSites();
  const resolution = resolveSiteHost(host, sites, loadEnv().DEFAULT_SITE);
  return resolution.kind === "site" ? (sites.find((s) => s.slug === resolution.slug) ?? null) : null;
}

/** `findSiteForHost`, memoised per request for server components. */
export const siteForHost = cache(findSiteForHost);
