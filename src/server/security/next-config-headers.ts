import { buildPermissionsPolicy, buildStaticResponseHeaders, HSTS_MAX_AGE_SECONDS } from "../../domain/security/security-headers";

/**
 * `headers()` rules for next.config.ts, for the responses the proxy leaves alone (it never sees `/_next/`
 * or `/api/dealer/stock`, and passes `/media/`, `/api/health` and `/favicon.ico` on unchanged once their
 * address reads). Relative imports only: next.config.ts is compiled without the `@/` alias.
 *
 * - Everywhere: nosniff, Referrer-Policy and Permissions-Policy (the proxy sets the same values
 *   again on pages; equal values do not conflict).
 * - `/media/…`, `/api/health…`, `/metrics` and `/api/dealer/stock`: a no-script CSP and frame protection. Never a CSP on `/:path*`: a
 *   second policy would be enforced beside the proxy's nonce policy and block every script.
 * - HSTS when a proxy in front says the request came over HTTPS (the first X-Forwarded-Proto value,
 *   as `isHttpsRequest` reads it; `has` values are anchored, case-sensitive regular expressions).
 */
type HeaderRule = {
  source: string;
  has?: { type: "header"; key: string; value?: string }[];
  headers: { key: string; value: string }[];
};

const toList = (map: Record<string, string>) => Object.entries(map).map(([key, value]) => ({ key, value }));

export function securityHeaderRules(): HeaderRule[] {
  return [
    {
      source: "/:path*",
      headers: [
        { key: "X-Content-Type-Options", value: "nosniff" },
        { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        { key: "Permissions-Policy", value: buildPermissionsPolicy() },
      ],
    },
    {
      source: "/:path*",
      has: [{ type: "header", key: "x-forwarded-proto", value: "[Hh][Tt][Tt][Pp][Ss](?:\\s*,.*)?" }],
      headers: [{ key: "Strict-Transport-Security", value: `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` }],
    },
    ...["/media/:path*", "/api/health", "/api/health/:path*", "/metrics", "/api/dealer/stock"].map((source) => ({ source, headers: toList(buildStaticResponseHeaders({ https: false })) })),
  ];
}
