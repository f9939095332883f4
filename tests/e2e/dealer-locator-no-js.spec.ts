import { expect, test } from "@playwright/test";
import { siteUrl } from "./support/hosts";

test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 90_000 });

test("without JavaScript the dealer locator's GET form finds the nearest location and keeps the open-now choice", async ({ page }) => {
  await page.goto(siteUrl("ridgeway-bikes-caravans", "/dealer-locator"));
  await page.getByLabel("Postcode or suburb").fill("Dalby");
  await page.getByRole("button", { name: "Find a Dealer" }).click();
  await expect(page).toHaveURL(/\/dealer-locator\?near=Dalby/);
  await expect(page.getByRole("heading", { name: "3 locations, nearest to Dalby QLD 4405 first" })).toBeVisible();
  await expect(page.getByTestId("locator-entry").first().getByRole("heading")).toHaveText("Ridgeway Caravans Dalby");
  await expect(page.getByLabel("Postcode or suburb")).toHaveValue("Dalby");

  await page.getByLabel("Open now only").check();
  await page.getByRole("button", { name: "Find a Dealer" }).click();
  await expect(page).toHaveURL(/near=Dalby&open=1/);
  await expect(page.getByLabel("Open now only")).toBeChecked();
  await expect(page.getByTestId("locator-entry").locator("[data-open-status=closed]")).toHaveCount(0);
});
