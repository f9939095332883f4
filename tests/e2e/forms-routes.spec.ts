import { expect as baseExpect, test } from "@playwright/test";
import { siteUrl } from "./support/hosts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });
test.use({ javaScriptEnabled: false });

const SITE = "harbour-toyota";

/** Spec 000 §2, 001 §2: the forms' other routes render the same form, with the primary route as canonical. */
const ALIASES = [
  { path: "/contact-us", form: "Email Us", canonical: "/contact" },
  { path: "/sell-your-car", form: "Sell my car", canonical: "/sell-my-car" },
  { path: "/finance-enquiry?vehiclePriceBudget=25000&preferredDealership=harbour-toyota#finance-form", form: "Finance enquiry", canonical: "/finance" },
  { path: "/apply-for-finance#finance-form", form: "Finance enquiry", canonical: "/finance" },
  { path: "/cars/trade-in?car_id=999999999", form: "Trade-in valuation", canonical: "/trade-in" },
];

for (const alias of ALIASES) {
  test(`${alias.path} renders the ${alias.form} form, canonical ${alias.canonical}`, async ({ page }) => {
    const response = await page.goto(siteUrl(SITE, alias.path));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("form", { name: alias.form })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", siteUrl(SITE, alias.canonical));
  });
}

test("/finance-enquiry fills the form from vehiclePriceBudget; /cars/trade-in with an unknown car_id gives the form without a car", async ({ page }) => {
  await page.goto(siteUrl(SITE, "/finance-enquiry?vehiclePriceBudget=25000#finance-form"));
  await expect(page.locator("#finance-form").getByRole("textbox", { name: "Vehicle budget" })).toHaveValue(/25,?000/);
  await page.goto(siteUrl(SITE, "/cars/trade-in?car_id=999999999"));
  await expect(page.getByText("Trading in towards the")).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Trade-in valuation" }).locator('input[name="car_id"]')).toHaveCount(0);
});
