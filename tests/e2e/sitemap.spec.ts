import { expect, test } from "@playwright/test";
import { DEMO_TENANTS } from "../../src/demo/sites";
import { siteUrl } from "./support/hosts";

/** Each demo site's sitemap lists the pages its menus link to, and each of them answers a page (the spec's `/cars/` is a redirect to the stock search). */
for (const { config } of DEMO_TENANTS) {
  test(`${config.slug}: the sitemap lists its menu pages, each answering a page`, async ({ request }) => {
    const origin = new URL(siteUrl(config.slug)).origin;
    const sitemap = await request.get(`${origin}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, "&")));
    const pages = locs.filter((url) => !/^\/cars\/[^/]+/.test(url.pathname));
    expect(pages.map((u) => u.pathname)).toContain("/");
    expect(pages.length, "menu pages beside home").toBeGreaterThan(5);
    const failing: string[] = [];
    for (const url of pages) {
      const response = await request.get(`${origin}${url.pathname}${url.search}`);
      if (response.status() !== 200) failing.push(`${url.pathname}${url.search} → ${response.status()}`);
    }
    expect(failing).toEqual([]);
  });
}
