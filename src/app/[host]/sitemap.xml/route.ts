import { buildSiteSitemap, XML_HEADERS } from "@/server/seo/site-sitemap";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { textAnswers } from "@/server/http/handle-api-error";
import { withSite } from "@/server/http/with-site";

/** Per request: the answer depends on the Host header and the database, never on build time. */
export const dynamic = "force-dynamic";

/** The site's sitemap, or above 50,000 URLs a sitemap index over `/sitemaps/{n}.xml`. */
export const GET = withSite(async ({ site }) => {
  const xml = await buildSiteSitemap(site, siteBaseUrl(site), new Date());
  return new Response(xml, { headers: XML_HEADERS });
}, textAnswers("The sitemap"));
