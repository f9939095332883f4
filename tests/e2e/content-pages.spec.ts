import { expect as baseExpect, test } from "@playwright/test";
import { siteUrl } from "./support/hosts";
import { fillShopperDetails, SUCCESS_URL } from "./support/lead-forms";
import { deliveredLeadEmails, uniqueEmail } from "./support/lead-outbox";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a content page shows the site's own copy, reached from its menu", async ({ page }) => {
      await page.goto(siteUrl("harbour-toyota", "/"));
      const footer = page.getByRole("contentinfo");
      await footer.getByRole("link", { name: "Warranty" }).click();
      await expect(page).toHaveURL(/\/warranty$/);
      await expect(page.getByRole("heading", { level: 1, name: "Warranty" })).toBeVisible();
      await expect(page.getByRole("cell", { name: "90-point inspection" })).toBeVisible();
      await expect(page.locator("main")).toContainText("5-year, unlimited-kilometre warranty");
    });

    test("the careers enquiry reaches the dealer as General Enquiry / Career Enquiry (spec 001 §4)", async ({ page }) => {
      await page.goto(siteUrl("southern-cross-auto", "/careers"));
      await expect(page.getByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
      const form = page.getByRole("form", { name: "Careers Enquiry" });
      if (javaScriptEnabled) await expect(form).toHaveAttribute("data-enhanced", "true");
      const email = uniqueEmail("careers");
      await fillShopperDetails(form, email);
      await form.getByRole("textbox", { name: "Comments" }).fill("I'm a qualified heavy vehicle technician looking for work at Yatala.");
      await form.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
      await form.getByRole("button", { name: "Send Enquiry" }).click();

      await expect(page).toHaveURL(SUCCESS_URL);
      // With JavaScript the page fires the careers event (51) the lead API names.
      if (javaScriptEnabled) expect(await page.evaluate(() => (window as { dataLayer?: { event_id: number }[] }).dataLayer?.map((e) => e.event_id))).toContain(51);
      await expect.poll(async () => (await deliveredLeadEmails(email)).length, { timeout: 30_000 }).toBe(1);
      const [message] = await deliveredLeadEmails(email);
      expect(message).toContain("Category: General Enquiry / Career Enquiry");
    });
  });
}

test("a page a site does not have is left out of its menus and is a 404 page (Ridgeway sells no fleet cars)", async ({ page }) => {
  await page.goto(siteUrl("ridgeway-bikes-caravans", "/"));
  await expect(page.locator('a[href="/fleet"]')).toHaveCount(0);
  const response = await page.goto(siteUrl("ridgeway-bikes-caravans", "/fleet"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeVisible();
});
