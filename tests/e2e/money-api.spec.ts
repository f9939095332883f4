import { expect, test, type APIRequestContext } from "@playwright/test";
import { siteUrl } from "./support/hosts";

async function firstHit(request: APIRequestContext, site: string, query: string): Promise<{ id: number; slug: string; price: number }> {
  const body = await (await request.get(siteUrl(site, `/api/search?${query}`))).json();
  expect(body.hits.length, `a hit for ${query} on ${site}`).toBeGreaterThan(0);
  return body.hits[0];
}

test.describe("GET /api/finance/quote", () => {
  test("answers the spec 000 §9 repayment: =PMT(6.29%/26, 130, -41300, 10000) → $305 a fortnight", async ({ request }) => {
    const response = await request.get(siteUrl("harbour-toyota", "/api/finance/quote?amount=45000&deposit=5000&residual=10000&termYears=5&interestRate=6.29&frequency=fortnightly&establishmentFee=1300"));
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ repayment: 305, frequency: "fortnightly", periods: 130, principal: 41_300, totalRepayments: 40_950 });
  });

  for (const [query, parameter] of [["termYears=5&interestRate=8.5", "amount"], ["amount=30000&termYears=5&interestRate=8.5&frequency=yearly", "frequency"], ["amount=30000&termYears=5.25&interestRate=8.5", "termYears"]] as const) {
    test(`answers 400 naming '${parameter}' for ?${query}`, async ({ request }) => {
      const response = await request.get(siteUrl("harbour-toyota", `/api/finance/quote?${query}`));
      expect(response.status()).toBe(400);
      expect((await response.json()).error.parameter).toBe(parameter);
    });
  }
});

test.describe("POST /api/youx/quote", () => {
  test("quotes on a YouX site (default table: GREAT 8.49%, comparison 9.6%)", async ({ request }) => {
    const response = await request.post(siteUrl("southern-cross-auto", "/api/youx/quote"), { data: { purchasePrice: 30_000, loanTerm: 5, selfAssessedCreditScore: "GREAT" } });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ weeklyRepaymentAmount: 103, advertisedRate: 8.49, comparisonRate: 9.6 });
  });

  test("answers 400 naming the field, and 404 on a site without YouX", async ({ request }) => {
    const bad = await request.post(siteUrl("southern-cross-auto", "/api/youx/quote"), { data: { purchasePrice: "lots" } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error.parameter).toBe("purchasePrice");
    const notJson = await request.post(siteUrl("southern-cross-auto", "/api/youx/quote"), { data: "{", headers: { "Content-Type": "application/json" } });
    expect(notJson.status()).toBe(400);
    expect((await request.post(siteUrl("harbour-toyota", "/api/youx/quote"), { data: { purchasePrice: 30_000 } })).status()).toBe(404);
  });
});

test.describe("GET /api/delivery", () => {
  test("prices a delivery from the car's location, from the site's bands", async ({ request }) => {
    const car = await firstHit(request, "harbour-toyota", "sortBy=latest");
    const response = await request.get(siteUrl("harbour-toyota", `/api/delivery?car_id=${car.id}&postcode=2000`));
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(["name", "price"]);
    expect(["Metro", "Regional", "Interstate", "National"]).toContain(body.name);
  });

  test("answers the spec's texts for a missing postcode and an unknown one; 404 for another site's car", async ({ request }) => {
    const car = await firstHit(request, "harbour-toyota", "sortBy=latest");
    const empty = await request.get(siteUrl("harbour-toyota", `/api/delivery?car_id=${car.id}&postcode=`));
    expect(empty.status()).toBe(400);
    expect((await empty.json()).error).toEqual({ parameter: "postcode", message: "Please enter a postcode." });
    const unknown = await request.get(siteUrl("harbour-toyota", `/api/delivery?car_id=${car.id}&postcode=3989`));
    expect(unknown.status()).toBe(404);
    expect((await unknown.json()).error.message).toBe("Invalid postcode"); // spec 001 §8: "'Invalid postcode' (geocoding)"
    const elsewhere = await request.get(siteUrl("ridgeway-bikes-caravans", `/api/delivery?car_id=${car.id}&postcode=4000`));
    expect(elsewhere.status()).toBe(404);
    expect((await elsewhere.json()).error.parameter).toBe("car_id");
  });
});

test.describe("GET /cars/{slug}/autogauge", () => {
  test("answers the price comparison fields and the comparables used", async ({ request }) => {
    const car = await firstHit(request, "value-used-cars", "car_type=used&status=in_stock&sortBy=latest");
    const response = await request.get(siteUrl("value-used-cars", `/cars/${car.slug}/autogauge`));
    expect(response.status()).toBe(200);
    const body = await response.json();
    for (const field of ["fill", "listing_price", "market_range_min", "market_range_max", "confidence", "description", "comparables"]) expect(body).toHaveProperty(field);
    expect(Array.isArray(body.comparables)).toBe(true);
  });

  test("answers 404 for a car the site does not have", async ({ request }) => {
    expect((await request.get(siteUrl("value-used-cars", "/cars/no-such-car/autogauge"))).status()).toBe(404);
  });
});
