import { expect, test } from "@playwright/test";
import { siteUrl } from "./support/hosts";

/** Issue 3: "Each hit carries at least …" these fields. */
const HIT_FIELDS = [
  "id", "slug", "name", "make", "model", "badge", "year", "price", "before_price", "km", "body", "fuel", "transmission", "drive", "colour",
  "car_type", "status", "tag", "certified", "city", "state", "location_name", "dealership_name", "primary_image_url", "weekly_estimate",
];

test.describe("GET /api/search", () => {
  test("answers a site's faceted search with hits, disjunctive facets, stats and paging", async ({ request }) => {
    const response = await request.get(siteUrl("metro-motor-group", "/api/search?make=Toyota&make=Mazda&sortBy=price-asc&page=2"));
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ page: 2, hitsPerPage: 21 });
    expect(body.count).toBeGreaterThan(21);
    expect(body.pages).toBe(Math.ceil(body.count / 21));
    expect(body.hits).toHaveLength(21);
    for (const hit of body.hits) {
      expect(["Toyota", "Mazda"]).toContain(hit.make);
      for (const field of HIT_FIELDS) expect(hit, field).toHaveProperty(field);
      expect(hit.primary_image_url).toMatch(/^\/media\//);
    }
    const prices = body.hits.map((hit: { price: number }) => hit.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The make facet ignores its own selection: it still offers every other make on the site.
    const makes = body.facets.make.map((value: { value: string }) => value.value);
    expect(makes.length).toBeGreaterThan(2);
    const selectedCount = body.facets.make.filter((v: { value: string }) => ["Toyota", "Mazda"].includes(v.value)).reduce((sum: number, v: { count: number }) => sum + v.count, 0);
    expect(selectedCount).toBe(body.count);
    expect(body.stats.price.min).toBeLessThanOrEqual(body.stats.price.max);
    expect(typeof body.ms).toBe("number");
  });

  for (const [query, parameter] of [["page=0", "page"], ["sortBy=cheapest", "sortBy"], ["price_min=abc", "price_min"], ["sortBy=subscription-asc", "sortBy"]] as const) {
    test(`answers 400 naming '${parameter}' for ?${query}`, async ({ request }) => {
      const response = await request.get(siteUrl("harbour-toyota", `/api/search?${query}`));
      expect(response.status()).toBe(400);
      expect((await response.json()).error.parameter).toBe(parameter);
    });
  }

  test("sites never see each other's stock", async ({ request }) => {
    const ids = async (slug: string) => {
      const body = await (await request.get(siteUrl(slug, "/api/search?sortBy=latest"))).json();
      return new Set<number>(body.hits.map((hit: { id: number }) => hit.id));
    };
    const [toyota, ridgeway] = [await ids("harbour-toyota"), await ids("ridgeway-bikes-caravans")];
    expect([...toyota].filter((id) => ridgeway.has(id))).toEqual([]);
  });
});

test("Honda e:HEV hybrids are Hybrid: their fuel, and the Hybrid filter finds them (issue 32)", async ({ request }) => {
  const search = async (query: string) => (await (await request.get(siteUrl("southern-cross-auto", `/api/search?${query}`))).json()) as { count: number; hits: { badge: string | null; fuel: string | null }[] };
  const eHev = await search(`make=Honda&query=${encodeURIComponent("e:HEV")}&hitsPerPage=21`);
  const named = eHev.hits.filter((hit) => hit.badge?.includes("e:HEV"));
  expect(named.length, "the demo seed has Honda e:HEV cars on Southern Cross").toBeGreaterThan(0);
  expect(named.every((hit) => hit.fuel === "Hybrid")).toBe(true);
  const hybrids = await search(`make=Honda&fuel=Hybrid&query=${encodeURIComponent("e:HEV")}`);
  expect(hybrids.count).toBeGreaterThanOrEqual(named.length);
});
