import { expect as baseExpect, test } from "@playwright/test";
import { siteUrl } from "./support/hosts";
import { fillShopperDetails, SUCCESS_URL } from "./support/lead-forms";
import { deliveredLeadEmails, uniqueEmail } from "./support/lead-outbox";

test.use({ javaScriptEnabled: false });
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test("without JavaScript /book-test-drive posts the form and lands a lead with the model chosen", async ({ page }) => {
  const email = uniqueEmail("book-test-drive-nojs");
  await page.goto(siteUrl("southern-cross-auto", "/book-test-drive"));
  const form = page.getByRole("form", { name: "Book a Test Drive" });
  await fillShopperDetails(form, email);
  await form.getByRole("combobox", { name: "Model of interest" }).selectOption({ label: "Mitsubishi Triton" });
  await form.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
  await form.getByRole("button", { name: "Book Test Drive" }).click();
  await expect(page).toHaveURL(SUCCESS_URL);
  await expect.poll(async () => (await deliveredLeadEmails(email)).length, { timeout: 30_000 }).toBe(1);
  expect((await deliveredLeadEmails(email))[0]!.replace(/=\r?\n/g, "")).toContain("Triton");
});
