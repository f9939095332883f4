/**
 * Sitemaps (sitemaps.org protocol 0.9): a `<urlset>` of at most 50,000 URLs, or above that a
 * `<sitemapindex>` pointing at numbered chunks. Pure: routes fetch the rows and write the response.
 */

/** The protocol's limit per sitemap file (also 50 MB uncompressed, far above our URL lengths). */
export const SITEMAP_URL_LIMIT = 50_000;

export type SitemapUrl = { loc: string; lastmod?: Date | null };

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);
}

/** W3C Datetime in UTC to the second, as the protocol asks: `2026-03-01T04:05:06Z`. */
export function formatLastmod(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

function entry(tag: "url" | "sitemap", { loc, lastmod }: SitemapUrl): string {
  const lastmodXml = lastmod ? `<lastmod>${formatLastmod(lastmod)}</lastmod>` : "";
  return `<${tag}><loc>${escapeXml(loc)}</loc>${lastmodXml}</${tag}>`;
}

export function buildUrlset(urls: readonly SitemapUrl[]): string {
  if (urls.length > SITEMAP_URL_LIMIT) throw new Error(`A sitemap holds at most ${SITEMAP_URL_LIMIT} URLs, got ${urls.length}`);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...urls.map((u) => entry("url", u)),
    `</urlset>`,
    "",
  ].join("\n");
}

export function buildSitemapIndex(sitemaps: readonly SitemapUrl[]): string {
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...sitemaps.map((s) => entry("sitemap", s)),
    `</sitemapindex>`,
    "",
  ].join("\n");
}

/** How a site's sitemap is served: one urlset, or an index over `chunkCount` chunk files. */
export type SitemapPlan = { kind: "urlset" } | { kind: "index"; chunkCount: number };

export function planSitemap(mainCount: number, vehicleCount: number, limit = SITEMAP_URL_LIMIT): SitemapPlan {
  const total = mainCount + vehicleCount;
  if (total <= limit) return { kind: "urlset" };
  return { kind: "index", chunkCount: Math.ceil(total / limit) };
}

/**
 * What chunk `n` (1-based) of an indexed sitemap holds: the main pages come first (all in chunk 1),
 * then vehicles in a stable order. Null when the chunk does not exist.
 */
export function sitemapChunk(
  n: number,
  mainCount: number,
  vehicleCount: number,
  limit = SITEMAP_URL_LIMIT,
): { includeMain: boolean; vehicleOffset: number; vehicleLimit: number } | null {
  if (mainCount > limit) throw new Error("The main pages must fit in the first sitemap chunk");
  const plan = planSitemap(mainCount, vehicleCount, limit);
  const chunkCount = plan.kind === "index" ? plan.chunkCount : 1;
  if (!Number.isInteger(n) || n < 1 || n > chunkCount) return null;
  if (n === 1) return { includeMain: true, vehicleOffset: 0, vehicleLimit: Math.min(limit - mainCount, vehicleCount) };
  const vehicleOffset = limit - mainCount + (n - 2) * limit;
  return { includeMain: false, vehicleOffset, vehicleLimit: Math.min(limit, vehicleCount - vehicleOffset) };
}

/** The chunk number in `/sitemaps/{n}.xml`, or null for anything else (`01`, `1.5`, `x`). */
export function parseSitemapChunkName(name: string): number | null {
  const match = /^([1-9]\d{0,6})\.xml$/.exec(name);
  return match ? Number(match[1]) : null;
}

/** The newest of some dates, or null when there are none. */
export function latestDate(dates: readonly (Date | null | undefined)[]): Date | null {
  let latest: Date | null = null;
  for (const d of dates) if (d && (!latest || d > latest)) latest = d;
  return latest;
}
