import { expect, test } from "@playwright/test";
import { DEMO_TENANTS } from "../../src/demo/sites";
import { browserOpener, crawlSite, describeBrokenLinks, htmlOpener } from "./support/crawl-site";
import { siteUrl } from "./support/hosts";

/**
 * Issue 13: "Every link in every demo site's header, footer and home page answers 200." Each demo site is
 * crawled from its home page, a few vehicle pages sampled: without JavaScript (the served HTML, which is all such
 * a browser reads) to depth 3, and with JavaScript the home page in the browser (so links scripts add are seen),
 * its every link fetched: opening each page in the browser as well cost minutes a site and found nothing the
 * HTML crawl does not. Every broken link is reported at once. The ten crawls are
 * independent, so they share the workers.
 */
test.describe.configure({ timeout: 900_000, mode: "parallel" });

for (const javaScriptEnabled of [true, false]) {
  const maxDepth = javaScriptEnabled ? 1 : 3;
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    for (const { config } of DEMO_TENANTS) {
      test(`every link on ${config.slug} answers a page, to depth ${maxDepth}`, async ({ page, request }) => {
        const origin = new URL(siteUrl(config.slug)).origin;
        const open = javaScriptEnabled ? await browserOpener(page) : htmlOpener(request);
        const report = await crawlSite(open, request, origin, { maxDepth, vehicleSamples: 3 });
        test.info().annotations.push({ type: "crawl", description: `${report.visited} pages opened, ${report.checked} links fetched` });
        expect(report.visited + report.checked, "the crawl reached the site's links").toBeGreaterThan(10);
        expect(report.broken, describeBrokenLinks(config.slug, report.broken)).toEqual([]);
      });
    }
  });
}
