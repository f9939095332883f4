import type { APIRequestContext } from "@playwright/test";
import { siteUrl } from "./hosts";

export type FeedItem = { stocknum: string; vin: string; path: string; price: number };

/** A site's Google vehicle-listings feed, item by item: the stock number (its id is dealership-stocknum), VIN, the car's path, the price. */
export async function googleFeed(request: APIRequestContext, site: string): Promise<FeedItem[]> {
  const xml = await (await request.get(siteUrl(site, "/feeds/google-vehicle-listings.xml"))).text();
  return xml.split("<item>").slice(1).map((item) => ({
    stocknum: item.match(/<g:id>\d+-(.*?)<\/g:id>/)![1]!,
    vin: item.match(/<g:vin>(.*?)<\/g:vin>/)![1]!,
    path: new URL(item.match(/<g:link>(.*?)<\/g:link>/)![1]!).pathname,
    price: Number(item.match(/<g:price>(\d+)\.00 AUD<\/g:price>/)![1]),
  }));
}
