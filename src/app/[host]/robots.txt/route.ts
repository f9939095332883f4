import { buildRobotsTxt } from "@/domain/seo/robots";
import { VEHICLE_AD_FEEDS } from "@/server/feeds/vehicle-ad-feed";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { textAnswers } from "@/server/http/handle-api-error";
import { withSite } from "@/server/http/with-site";

/** Per request: the answer depends on the Host header and the database, never on build time. */
export const dynamic = "force-dynamic";

/** Every site may be crawled in full; its sitemap (and, in comments, its vehicle-ads feeds) is at the site's own address. */
export const GET = withSite(async ({ site }) => {
  const base = siteBaseUrl(site);
  const feedUrls = Object.values(VEHICLE_AD_FEEDS).map((feed) => `${base}/feeds/${feed.file}`);
  const body = buildRobotsTxt({ sitemapUrl: `${base}/sitemap.xml`, feedUrls });
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}, textAnswers("robots.txt"));
