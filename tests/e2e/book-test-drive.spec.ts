import { expect as baseExpect, test } from "@playwright/test";
import { siteUrl } from "./support/hosts";
import { fillShopperDetails, SUCCESS_URL } from "./support/lead-forms";
import { deliveredLeadEmails, uniqueEmail } from "./support/lead-outbox";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test("/book-test-drive?model=… books a test drive of that model: /success, and the dealer's e-mail names the model", async ({ page }) => {
  const email = uniqueEmail("book-test-drive");
  await page.goto(siteUrl("harbour-toyota", "/book-test-drive?model=rav4"));
  const form = page.getByRole("form", { name: "Book a Test Drive" });
  await expect(form).toHaveAttribute("data-enhanced", "true");
  await expect(form.getByRole("combobox", { name: "Model of interest" }).locator("option:checked")).toHaveText("Toyota RAV4");
  await fillShopperDetails(form, email);
  await form.getByLabel("Test Drive Booking Date").fill("2030-03-04T10:30");
  await form.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
  await form.getByRole("button", { name: "Book Test Drive" }).click();
  await expect(page).toHaveURL(SUCCESS_URL);
  await expect.poll(async () => (await deliveredLeadEmails(email)).length, { timeout: 30_000 }).toBe(1);
  const [message] = await deliveredLeadEmails(email);
  const body = message!.replace(/=\r?\n/g, "");
  expect(body).toContain("test-drive");
  expect(body).toContain("RAV4");
  expect(body).toContain("2030-03-04T10:30");
});
