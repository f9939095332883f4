import { expect as baseExpect, test, type Page } from "@playwright/test";
import { siteUrl } from "./support/hosts";
import { CAR_CARDS } from "./support/search-page";

/** Others share this 2-core machine; a navigation may take a few seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** Issue 35 §4: the search box reads what a shopper types as the site's filters, with and without JavaScript. */
const SITE = "metro-motor-group";
const ALL_STOCK = "/search/new-used-and-demo-cars";

async function resultCount(page: Page): Promise<number> {
  const text = await page.getByRole("status").filter({ hasText: /found/ }).locator("strong").innerText();
  return Number(text.replace(/,/g, ""));
}

async function typeSearch(page: Page, path: string, text: string, javaScriptEnabled: boolean) {
  await page.goto(siteUrl(SITE, path));
  if (javaScriptEnabled) await expect(page.locator("[data-enhanced=true]")).toBeAttached();
  const box = page.getByRole("searchbox", { name: "Search by make, model or keyword" });
  await box.fill(text);
  await box.press("Enter");
}

const chipsOf = (page: Page) => page.getByRole("region", { name: "Filters in use" }).getByRole("link", { name: /, remove this filter$/ });

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("'white hybrid SUV under 35k' becomes the site's filters, shown as chips that each remove one", async ({ page }) => {
      await typeSearch(page, ALL_STOCK, "white hybrid SUV under 35k", javaScriptEnabled);
      await expect(page).toHaveURL(/\/search\/suv\?fuel=Hybrid&colour=Glacier\+White&price_max=35000$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("SUV");
      await expect(chipsOf(page)).toHaveText(["SUV", "Hybrid", "Glacier White", "Price: Up to $35,000"].map((label) => `${label}, remove this filter`));
      const count = await resultCount(page);
      expect(count).toBeGreaterThan(0);
      await expect(page.locator(CAR_CARDS).first()).toBeVisible();

      await chipsOf(page).filter({ hasText: "Price: Up to $35,000" }).click();
      await expect(page).toHaveURL(/\/search\/suv\?fuel=Hybrid&colour=Glacier\+White$/);
      await expect(chipsOf(page)).toHaveCount(3);
      await expect.poll(() => resultCount(page)).toBeGreaterThan(count);
    });

    test("the typed text adds to the filters in the address, and what is not understood stays as the text query", async ({ page }) => {
      await typeSearch(page, "/search/suv", "hybrid gleaming", javaScriptEnabled);
      await expect(page).toHaveURL(/\/search\/suv\?query=gleaming&fuel=Hybrid$/);
      await expect(chipsOf(page)).toHaveText(["“gleaming”", "SUV", "Hybrid"].map((label) => `${label}, remove this filter`));
    });

    test("a text the site's stock names nothing of stays a text search", async ({ page }) => {
      await typeSearch(page, ALL_STOCK, "gleaming", javaScriptEnabled);
      await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?query=gleaming$/);
      await expect(chipsOf(page)).toHaveText(["“gleaming”, remove this filter"]);
    });
  });
}

test("with JavaScript, the text applies as it is typed onto the search as it was before typing: a changed word replaces what the first was read as", async ({ page }) => {
  await page.goto(siteUrl(SITE, ALL_STOCK));
  await expect(page.locator("[data-enhanced=true]")).toBeAttached();
  const box = page.getByRole("searchbox", { name: "Search by make, model or keyword" });
  await box.pressSequentially("white");
  await expect(page).toHaveURL(/colour=Glacier\+White/);
  await expect(chipsOf(page)).toHaveText(["Glacier White, remove this filter"]);
  // The box is still the one typed in.
  await expect(box).toHaveValue("white");
  await expect(box).toBeFocused();
  await box.fill("hybrid");
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?fuel=Hybrid$/);
  await expect(chipsOf(page)).toHaveText(["Hybrid, remove this filter"]);
});
