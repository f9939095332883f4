import type { NextConfig } from "next";
import { securityHeaderRules } from "./src/server/security/next-config-headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // PGlite ships WebAssembly and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite"],
  typedRoutes: false,
  // The proxy checks each request as it arrived (decision 008): the raw query, which Next.js would otherwise
  // rewrite (an undecodable escape becomes U+FFFD), and the client router's headers, which it would hide.
  skipProxyUrlNormalize: true,
  async headers() {
    return securityHeaderRules();
  },
};

export default nextConfig;
