import { buildSiteIconSvg } from "@/domain/seo/site-icon";
import { textAnswers } from "@/server/http/handle-api-error";
import { withSite } from "@/server/http/with-site";

/** Per request: the answer depends on the Host header and the database, never on build time. */
export const dynamic = "force-dynamic";

/** The site's favicon: its wordmark's initial in its theme colours. */
export const GET = withSite(async ({ site }) => {
  const { theme } = site.config;
  const svg = buildSiteIconSvg({ wordmark: theme.wordmark, background: theme.primary, foreground: theme.primaryText });
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" } });
}, textAnswers("The site icon"));
