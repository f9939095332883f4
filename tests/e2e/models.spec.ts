import { expect as baseExpect, test } from "@playwright/test";
import { siteUrl } from "./support/hosts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const SITE = "harbour-toyota";

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("/models filters by body, and a card's Explore opens the model page with its in-stock cars and search", async ({ page }) => {
      await page.goto(siteUrl(SITE, "/models"));
      await expect(page.getByRole("heading", { level: 1, name: "Toyota Models" })).toBeVisible();
      const all = await page.locator("main article").count();
      await page.getByRole("navigation", { name: "Filter models by body" }).getByRole("link", { name: "SUVs" }).click();
      await expect(page).toHaveURL(/\/models\?body=suv$/);
      await expect(page.getByRole("heading", { level: 1, name: "SUVs" })).toBeVisible();
      const suvs = page.locator("main article");
      expect(await suvs.count()).toBeLessThan(all);

      // A model whose page is its own (a dealer's override URL leads elsewhere, usually to a search).
      const card = suvs.filter({ has: page.locator('a[href^="/toyota-"]') }).first();
      const name = (await card.getByRole("heading").textContent())!.trim();
      await expect(card.getByRole("heading")).toHaveCSS("text-transform", "uppercase");
      await expect(card).toContainText(/From \$\d/);
      await card.getByRole("link", { name: `Explore the ${name}` }).click();

      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      const stock = page.getByRole("region", { name: `Toyota ${name} in stock` });
      const cars = stock.locator("article");
      if ((await cars.count()) > 0) {
        await stock.getByRole("link", { name: /^View all \d+/ }).click();
        await expect(page).toHaveURL(new RegExp(`/search/toyota/`));
        await expect(page.locator("main")).toContainText(name);
      } else {
        await expect(stock).toContainText(`There is no Toyota ${name} in stock right now.`);
      }
    });
  });
}

test("a model card's description collapses at 200 characters with View more / View less", async ({ page }) => {
  await page.goto(siteUrl(SITE, "/models"));
  const clipped = page.locator("main article").filter({ has: page.getByRole("button", { name: /^View more about the / }) }).first();
  // Held by its heading: once expanded, the card no longer has a View more button to be found by.
  const card = page.locator(`article[aria-labelledby="${await clipped.getAttribute("aria-labelledby")}"]`);
  const toggle = card.getByRole("button", { name: /^View more about the / });
  const collapsed = (await card.locator("p").filter({ hasText: "…" }).first().textContent())!;
  expect(collapsed.length).toBeLessThanOrEqual(201);
  await toggle.click();
  await expect(card.getByRole("button", { name: /^View less about the / })).toHaveAttribute("aria-expanded", "true");
  await expect(card.locator("p").filter({ hasText: "…" })).toHaveCount(0);
});

test("model pages answer at /{slug}, /{new_slug} and /models/{slug}; the suzuki-australia spelling redirects; an unknown slug is a 404 page", async ({ page }) => {
  await page.goto(siteUrl(SITE, "/toyota-rav4"));
  await expect(page.getByRole("heading", { level: 1, name: "RAV4" })).toBeVisible();
  await page.goto(siteUrl(SITE, "/rav4"));
  await expect(page.getByRole("heading", { level: 1, name: "RAV4" })).toBeVisible();
  await page.goto(siteUrl(SITE, "/models/rav4"));
  await expect(page.getByRole("heading", { level: 1, name: "RAV4" })).toBeVisible();

  await page.goto(siteUrl("southern-cross-auto", "/suzuki-australia-swift"));
  await expect(page).toHaveURL(/\/suzuki-swift$/);
  await expect(page.getByRole("heading", { level: 1, name: "Swift" })).toBeVisible();

  const missing = await page.goto(siteUrl(SITE, "/toyota-no-such-model"));
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
});

test("the models mega-menu groups models by category in the spec's order, with the fixed entries", async ({ page }) => {
  await page.goto(siteUrl(SITE, "/"));
  const bar = page.getByRole("navigation", { name: "Main" }).filter({ visible: true });
  await bar.getByText("Vehicles", { exact: true }).click();
  const panel = page.locator("header details[open] .models-panel");
  const categories = await panel.locator("section").evaluateAll((sections) => sections.map((s) => s.getAttribute("aria-label")));
  expect(categories.slice(0, 2)).toEqual(["SUVs", "Vans"]);
  await expect(panel.getByRole("link", { name: "Our Stock" })).toBeVisible();
  await expect(panel.getByRole("link", { name: "Contact Us" })).toBeVisible();
  await expect(panel.getByRole("link", { name: "All Vehicles" })).toHaveAttribute("href", "/models");
});
