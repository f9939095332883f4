import { loadEnv } from "@/config/env";
import type { Site } from "@/domain/site/site";

/** Names no resolver on the internet answers (RFC 2606, RFC 6761): a site configured with only these is reached locally. */
const RESERVED_NAME = /(^|\.)(example|invalid|localhost|test)$/;

export type SiteAddress = Pick<Site, "slug" | "domains"> & { config: { url?: string } };

let localOrigin: string | undefined;

/** `LOCAL_ORIGIN`, else `http://localhost:{PORT}` (3000 by default): where sites without a public address are reached. */
function configuredLocalOrigin(): string {
  if (localOrigin) return localOrigin;
  const env = loadEnv();
  localOrigin = env.LOCAL_ORIGIN ?? `http://localhost:${env.PORT ?? 3000}`;
  return localOrigin;
}

/**
 * The site's absolute origin, for canonical URLs, OpenGraph, sitemaps, robots.txt, feeds, payment return addresses
 * and the links in e-mails and texts (issue 30 §7, decision 003 addendum). It comes from the site's configuration,
 * never from the request, whose Host header (port and all) the client chose: the site's `url`, else https on its
 * first domain. A site whose configured address can never resolve (none, or only reserved names, as the demo
 * dealers' `.example` domains) is reached locally as `{slug}.localhost`, on `LOCAL_ORIGIN`'s scheme and port.
 */
export function siteBaseUrl(site: SiteAddress, local: string = configuredLocalOrigin()): string {
  const configured = site.config.url ? new URL(site.config.url) : site.domains[0] ? new URL(`https://${site.domains[0]}`) : null;
  if (configured && !RESERVED_NAME.test(configured.hostname)) return configured.origin;
  const { protocol, port } = new URL(local);
  return `${protocol}//${site.slug}.localhost${port ? `:${port}` : ""}`;
}
