import { expect as baseExpect, test } from "@playwright/test";
import { siteUrl } from "./support/hosts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("on a phone the models menu shows one category at a time (spec 001 §2)", async ({ page }) => {
      await page.goto(siteUrl("harbour-toyota", "/"));
      const header = page.getByRole("banner");
      await header.getByText("Menu", { exact: true }).click();
      const menu = header.getByRole("navigation", { name: "Main" }).filter({ visible: true });
      await menu.getByText("Vehicles", { exact: true }).click();
      const categories = menu.locator("details[name='models-menu-category']");
      expect(await categories.count()).toBeGreaterThan(2);

      await categories.nth(0).locator("summary").click();
      await expect(categories.nth(0).getByRole("link").first()).toBeVisible();
      await categories.nth(1).locator("summary").click();
      await expect(categories.nth(1).getByRole("link").first()).toBeVisible();
      await expect(categories.nth(0)).not.toHaveAttribute("open");
      await expect(menu.locator("details[name='models-menu-category'][open]")).toHaveCount(1);

      await categories.nth(1).getByRole("link").first().click();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page).not.toHaveURL(/\/$/);
    });
  });
}

test("the Contact Us button is hidden on the contact page and shown elsewhere (spec 001 §2)", async ({ page }) => {
  await page.goto(siteUrl("harbour-toyota", "/about-us"));
  await expect(page.getByRole("banner").getByRole("link", { name: "Contact Us" })).toBeVisible();
  await page.goto(siteUrl("harbour-toyota", "/contact"));
  await expect(page.getByRole("banner").getByRole("link", { name: "Contact Us" })).toBeHidden();
});
