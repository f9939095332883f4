import type { NextConfig } from "next";
import { securityHeaderRules } from "./src/server/security/next-config-headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // PGlite ships WebAssembly and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite"],
  typedRoutes: false,
  async headers() {
    return securityHeaderRules();
  },
};

export default nextConfig;
