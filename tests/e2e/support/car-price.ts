import { expect, type APIRequestContext } from "@playwright/test";
import { siteUrl } from "./hosts";
import { TEST_TRAFFIC_HEADERS } from "./test-traffic";

/** Sets a car's price in the database through the test servers' own route, as a dealer's system would; on either engine. */
export async function setCarPrice(request: APIRequestContext, site: string, slug: string, price: number): Promise<void> {
  const response = await request.put(siteUrl(site, "/api/test-traffic/car-price"), { headers: TEST_TRAFFIC_HEADERS, data: { slug, price } });
  expect(response.status(), await response.text()).toBe(200);
}
