import { expect, test } from "@playwright/test";
import { siteUrl } from "./support/hosts";

test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 90_000 });

test("without JavaScript the vehicle page still shows photos, price, the call link, every tab's content and the similar-cars link", async ({ page, request }) => {
  const response = await request.get(siteUrl("harbour-toyota", "/api/search?sortBy=latest"));
  const car = ((await response.json()) as { hits: { slug: string; name: string }[] }).hits[0]!;
  await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(car.name);
  const photos = page.getByRole("list", { name: `Photos of the ${car.name}` }).locator("img");
  expect(await photos.count()).toBeGreaterThan(0);
  await expect(photos.first()).toBeVisible();
  await expect(page.locator("#vehicle-price")).toContainText("$");
  await expect(page.locator("main").getByRole("link", { name: /^Call the dealer/ })).toHaveAttribute("href", /^tel:/);
  for (const heading of ["Dealer Comments", "What's Included", "Why Buy From Us?", "Protect Your Car", "Features"]) {
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("tablist")).toBeHidden();
  await expect(page.getByRole("link", { name: "Search similar cars" })).toHaveAttribute("href", /^\/search\//);
  await expect(page.getByRole("link", { name: "Print" })).toHaveAttribute("href", `/print?car_id=${car.slug}`);
});
