/** robots.txt for a site: every crawler may fetch everything; the sitemap is on the site's own host. */
export function buildRobotsTxt({ sitemapUrl }: { sitemapUrl: string }): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${sitemapUrl}`, ""].join("\n");
}
