import { cache } from "react";
import { getDatabase } from "@/db/connection";
import { loadSites } from "@/db/queries/sites";
import { loadEnv } from "@/config/env";
import { resolveRequestHost } from "@/domain/site/resolve-request-host";
import type { Site } from "@/domain/site/site";
import { processSingleton } from "@/config/process-singletons";
import { workspaceHost } from "./workspace-origin";

/** Sites change rarely; a short TTL lets configuration edits show without a restart. */
const TTL_MS = 30_000;
/** The sites, and the default site read from the environment with them (parsing it costs more than a lookup). */
type Registry = { sites: Site[]; defaultSite: string | undefined };
/**
 * On globalThis, one for the process: the proxy, the routes and instrumentation are bundled apart, and each
 * bundle's own registry loaded and validated every site again (what is kept per site record is kept once, too).
 * `loading` is the load in progress, shared by concurrent requests and dropped once it settles: a promise made
 * while serving a request keeps that request's async context alive while anything references it.
 */
const state = processSingleton<{ cached?: { at: number; registry: Registry }; loading?: Promise<Registry> }>("tenancy.sites", () => ({}));

async function registry(): Promise<Registry> {
  if (state.cached && Date.now() - state.cached.at <= TTL_MS) return state.cached.registry;
  state.loading ??= getDatabase()
    .then((handle) => loadSites(handle.db))
    .then((sites) => {
      const loaded = { sites, defaultSite: loadEnv().DEFAULT_SITE };
      state.cached = { at: Date.now(), registry: loaded };
      return loaded;
    })
    .finally(() => (state.loading = undefined));
  // While the database cannot be read the last sites loaded stand (no one can edit them meanwhile), so the page
  // cache still answers and pages fail for their own reads, as 503 (decision 022's addendum); tried again next time.
  const previous = state.cached?.registry;
  return previous ? state.loading.catch(() => previous) : state.loading;
}

export async function allSites(): Promise<Site[]> {
  return (await registry()).sites;
}

/** The site for a request host, or null for an unknown host and for the dealer workspace's host (decision 030). */
export async function findSiteForHost(host: string): Promise<Site | null> {
  const { sites, defaultSite } = await registry();
  const resolution = resolveRequestHost(host, workspaceHost(), sites, defaultSite);
  return resolution.kind === "site" ? (sites.find((s) => s.slug === resolution.slug) ?? null) : null;
}

/** `findSiteForHost`, memoised per request for server components. */
export const siteForHost = cache(findSiteForHost);
