import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { siteUrl } from "./hosts";

export type Hit = { id: number; slug: string; name: string; status: string; price: number };

export async function searchHits(request: APIRequestContext, site: string, query: string): Promise<Hit[]> {
  const response = await request.get(siteUrl(site, `/api/search?${query}`));
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { hits: Hit[] }).hits;
}

/** The first in-stock car on a site whose page HTML passes `test` (e.g. has a 360° spin). */
export async function findCar(request: APIRequestContext, site: string, test: (html: string) => boolean, query = "sortBy=latest", pages = 6): Promise<Hit> {
  for (let page = 1; page <= pages; page++) {
    for (const hit of await searchHits(request, site, `${query}&page=${page}`)) {
      if (hit.status !== "in_stock" && hit.status !== "coming_soon") continue;
      // React separates text and values with comments (`View all <!-- -->13<!-- --> photos`).
      const html = (await (await request.get(siteUrl(site, `/cars/${hit.slug}`))).text()).replaceAll("<!-- -->", "");
      if (test(html)) return hit;
    }
  }
  throw new Error(`No car on ${site} matched`);
}

/** Opens a vehicle page and waits until its scripts have taken over (on a busy 2-core machine, hydration has taken over 5 s). */
export async function openCar(page: Page, site: string, slug: string) {
  await page.goto(siteUrl(site, `/cars/${slug}`));
  await expect(page.locator("[data-enhanced=true]")).toBeAttached({ timeout: 20_000 });
}
