import type { NextConfig } from "next";
import { securityHeaderRules } from "./src/server/security/next-config-headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // PGlite ships WebAssembly and data files that must be loaded from node_modules, not bundled; prom-client is
  // loaded once so every route bundle and instrumentation share its default metrics (process memory, GC, event loop).
  serverExternalPackages: ["@electric-sql/pglite", "prom-client"],
  typedRoutes: false,
  // No page uses next/image: its optimizer (`/_next/image?url=…`) would fetch any path of this server, or a
  // remote host, for anyone who asks (issue 30). Off, it answers 404; our photos go through /media (decision 006).
  images: { unoptimized: true, localPatterns: [], remotePatterns: [] },
  // The proxy checks each request as it arrived (decision 008): the raw query, which Next.js would otherwise
  // rewrite (an undecodable escape becomes U+FFFD), and the client router's headers, which it would hide.
  skipProxyUrlNormalize: true,
  async headers() {
    return securityHeaderRules();
  },
};

export default nextConfig;
