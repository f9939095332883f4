import { buildWebManifest } from "@/domain/seo/web-manifest";
import { textAnswers } from "@/server/http/handle-api-error";
import { withSite } from "@/server/http/with-site";

/** Per request: the answer depends on the Host header and the database, never on build time. */
export const dynamic = "force-dynamic";

/** The site's web app manifest, from its configuration (name, wordmark, theme colours, icon). */
export const GET = withSite(async ({ site }) => {
  const { theme, tagline } = site.config;
  const manifest = buildWebManifest({ name: site.name, wordmark: theme.wordmark, tagline, primary: theme.primary, surface: theme.surface, iconUrl: "/icon.svg" });
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}, textAnswers("The web app manifest"));
