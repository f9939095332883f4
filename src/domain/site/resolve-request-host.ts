import { normaliseHost, resolveSiteHost, type SiteHostEntry, type SiteHostResolution } from "./resolve-site-host";

export type RequestHostResolution = { kind: "workspace" } | SiteHostResolution;

/**
 * Decision 030: the dealer workspace's host is the workspace and never a shopper site, whatever site slug or
 * domain would otherwise match it; every other host resolves as decision 003 says.
 */
export function resolveRequestHost(hostHeader: string, workspaceHost: string, sites: readonly SiteHostEntry[], defaultSlug?: string): RequestHostResolution {
  if (isWorkspaceHost(hostHeader, workspaceHost)) return { kind: "workspace" };
  return resolveSiteHost(hostHeader, sites, defaultSlug);
}

export function isWorkspaceHost(hostHeader: string, workspaceHost: string): boolean {
  const host = normaliseHost(hostHeader);
  return host === normaliseHost(workspaceHost) || host === `www.${normaliseHost(workspaceHost)}`;
}
