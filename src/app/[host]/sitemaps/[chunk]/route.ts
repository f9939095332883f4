import { decodeRouteParam } from "@/domain/security/request-target";
import { parseSitemapChunkName } from "@/domain/seo/sitemap";
import { buildSitemapChunk, XML_HEADERS } from "@/server/seo/site-sitemap";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { textAnswers } from "@/server/http/handle-api-error";
import { withSite } from "@/server/http/with-site";

/** Per request: the answer depends on the Host header and the database, never on build time. */
export const dynamic = "force-dynamic";

/** `/sitemaps/{n}.xml`: chunk n of a sitemap index (see `/sitemap.xml`); 404 for any other n. */
export const GET = withSite<{ host: string; chunk: string }>(async ({ site, params }) => {
  const chunkName = decodeRouteParam(params.chunk);
  const n = chunkName && parseSitemapChunkName(chunkName);
  const xml = n ? await buildSitemapChunk(site, siteBaseUrl(site), n, new Date()) : null;
  if (!xml) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(xml, { headers: XML_HEADERS });
}, textAnswers("The sitemap"));
