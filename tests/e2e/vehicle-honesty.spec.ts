import { expect as baseExpect, test, type APIRequestContext, type Page } from "@playwright/test";
import { siteUrl } from "./support/hosts";
import { CAR_CARDS } from "./support/search-page";

/** Others share this 2-core machine; a navigation may take a few seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

type ApiHit = {
  id: number; slug: string; name: string; make: string; model: string; body: string | null; status: string; price: number;
  reserved: boolean; weekly_estimate: number | null; dealership_name: string; price_type: string | null;
};

async function hits(request: APIRequestContext, site: string, query: string): Promise<ApiHit[]> {
  const response = await request.get(siteUrl(site, `/api/search?${query}`));
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { hits: ApiHit[] }).hits;
}

async function firstHit(request: APIRequestContext, site: string, query: string, test: (hit: ApiHit) => boolean = () => true): Promise<ApiHit> {
  for (let page = 1; page <= 5; page++) {
    const found = (await hits(request, site, `${query}&page=${page}`)).find(test);
    if (found) return found;
  }
  throw new Error(`No car on ${site} for ${query}`);
}

const inStock = (hit: ApiHit) => hit.status === "in_stock" || hit.status === "coming_soon";
const main = (page: Page) => page.locator("main");

// Issue 32 §8: one finance rule for every place that shows finance. Spec 000 §5: "the manufacturer is not Suzuki".
test("a Suzuki shows no finance anywhere; a financed car shows it in every place", async ({ page, request }) => {
  const suzuki = await firstHit(request, "southern-cross-auto", "make=Suzuki&sortBy=latest", inStock);
  expect(suzuki.weekly_estimate).toBeNull();
  await page.goto(siteUrl("southern-cross-auto", `/cars/${suzuki.slug}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(suzuki.name);
  // The sticky header is a script's (deferred): wait for it, then count finance links anywhere, hidden ones too.
  const sticky = page.getByTestId("vehicle-sticky-header");
  await expect(sticky).toBeAttached();
  await expect(page.getByText(/\/wk/)).toHaveCount(0);
  await expect(page.locator('a[href^="/finance?car_id="]')).toHaveCount(0);
  await expect(page.locator("#finance-calculator, #youx-quote")).toHaveCount(0);

  const financed = await firstHit(request, "southern-cross-auto", "sortBy=latest", (hit) => inStock(hit) && hit.weekly_estimate !== null);
  await page.goto(siteUrl("southern-cross-auto", `/cars/${financed.slug}`));
  await expect(page.locator("#vehicle-price")).toContainText(`$${financed.weekly_estimate}/wk`);
  await expect(sticky.locator('a[href^="/finance?car_id="]')).toHaveText("Get Finance");
  await expect(sticky).toContainText(`$${financed.weekly_estimate}/wk est.`);
  await expect(page.locator("#youx-quote")).toHaveCount(1);

  // The card: no estimate and no Get Finance for the Suzuki.
  await page.goto(siteUrl("southern-cross-auto", "/search/suzuki"));
  const card = page.locator(CAR_CARDS).filter({ has: page.locator(`h3 a[href="/cars/${suzuki.slug}"]`) });
  await expect(card.getByRole("link", { name: "Enquire Now" })).toBeVisible();
  await expect(card.getByRole("link", { name: "Get Finance" })).toHaveCount(0);
  await expect(card).not.toContainText("/wk");
});

// Spec 000 §2 "Car card: … buttons"; spec 001 §4 "in_stock shows normal buttons; otherwise the card offers Find Me Something Similar".
test("cards offer Enquire Now and Get Finance, and a sold card 'Find Me Something Similar'", async ({ page, request }) => {
  const financed = await firstHit(request, "harbour-toyota", "sortBy=latest", (hit) => inStock(hit) && hit.weekly_estimate !== null);
  await page.goto(siteUrl("harbour-toyota", "/search/new-used-and-demo-cars?sortBy=latest"));
  const card = page.locator(CAR_CARDS).filter({ has: page.locator(`h3 a[href="/cars/${financed.slug}"]`) });
  await expect(card.getByRole("link", { name: "Enquire Now" })).toHaveAttribute("href", `/cars/${financed.slug}/enquire`);
  await expect(card.getByRole("link", { name: "Get Finance" })).toHaveAttribute("href", `/finance?car_id=${financed.id}`);
  await card.getByRole("link", { name: "Enquire Now" }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/${financed.slug}/enquire$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(financed.name);
  await expect(page.getByRole("main").getByText("Enquire Now", { exact: true }).first()).toBeVisible();

  const sold = await firstHit(request, "metro-motor-group", "status=sold&sortBy=latest");
  await page.goto(siteUrl("metro-motor-group", `/search/new-used-and-demo-cars?status=sold&make=${encodeURIComponent(sold.make)}&model=${encodeURIComponent(sold.model)}`));
  const soldCard = page.locator(CAR_CARDS).filter({ has: page.locator(`h3 a[href="/cars/${sold.slug}"]`) });
  await expect(soldCard.getByRole("link", { name: "Find Me Something Similar" })).toBeVisible();
  await expect(soldCard.getByRole("link", { name: "Enquire Now" })).toHaveCount(0);
  await soldCard.getByRole("link", { name: "Find Me Something Similar" }).click();
  await expect(page).toHaveURL(/\/search\/[a-z0-9-]+\/[a-z0-9-]+$/);
});

// Spec 000 §2 "/search/{dealership_slug} | see more from this dealer"; spec 001 §2 breadcrumbs "with make, model and simple_body levels".
test("the vehicle page links the dealer's stock and a breadcrumb per level, body included", async ({ page, request }) => {
  const car = await firstHit(request, "metro-motor-group", "car_type=used&sortBy=latest", (hit) => inStock(hit) && hit.body !== null);
  await page.goto(siteUrl("metro-motor-group", `/cars/${car.slug}`));
  const crumbs = page.locator('nav[aria-label="Breadcrumb"] li');
  await expect(crumbs).toHaveText(["Home/", "Used Cars/", `${car.make}/`, `${car.model}/`, `${car.body}/`, car.name]);

  const more = main(page).getByRole("link", { name: /^See more from this dealer/ });
  await expect(more).toHaveAttribute("href", /^\/search\/[a-z0-9-]+$/);
  await more.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^(More from|Stock at) /);
  await expect(page.locator(CAR_CARDS).first()).toBeVisible();
});

// Spec 001 §2: "/used-car/{car_type}/" breadcrumbs; issue 32 §9: it redirected to a 404.
test("/used-car/{body}/ lands on the search of used cars of that body", async ({ request }) => {
  const response = await request.get(siteUrl("metro-motor-group", "/used-car/suv/"));
  expect(response.status()).toBe(200);
  expect(response.url()).toMatch(/\/search\/suv\?car_type=used$/);
  expect((await request.get(siteUrl("metro-motor-group", "/used-car/spaceship/"))).status()).toBe(404);
});

test("a reserved car says so on its page, as its card does", async ({ page, request }) => {
  const reserved = await firstHit(request, "metro-motor-group", "sortBy=latest", (hit) => inStock(hit) && hit.reserved);
  await page.goto(siteUrl("metro-motor-group", `/cars/${reserved.slug}`));
  const price = page.locator("#vehicle-price");
  await expect(price.getByText("RESERVED", { exact: true })).toBeVisible();
  await expect(price).toContainText("This car is reserved by another shopper.");
});

// Issue 32: "Caravans and trailers get a fuel cost calculator … and 'a full tank' in What's Included. Anything without an engine gets neither."
test("a caravan gets no fuel cost calculator and no full tank; a motorcycle keeps both", async ({ page, request }) => {
  const caravan = await firstHit(request, "ridgeway-bikes-caravans", "item_type=caravan&car_type=new&sortBy=latest", inStock);
  await page.goto(siteUrl("ridgeway-bikes-caravans", `/cars/${caravan.slug}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(caravan.name);
  await expect(page.locator("#fuel-cost")).toHaveCount(0);
  await expect(page.getByText(/full tank/)).toHaveCount(0);

  const bike = await firstHit(request, "ridgeway-bikes-caravans", "item_type=motorcycle&car_type=new&sortBy=latest", inStock);
  await page.goto(siteUrl("ridgeway-bikes-caravans", `/cars/${bike.slug}`));
  await expect(page.locator("#fuel-cost")).toHaveCount(1);
  await expect(page.getByText("Pre-delivery inspection and a full tank")).toBeAttached();
});

test("the bikes and caravans site says 'Show Me N vehicles'", async ({ page }) => {
  await page.goto(siteUrl("ridgeway-bikes-caravans", "/search/new-used-and-demo-cars"));
  await expect(page.locator("[data-enhanced=true]")).toBeAttached();
  const dropdown = page.locator("details[data-dropdown]").filter({ has: page.locator(":scope > summary", { hasText: /^Make/ }) });
  await dropdown.locator(":scope > summary").click();
  await expect(dropdown.getByRole("button", { name: /^Show Me/ })).toHaveText(/^Show Me [\d,]+ vehicles$/);
});

test("the print page's title names the car, not its slug", async ({ page, request }) => {
  const car = await firstHit(request, "harbour-toyota", "sortBy=latest", inStock);
  await page.goto(siteUrl("harbour-toyota", `/print?car_id=${car.slug}`));
  await expect(page).toHaveTitle(new RegExp(`^Print: ${car.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
});

test("a car without a price: the sticky header shows no price type under 'Enquire for price.'", async ({ page, request }) => {
  const unpriced = await firstHit(request, "harbour-toyota", "price_max=10&sortBy=latest", (hit) => inStock(hit) && Boolean(hit.price_type));
  await page.goto(siteUrl("harbour-toyota", `/cars/${unpriced.slug}`));
  const header = page.getByTestId("vehicle-sticky-header");
  await expect(header).toContainText("Enquire for price.");
  await expect(header).not.toContainText(unpriced.price_type!);
});

// Spec 000 §4: "Dealer comments collapse at 400 characters with show more/less."
test("long dealer comments show their first 400 characters, then all of them", async ({ page, request }) => {
  // The demo's longest comments end with the dealer's paragraph about its technicians.
  let slug = "";
  for (const hit of await hits(request, "metro-motor-group", "query=technicians&sortBy=latest")) {
    const html = await (await request.get(siteUrl("metro-motor-group", `/cars/${hit.slug}`))).text();
    if (inStock(hit) && html.includes('data-testid="dealer-comments-preview"')) {
      slug = hit.slug;
      break;
    }
  }
  expect(slug).not.toBe("");
  await page.goto(siteUrl("metro-motor-group", `/cars/${slug}`));
  const preview = page.getByTestId("dealer-comments-preview");
  await expect(preview).toBeVisible();
  expect((await preview.innerText()).replace(/…$/, "").length).toBeLessThanOrEqual(400);
  const full = page.getByTestId("dealer-comments");
  await expect(full).toBeHidden();
  const comments = page.getByRole("tabpanel", { name: "Dealer Comments" });
  await comments.getByText("Show more", { exact: true }).click();
  await expect(full).toBeVisible();
  await expect(preview).toBeHidden();
  expect((await full.innerText()).length).toBeGreaterThan(400);
  await comments.getByText("Show less", { exact: true }).click();
  await expect(preview).toBeVisible();
});
