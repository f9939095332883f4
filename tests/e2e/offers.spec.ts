import { expect as baseExpect, test, type Page } from "@playwright/test";
import { siteUrl } from "./support/hosts";
import { fillShopperDetails, SUCCESS_URL } from "./support/lead-forms";
import { deliveredLeadEmails, uniqueEmail } from "./support/lead-outbox";

/** Others share this machine; a navigation may take a few seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** Metro Motor Group has several manufacturers, so its offers live at /offers/{manufacturer}/{id}. */
const SITE = "metro-motor-group";

async function firstOffer(page: Page) {
  await page.goto(siteUrl(SITE, "/special-offers"));
  await expect(page.getByRole("heading", { level: 1, name: "Special Offers" })).toBeVisible();
  const card = page.locator("main article").first();
  const name = (await card.getByRole("heading").textContent())!.trim();
  return { card, name };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("an offer card's Enquire Now leads to the offer page, whose enquiry reaches the dealer naming the offer", async ({ page }) => {
      const { card, name } = await firstOffer(page);
      await expect(card.getByRole("link", { name: /^Explore / })).toBeVisible();
      await expect(card.getByRole("link", { name: "Book A Test Drive" })).toHaveAttribute("href", "/book-test-drive");
      await card.getByRole("link", { name: `Enquire Now about ${name}` }).click();

      await expect(page).toHaveURL(/\/offers\/[a-z0-9-]+\/\d+#enquire$/);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      const form = page.getByRole("form", { name: "Enquire Now" });
      if (javaScriptEnabled) await expect(form).toHaveAttribute("data-enhanced", "true");
      // The offer decides the dealership: no location or dealership to choose.
      await expect(form.getByRole("combobox", { name: "Preferred dealership" })).toHaveCount(0);
      const email = uniqueEmail("offer-enquiry");
      await fillShopperDetails(form, email);
      await form.getByRole("textbox", { name: "Comments" }).fill("Is this offer available on the GT?");
      await form.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
      await form.getByRole("button", { name: "Send Enquiry" }).click();

      await expect(page).toHaveURL(SUCCESS_URL);
      await expect.poll(async () => (await deliveredLeadEmails(email)).length, { timeout: 30_000 }).toBe(1);
      const [message] = await deliveredLeadEmails(email);
      expect(message).toContain(`Special offer: ${name}`);
    });
  });
}

test("an offer's disclaimer opens with 'View full disclaimer' and closes with 'View less disclaimer' (spec 001 §4)", async ({ page }) => {
  const { card } = await firstOffer(page);
  const toggle = card.getByRole("button", { name: "View full disclaimer" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(card.getByRole("button", { name: "View less disclaimer" })).toHaveAttribute("aria-expanded", "true");
  await expect(card.getByText("Fleet, government and rental buyers excluded.")).toBeVisible();
});

test("the other form of an offer's address redirects to the site's own, and an unknown offer is a 404 page", async ({ page }) => {
  const { card } = await firstOffer(page);
  const href = (await card.getByRole("heading").getByRole("link").getAttribute("href"))!;
  const id = href.split("/").pop()!;
  await page.goto(siteUrl(SITE, `/offers/${id}`));
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const missing = await page.goto(siteUrl(SITE, "/offers/999999"));
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeVisible();
});

/** Spec 000 §8's empty card for offers, quoted. */
const NO_OFFERS = "There appears to be no offers currently available that meet the conditions of your search";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`offer filters ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("?query= and ?categories= filter the offers; none left shows 'No Results Available' with Clear Filters (spec 000 §7, §8)", async ({ page }) => {
      await page.goto(siteUrl("harbour-toyota", "/special-offers"));
      const cards = page.locator("main article");
      const all = await cards.count();
      expect(all).toBeGreaterThan(1);
      const name = (await cards.first().getByRole("heading").textContent())!.trim();

      const filters = page.getByRole("search", { name: "Filter offers" });
      await filters.getByRole("searchbox", { name: "Search offers" }).fill(name);
      await filters.getByRole("button", { name: "Filter" }).click();
      await expect(page).toHaveURL(/\/special-offers\?query=/);
      await expect(cards.first().getByRole("heading")).toHaveText(name);
      expect(await cards.count()).toBeLessThan(all);

      await page.goto(siteUrl("harbour-toyota", `/special-offers?categories=${encodeURIComponent("No such category")}`));
      await expect(cards).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 2, name: "No Results Available" })).toBeVisible();
      await expect(page.getByText(NO_OFFERS, { exact: true })).toBeVisible();
      await page.getByRole("main").getByRole("link", { name: "Clear Filters" }).last().click();
      await expect(page).toHaveURL(siteUrl("harbour-toyota", "/special-offers"));
      await expect(cards).toHaveCount(all);
    });
  });
}

test("a site with no offers shows the spec's empty card, not a sentence of its own", async ({ page }) => {
  await page.goto(siteUrl("value-used-cars", "/special-offers"));
  await expect(page.getByRole("heading", { level: 2, name: "No Results Available" })).toBeVisible();
  await expect(page.getByText(NO_OFFERS, { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Clear Filters" })).toHaveAttribute("href", "/special-offers");
});
