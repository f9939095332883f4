import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { siteUrl } from "./support/hosts";

test.describe.configure({ timeout: 90_000 });

const entries = (page: Page) => page.getByTestId("locator-entry");
const entryNames = (page: Page) => entries(page).getByRole("heading").allInnerTexts();

test("the dealer locator finds the nearest location from a postcode or suburb, with its distance and open-now status", async ({ page }) => {
  await page.goto(siteUrl("metro-motor-group", "/dealer-locator"));
  await expect(page.getByRole("heading", { level: 1, name: "Dealer Locator" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "All 12 locations" })).toBeVisible();

  const search = page.getByRole("search", { name: "Find a dealer near you" });
  await search.getByLabel("Postcode or suburb").fill("Capalaba");
  await search.getByRole("button", { name: "Find a Dealer" }).click();
  await expect(page).toHaveURL(/\/dealer-locator\?near=Capalaba/);
  await expect(page.getByRole("heading", { name: "12 locations, nearest to Capalaba QLD 4157 first" })).toBeVisible();
  expect((await entryNames(page))[0]).toBe("Metro Kia Capalaba");
  await expect(entries(page).first()).toContainText(/\d+ m away|\d+\.\d km away/);
  await expect(entries(page).locator("[data-open-status]")).toHaveCount(12);
  await expectNoAxeViolations(page, { label: "dealer locator" });

  await search.getByLabel("Postcode or suburb").fill("4127");
  await search.getByRole("button", { name: "Find a Dealer" }).click();
  expect((await entryNames(page))[0]).toBe("Metro Mazda Springwood");
  const distances = await entries(page).getByText(/ away$/).allInnerTexts();
  const km = distances.map((text) => (text.endsWith(" m away") ? Number.parseFloat(text) / 1000 : Number.parseFloat(text)));
  expect(km).toEqual([...km].sort((a, b) => a - b));
});

test("open now only keeps the locations open at this moment", async ({ page }) => {
  await page.goto(siteUrl("metro-motor-group", "/dealer-locator?near=4000"));
  const open = await entries(page).locator("[data-open-status=open]").count();
  await page.getByLabel("Open now only").check();
  await page.getByRole("button", { name: "Find a Dealer" }).click();
  await expect(page).toHaveURL(/open=1/);
  if (open === 0) await expect(page.getByText("None of our locations is open right now.")).toBeVisible();
  else await expect(entries(page)).toHaveCount(open);
  await expect(entries(page).locator("[data-open-status=closed]")).toHaveCount(0);
});

test("a postcode that cannot be found answers the specification's messages, and a shared suburb name asks which", async ({ page }) => {
  await page.goto(siteUrl("harbour-toyota", "/dealer-locator?near=0100"));
  const field = page.getByLabel("Postcode or suburb");
  await expect(page.getByText("Invalid postcode", { exact: true })).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await page.goto(siteUrl("harbour-toyota", "/dealer-locator?near=229"));
  await expect(page.getByText("Invalid postcode. Please enter a 4-digit number.")).toBeVisible();

  await page.goto(siteUrl("harbour-toyota", "/dealer-locator?near=Springwood"));
  await expect(page.getByRole("heading", { name: "Which one did you mean?" })).toBeVisible();
  await page.getByRole("link", { name: "Springwood NSW 2777" }).click();
  await expect(page.getByRole("heading", { name: "2 locations, nearest to Springwood NSW 2777 first" })).toBeVisible();

  await page.goto(siteUrl("harbour-toyota", "/dealer-locator?near=2320"));
  expect(await entryNames(page)).toEqual(["Harbour Toyota Maitland", "Harbour Toyota Broadmeadow"]);
});

test("every site's footer links the dealer locator", async ({ page }) => {
  for (const site of ["harbour-toyota", "value-used-cars", "ridgeway-bikes-caravans"]) {
    await page.goto(siteUrl(site, "/"));
    await expect(page.locator("footer").getByRole("link", { name: "Dealer Locator" })).toHaveAttribute("href", "/dealer-locator");
  }
});
