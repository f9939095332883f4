import { loadEnv } from "@/config/env";
import { FACEBOOK_PICTURE_ORIGIN } from "@/domain/content/site-posts";
import type { GraphSettings } from "./facebook-page-posts";

let cached: { settings: GraphSettings | null } | undefined;

/** The Graph API settings (FACEBOOK_ACCESS_TOKEN…), or null without a token: then sites show their own posts only. */
export function facebookGraphSettings(): GraphSettings | null {
  if (!cached) {
    const env = loadEnv();
    cached = { settings: env.FACEBOOK_ACCESS_TOKEN ? { apiBase: env.FACEBOOK_GRAPH_API_BASE, accessToken: env.FACEBOOK_ACCESS_TOKEN, timeoutMs: env.FACEBOOK_TIMEOUT_MS } : null };
  }
  return cached.settings;
}

/** The img-src origin Facebook posts' pictures need, for every page's Content-Security-Policy, while posts are read. */
export function facebookImageOrigins(): string[] {
  return facebookGraphSettings() ? [FACEBOOK_PICTURE_ORIGIN] : [];
}
