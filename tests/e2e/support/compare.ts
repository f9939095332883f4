import { type APIRequestContext } from "@playwright/test";
import { siteUrl } from "./hosts";
import { searchHits, type Hit } from "./vehicle-pages";

/** The newest cars of a site whose pages offer "Compare" (spec 000 §5: some sites offer it only on used cars with a price and a photo). */
export async function comparableCars(request: APIRequestContext, site: string, count: number): Promise<Hit[]> {
  const found: Hit[] = [];
  for (const hit of await searchHits(request, site, "sortBy=latest")) {
    if (hit.status !== "in_stock") continue;
    if ((await (await request.get(siteUrl(site, `/cars/${hit.slug}`))).text()).includes('class="compare-control')) found.push(hit);
    if (found.length === count) return found;
  }
  throw new Error(`${site} offers only ${found.length} cars to compare on its first page of stock`);
}
