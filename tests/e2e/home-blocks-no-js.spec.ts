import { expect as baseExpect, test } from "@playwright/test";
import { salesThisMonth } from "../../src/domain/sales/sales-counter";
import { siteUrl } from "./support/hosts";

test.use({ javaScriptEnabled: false });
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

test("without JavaScript the closable banner's close button still closes it, for good", async ({ page }) => {
  await page.goto(siteUrl("southern-cross-auto", "/"));
  const banner = page.getByRole("region", { name: "Announcement" });
  await expect(banner).toContainText("Holiday trading");
  await banner.getByRole("button", { name: "Close announcement" }).click();
  await expect(page.locator("main").getByRole("region", { name: "Sales this Month" })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.goto(siteUrl("southern-cross-auto", "/"));
  await expect(banner).toHaveCount(0);
});

test("without JavaScript the Sales this Month figure is the server's, and the promotions are a scrolling list of links", async ({ page }) => {
  const before = salesThisMonth(new Date());
  await page.goto(siteUrl("southern-cross-auto", "/"));
  const served = Number(await page.locator("[data-sales-count]").getAttribute("data-sales-count"));
  expect(served).toBeGreaterThanOrEqual(before);
  expect(served).toBeLessThanOrEqual(salesThisMonth(new Date()));
  const promotions = page.locator('[aria-roledescription="carousel"][aria-label="Promotions"]');
  await expect(promotions.locator('[aria-roledescription="slide"]')).toHaveCount(3);
  await expect(promotions.getByRole("link", { name: /Book a service/i })).toHaveAttribute("href", "/service");
  await expect(promotions.getByRole("button", { name: "Next promotion" })).toBeHidden();
});
