import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { siteUrl } from "./support/hosts";

test.describe.configure({ timeout: 90_000 });

for (const site of ["harbour-toyota", "metro-motor-group", "value-used-cars", "ridgeway-bikes-caravans", "southern-cross-auto"]) {
  test(`/finance on ${site} on a phone: axe clean with the disclaimer open, nothing wider than the screen`, async ({ page }) => {
    await page.goto(siteUrl(site, "/finance"));
    await expect(page.getByRole("slider", { name: "Loan amount" })).toBeEnabled();
    await page.getByText("Show more", { exact: true }).click();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

test("a car's finance page on a phone (calculator, market comparison, fuel, delivery): axe clean after an estimate", async ({ page, request }) => {
  const cars = ((await (await request.get(siteUrl("value-used-cars", "/api/search?car_type=used&status=in_stock&sortBy=latest"))).json()) as { hits: { id: number }[] }).hits;
  await page.goto(siteUrl("value-used-cars", `/finance?car_id=${cars[0]!.id}`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Finance the");
  const delivery = page.locator("#delivery-estimate");
  await delivery.getByRole("textbox", { name: "Your postcode" }).fill("3000");
  await delivery.getByRole("button", { name: "Get estimate" }).click();
  await expect(delivery.getByRole("status")).not.toBeEmpty();
  await expectNoAxeViolations(page);
});
