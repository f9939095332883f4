export type SiteHostEntry = { slug: string; domains: readonly string[]; isDefault: boolean };

export type SiteHostResolution = { kind: "site"; slug: string } | { kind: "unknown"; host: string };

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);
const DEV_SUFFIX = ".localhost";

/** Lowercases a Host header value and drops its port and any trailing dot. */
export function normaliseHost(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  const withoutPort = host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.replace(/:\d+$/, "");
  return withoutPort.replace(/\.$/, "");
}

/**
 * Chooses the site for a request host:
 * - `{slug}.localhost` (development) → that slug, if such a site exists;
 * - a configured production domain, with or without `www.` → its site;
 * - plain `localhost` or a loopback address → the default site;
 * - anything else → unknown (a 404, never another dealer's site).
 */
export function resolveSiteHost(hostHeader: string, sites: readonly SiteHostEntry[], defaultSlug?: string): SiteHostResolution {
  const host = normaliseHost(hostHeader);
  if (LOCAL_HOSTS.has(host)) {
    const fallback = (defaultSlug && sites.find((s) => s.slug === defaultSlug)) || sites.find((s) => s.isDefault);
    return fallback ? { kind: "site", slug: fallback.slug } : { kind: "unknown", host };
  }
  if (host.endsWith(DEV_SUFFIX)) {
    const label = host.slice(0, -DEV_SUFFIX.length).replace(/^www\./, "");
    const site = sites.find((s) => s.slug === label);
    return site ? { kind: "site", slug: site.slug } : { kind: "unknown", host };
  }
  const bare = host.replace(/^www\./, "");
  const site = sites.find((s) => s.domains.some((d) => d === host || d === bare));
  return site ? { kind: "site", slug: site.slug } : { kind: "unknown", host };
}
