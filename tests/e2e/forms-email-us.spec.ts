import { expect as baseExpect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { siteUrl } from "./support/hosts";
import { fillShopperDetails, SUCCESS_URL } from "./support/lead-forms";
import { deliveredLeadEmails, uniqueEmail } from "./support/lead-outbox";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const SITE = "harbour-toyota";
const contactUs = (page: import("@playwright/test").Page) => page.locator("header.site-header").getByRole("link", { name: "Contact Us" });

test("the header's Contact Us opens the 'Email Us' dialog, which passes axe, closes back to its button, and sends the lead", async ({ page }) => {
  await page.goto(siteUrl(SITE, "/trade-in"));
  await expect(page.getByRole("form", { name: "Trade-in valuation" })).toHaveAttribute("data-enhanced", "true");
  await contactUs(page).click();
  const dialog = page.getByRole("dialog", { name: "Email Us" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/trade-in$/);
  const form = dialog.getByRole("form", { name: "Email Us" });
  await expect(form.getByRole("textbox", { name: "First name" })).toBeFocused();

  await expectNoAxeViolations(page, { include: "dialog" });

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(contactUs(page)).toBeFocused();

  await contactUs(page).click();
  const email = uniqueEmail("email-us");
  await fillShopperDetails(form, email);
  await form.getByRole("textbox", { name: "Comments" }).fill("Sent from the Email Us dialog.");
  await form.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(SUCCESS_URL);
  await expect.poll(async () => (await deliveredLeadEmails(email)).length, { timeout: 30_000 }).toBe(1);
});

test("spec 001 §2: the Contact Us button is hidden on the contact page", async ({ page }) => {
  for (const path of ["/contact", "/contact-us"]) {
    await page.goto(siteUrl(SITE, path));
    await expect(page.getByRole("form", { name: "Email Us" })).toBeVisible();
    await expect(contactUs(page)).toBeHidden();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's Contact Us is a link to /contact", async ({ page }) => {
    await page.goto(siteUrl(SITE, "/sell-my-car"));
    await contactUs(page).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("form", { name: "Email Us" })).toBeVisible();
    await expect(contactUs(page)).toBeHidden();
  });
});
