import { expect, test } from "@playwright/test";
import { siteUrl } from "./support/hosts";
import { expectNoAxeViolations } from "./support/axe";
import { HARBOUR_LOCATION, hoursTable } from "./support/location-pages";

test.describe.configure({ timeout: 90_000 });

test("on a phone the location page's hours selector and holiday dialog work by touch, with no axe violations", async ({ page }) => {
  await page.goto(siteUrl("harbour-toyota", HARBOUR_LOCATION));
  const selector = page.getByRole("group", { name: "Show the opening hours of" });
  await selector.getByText("Parts", { exact: true }).tap();
  await expect(hoursTable(page, "Parts")).toBeVisible();
  await expect(hoursTable(page, "Sales")).toBeHidden();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Holiday hours" }).tap();
  const dialog = page.getByRole("dialog", { name: "Holiday hours" });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Close" }).tap();
  await expect(dialog).toBeHidden();
});

test("on a phone more than three locations scroll sideways with the carousel hint", async ({ page }) => {
  await page.goto(siteUrl("southern-cross-auto", "/contact"));
  await expect(page.getByText("Scroll sideways to see all 5 locations.")).toBeVisible();
  const list = page.locator('[data-location-block="grid"] ul');
  expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth + 100)).toBe(true);
  await expectNoAxeViolations(page);
});

test("on a phone /dealerships has no axe violations", async ({ page }) => {
  await page.goto(siteUrl("metro-motor-group", "/dealerships"));
  await expect(page.getByRole("link", { name: /^View Location/ })).toHaveCount(12);
  await expectNoAxeViolations(page);
});
