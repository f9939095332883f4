import dns from "node:dns";

/** The port Playwright's web server (playwright.config.ts) serves the app on; E2E_PORT moves it, so two checkouts can run e2e at once. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * The address of a tenant site in e2e tests: each site is its own `<slug>.localhost` host, which
 * the app's tenancy resolves; `null` gives plain localhost (the default site).
 */
export function siteUrl(slug: string | null, path = "/"): string {
  const host = slug === null ? "localhost" : `${slug}.localhost`;
  return `http://${host}:${E2E_PORT}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * Chromium resolves every *.localhost name to loopback (RFC 6761), but Node's resolver (glibc, no
 * systemd-resolved) does not, so Playwright's `request` fixture would fail with ENOTFOUND. Resolve
 * them as plain "localhost" in this process too. Installed once, when a test imports this module.
 */
function resolveLocalhostSubdomains(): void {
  const marker = Symbol.for("forecourt.localhostSubdomains");
  const flagged = dns as typeof dns & { [marker]?: true };
  if (flagged[marker]) return;
  flagged[marker] = true;
  const rewrite = (hostname: string) => (hostname.toLowerCase().endsWith(".localhost") ? "localhost" : hostname);
  const { lookup } = dns;
  const { lookup: lookupAsync } = dns.promises;
  dns.lookup = ((hostname: string, ...rest: unknown[]) => (lookup as (...args: unknown[]) => unknown)(rewrite(hostname), ...rest)) as typeof dns.lookup;
  dns.promises.lookup = ((hostname: string, ...rest: unknown[]) => (lookupAsync as (...args: unknown[]) => unknown)(rewrite(hostname), ...rest)) as typeof dns.promises.lookup;
}

resolveLocalhostSubdomains();
