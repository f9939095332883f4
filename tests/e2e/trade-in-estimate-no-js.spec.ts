import { expect as baseExpect, test } from "@playwright/test";
import { siteUrl } from "./support/hosts";
import { fillShopperDetails, SUCCESS_URL } from "./support/lead-forms";
import { askForEstimate } from "./support/trade-in-estimate";

test.use({ javaScriptEnabled: false });
const expect = baseExpect.configure({ timeout: 20_000 });

test("without JavaScript the estimate answers on /cars/trade-in for a car, and the valuation form sends it", async ({ page, request }) => {
  const hits = ((await (await request.get(siteUrl("metro-motor-group", "/api/search?sortBy=latest"))).json()) as { hits: { id: number; name: string }[] }).hits;
  await page.goto(siteUrl("metro-motor-group", `/cars/trade-in?car_id=${hits[0]!.id}`));
  await askForEstimate(page);
  await expect(page).toHaveURL(new RegExp(`/cars/trade-in\\?car_id=${hits[0]!.id}&`));
  await expect(page.getByText(`Trading in towards the ${hits[0]!.name}`)).toBeVisible();
  await expect(page.getByRole("status", { name: "Your estimate" })).toContainText(/\$[\d,]+ – \$[\d,]+/);
  const form = page.getByRole("form", { name: "Trade-in valuation" });
  await fillShopperDetails(form, `trade-in-no-js-${Date.now()}@example.com`);
  await form.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
  await form.getByRole("button", { name: "Get Your Valuation" }).click();
  await expect(page).toHaveURL(SUCCESS_URL);
});
