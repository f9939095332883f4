import type { NextRequest } from "next/server";
import { buildSiteSitemap, XML_HEADERS } from "@/server/seo/site-sitemap";
import { requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

/** Per request: the answer depends on the Host header and the database, never on build time. */
export const dynamic = "force-dynamic";

/** The site's sitemap, or above 50,000 URLs a sitemap index over `/sitemaps/{n}.xml`. */
export async function GET(_request: NextRequest, { params }: { params: HostParams }) {
  const site = await requireSite(params);
  const xml = await buildSiteSitemap(site, siteBaseUrl(site), new Date());
  return new Response(xml, { headers: XML_HEADERS });
}
