import { headers } from "next/headers";
import { normaliseHost } from "@/domain/site/resolve-site-host";
import { isHttpsRequest } from "@/domain/security/security-headers";

type HeaderSource = { get(name: string): string | null };

/**
 * The absolute origin of the site as the browser reached it (`https://harbourtoyota.com.au`,
 * `http://harbour-toyota.localhost:3000`), for canonical URLs, sitemaps, robots.txt and OpenGraph.
 *
 * The host comes from the Host header, the one the proxy resolved the tenant from, so it always
 * names this site (an unknown host never gets this far). The scheme is https when a proxy in front
 * says so through X-Forwarded-Proto, or when the request URL is https. X-Forwarded-Host is not
 * trusted: anyone can send it.
 */
export function siteBaseUrl(source: { headers: HeaderSource; url?: string }): string {
  const hostHeader = source.headers.get("host") ?? "localhost";
  const host = normaliseHost(hostHeader);
  const port = hostHeader.trim().match(/:(\d+)$/)?.[1];
  const protocol = source.url ? new URL(source.url).protocol : "http:";
  const https = isHttpsRequest({ protocol, forwardedProto: source.headers.get("x-forwarded-proto") });
  const scheme = https ? "https" : "http";
  const defaultPort = https ? "443" : "80";
  return `${scheme}://${host}${port && port !== defaultPort ? `:${port}` : ""}`;
}

/** `siteBaseUrl` for the current request, from server components and `generateMetadata`. */
export async function requestSiteBaseUrl(): Promise<string> {
  return siteBaseUrl({ headers: await headers() });
}
