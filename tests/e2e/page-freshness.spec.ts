import { expect, test, type APIRequestContext } from "@playwright/test";
import { siteUrl } from "./support/hosts";
import { setCarPrice } from "./support/car-price";
import { searchHits } from "./support/vehicle-pages";

/**
 * Issue 16: "A price change or a sale shows on the vehicle page and in search within 1 s" — and keeps doing so
 * with search and vehicle pages served from the page cache (decision 019). The price is changed in the database
 * through the test servers' own route, then both pages are asked for again and again: every page asked for 1 s or
 * more after the change must show the new price. (When the answer arrives depends on how busy the machine is; what
 * the cache controls is how long it may answer with the old page.)
 */
const SITE = "value-used-cars";
const SEARCH_PATH = "/search?sortBy=price-desc";
const FRESHNESS_MS = 1_000;

const dollars = (amount: number) => `$${amount.toLocaleString("en-AU")}`;

const pageText = async (request: APIRequestContext, path: string) => (await (await request.get(siteUrl(SITE, path))).text()).replaceAll("<!-- -->", "");

type Answer = { sentAfterMs: number; shows: boolean };

/** Asks for the page from the change on until an answer to a request sent `FRESHNESS_MS` after it arrives: when each request was sent, and whether its page showed `text`. */
async function askFromChange(request: APIRequestContext, path: string, text: string, changedAt: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  while (answers.length < 200) {
    const sentAfterMs = Date.now() - changedAt;
    answers.push({ sentAfterMs, shows: (await pageText(request, path)).includes(text) });
    if (sentAfterMs >= FRESHNESS_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return answers;
}

function expectFresh(answers: readonly Answer[], page: string) {
  const late = answers.filter((answer) => answer.sentAfterMs >= FRESHNESS_MS);
  expect(late.length, `${page}: asked for ${FRESHNESS_MS} ms after the change`).toBeGreaterThan(0);
  expect(late.filter((answer) => !answer.shows), `${page}: pages asked for ${FRESHNESS_MS} ms or more after the change with the old price`).toEqual([]);
}

test("a price change shows on the vehicle page and in search within 1 s of the database change", async ({ request }) => {
  const [car] = (await searchHits(request, SITE, "sortBy=price-desc")).filter((hit) => hit.status === "in_stock" && hit.price > 0);
  expect(car, "an in-stock car with a price").toBeDefined();
  const vehiclePath = `/cars/${car!.slug}`;
  const changed = car!.price + 1;
  // Both pages as shoppers had them (asked twice, so the second answer can come from the page cache).
  for (const path of [vehiclePath, SEARCH_PATH, vehiclePath, SEARCH_PATH]) {
    const html = await pageText(request, path);
    expect(html).toContain(dollars(car!.price));
    expect(html).not.toContain(dollars(changed));
  }

  try {
    await setCarPrice(request, SITE, car!.slug, changed);
    const changedAt = Date.now();
    const [vehicle, search] = await Promise.all([askFromChange(request, vehiclePath, dollars(changed), changedAt), askFromChange(request, SEARCH_PATH, dollars(changed), changedAt)]);
    expectFresh(vehicle, "the vehicle page");
    expectFresh(search, "the search page");
  } finally {
    await setCarPrice(request, SITE, car!.slug, car!.price);
  }
});

test("the test servers' price route answers 404 without the test-traffic token", async ({ request }) => {
  const response = await request.put(siteUrl(SITE, "/api/test-traffic/car-price"), { data: { slug: "anything", price: 1 } });
  expect(response.status()).toBe(404);
});
