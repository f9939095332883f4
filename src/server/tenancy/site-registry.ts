import { cache } from "react";
import { getDatabase } from "@/db/connection";
import { loadSites } from "@/db/queries/sites";
import { loadEnv } from "@/config/env";
import { resolveSiteHost } from "@/domain/site/resolve-site-host";
import type { Site } from "@/domain/site/site";

/** Sites change rarely; a short TTL lets configuration edits show without a restart. */
const TTL_MS = 30_000;
/** The sites, and the default site read from the environment with them (parsing it costs more than a lookup). */
type Registry = { sites: Site[]; defaultSite: string | undefined };
let cached: { at: number; registry: Registry } | undefined;
/**
 * The load in progress, shared by concurrent requests and dropped once it settles: a promise made while
 * serving a request keeps that request's async context alive while anything references it.
 */
let loading: Promise<Registry> | undefined;

async function registry(): Promise<Registry> {
  if (cached && Date.now() - cached.at <= TTL_MS) return cached.registry;
  loading ??= getDatabase()
    .then((handle) => loadSites(handle.db))
    .then((sites) => {
      const loaded = { sites, defaultSite: loadEnv().DEFAULT_SITE };
      cached = { at: Date.now(), registry: loaded };
      return loaded;
    })
    .finally(() => (loading = undefined));
  return loading;
}

export async function allSites(): Promise<Site[]> {
  return (await registry()).sites;
}

/** The site for a request host, or null for an unknown host. */
export async function findSiteForHost(host: string): Promise<Site | null> {
  const { sites, defaultSite } = await registry();
  const resolution = resolveSiteHost(host, sites, defaultSite);
  return resolution.kind === "site" ? (sites.find((s) => s.slug === resolution.slug) ?? null) : null;
}

/** `findSiteForHost`, memoised per request for server components. */
export const siteForHost = cache(findSiteForHost);
