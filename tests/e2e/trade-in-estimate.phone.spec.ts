import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { siteUrl } from "./support/hosts";
import { askForEstimate } from "./support/trade-in-estimate";

test("on a phone the estimate and its table of comparables fit the screen", async ({ page }) => {
  await page.goto(siteUrl("ridgeway-bikes-caravans", "/trade-in"));
  await askForEstimate(page);
  const estimate = page.getByRole("status", { name: "Your estimate" });
  await expect(estimate.locator("p.heading")).toHaveText(/\$[\d,]+ – \$[\d,]+/);
  await estimate.getByText(/comparable cars used$/).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, { label: "trade-in estimate, phone" });
  await page.screenshot({ path: test.info().outputPath("trade-in-estimate-phone.png"), fullPage: true });
});
