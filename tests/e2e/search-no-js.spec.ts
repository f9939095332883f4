import { expect as baseExpect, test, type Page } from "@playwright/test";
import { siteUrl } from "./support/hosts";
import { CAR_CARDS } from "./support/search-page";

/** Others share this 2-core machine; a navigation may take a few seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** The core search journey with JavaScript off: GET forms, links and server-rendered results. */
test.use({ javaScriptEnabled: false });

const SITE = "metro-motor-group";
const ALL_STOCK = "/search/new-used-and-demo-cars";

async function resultCount(page: Page): Promise<number> {
  const text = await page.getByRole("status").filter({ hasText: /found/ }).locator("strong").innerText();
  return Number(text.replace(/,/g, ""));
}

test("filtering through the form's dropdowns", async ({ page }) => {
  await page.goto(siteUrl(SITE, ALL_STOCK));
  const total = await resultCount(page);
  const make = page.locator("details[data-dropdown]").filter({ has: page.locator(":scope > summary", { hasText: /^Make/ }) });
  await make.locator(":scope > summary").click();
  await make.getByRole("checkbox", { name: /^Kia/ }).check();
  await make.getByRole("button", { name: "Show results" }).click();

  // The form sends ?make=Kia…; the server answers with the search's own address.
  await expect(page).toHaveURL(/\/search\/kia$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kia");
  const kias = await resultCount(page);
  expect(kias).toBeGreaterThan(0);
  expect(kias).toBeLessThan(total);

  // A typed price range goes through the same form.
  const price = page.locator("details[data-dropdown]").filter({ has: page.locator(":scope > summary", { hasText: /^Price/ }) });
  await price.locator(":scope > summary").click();
  await price.getByLabel("Maximum ($)").fill("30000");
  await price.getByRole("button", { name: "Show results" }).click();
  await expect(page).toHaveURL(/\/search\/kia\?price_max=30000$/);
  expect(await resultCount(page)).toBeLessThanOrEqual(kias);
});

test("sorting with the Sort button", async ({ page }) => {
  await page.goto(siteUrl(SITE, "/search/used-cars"));
  await page.getByLabel("Sort by").selectOption("price-desc");
  await page.getByRole("button", { name: "Sort", exact: true }).click();
  await expect(page).toHaveURL(/\/search\/used-cars\?sortBy=price-desc$/);
  const prices = await page.locator(`${CAR_CARDS} .price-amount`).evaluateAll((nodes) =>
    nodes.map((node) => Number(node.textContent!.replace(/[^\d]/g, ""))).filter((n) => n > 0),
  );
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
});

test("paginating with links", async ({ page }) => {
  await page.goto(siteUrl(SITE, ALL_STOCK));
  await page.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByRole("status").filter({ hasText: /found/ })).toContainText("showing 22–42");
  await expect(page.locator(CAR_CARDS)).toHaveCount(21);
  await page.getByRole("link", { name: "Previous page" }).click();
  await expect(page).toHaveURL(new RegExp(`${ALL_STOCK}$`));
});

test("clearing filters", async ({ page }) => {
  await page.goto(siteUrl(SITE, "/search/used-cars?fuel=Diesel&sortBy=latest"));
  await expect(page.getByRole("region", { name: "Filters in use" })).toContainText("Diesel");
  await page.getByRole("link", { name: "Clear Filters" }).first().click();
  await expect(page).toHaveURL(/\/search\/used-cars$/);
  await page.getByRole("link", { name: "Clear Filters" }).first().click();
  await expect(page).toHaveURL(new RegExp(`${ALL_STOCK}$`));
  await expect(page.getByRole("region", { name: "Filters in use" })).toHaveCount(0);
});
