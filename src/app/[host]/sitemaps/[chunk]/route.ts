import type { NextRequest } from "next/server";
import { decodeRouteParam } from "@/domain/security/request-target";
import { parseSitemapChunkName } from "@/domain/seo/sitemap";
import { buildSitemapChunk, XML_HEADERS } from "@/server/seo/site-sitemap";
import { requireSite } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

/** Per request: the answer depends on the Host header and the database, never on build time. */
export const dynamic = "force-dynamic";

/** `/sitemaps/{n}.xml`: chunk n of a sitemap index (see `/sitemap.xml`); 404 for any other n. */
export async function GET(_request: NextRequest, { params }: { params: Promise<{ host: string; chunk: string }> }) {
  const site = await requireSite(params);
  const chunkName = decodeRouteParam((await params).chunk);
  const n = chunkName && parseSitemapChunkName(chunkName);
  const xml = n ? await buildSitemapChunk(site, siteBaseUrl(site), n, new Date()) : null;
  if (!xml) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(xml, { headers: XML_HEADERS });
}
