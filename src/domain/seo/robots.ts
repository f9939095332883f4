/**
 * robots.txt for a site: every crawler may fetch everything; the sitemap is on the site's own host.
 * The vehicle-ads feeds are listed in comments: a Sitemap line may only name a sitemap, and the ads
 * platforms are given the feed addresses by the dealer, so the comment is for people reading the file.
 */
export function buildRobotsTxt({ sitemapUrl, feedUrls = [] }: { sitemapUrl: string; feedUrls?: readonly string[] }): string {
  const feeds = feedUrls.length ? ["", "# Vehicle ads feeds (Google Merchant Center, Meta automotive catalogue):", ...feedUrls.map((url) => `# ${url}`)] : [];
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${sitemapUrl}`, ...feeds, ""].join("\n");
}
