import { expect as baseExpect, test, type Locator } from "@playwright/test";
import { siteUrl } from "./support/hosts";

test.use({ javaScriptEnabled: false });
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

/** Picks the first real option of a select the site shows (locations, dealerships). */
async function chooseIfShown(form: Locator, name: string) {
  const select = form.getByRole("combobox", { name });
  if ((await select.count()) === 0) return;
  const value = await select.locator("option:not([value=''])").first().getAttribute("value");
  await select.selectOption(value!);
}

test("without JavaScript the contact form posts, shows the errors with the values kept, then lands on /success", async ({ page }) => {
  await page.goto(siteUrl("harbour-toyota", "/contact"));
  const form = page.getByRole("form", { name: "Email Us" });
  await form.getByRole("textbox", { name: "First name" }).fill("Sam");
  await form.getByRole("textbox", { name: "Postcode" }).fill("12");
  await form.getByRole("button", { name: "Send Message" }).click();

  const again = page.getByRole("form", { name: "Email Us" });
  const summary = again.getByRole("alert");
  await expect(summary).toContainText("Please fix the following errors:");
  await expect(summary).toContainText("Invalid postcode. Please enter a 4-digit number.");
  await expect(summary).toContainText("*You must agree to the terms of use before submitting.");
  await expect(again.getByRole("textbox", { name: "First name" })).toHaveValue("Sam");
  await expect(again.getByRole("textbox", { name: "Postcode" })).toHaveAttribute("aria-invalid", "true");
  await expect(again.getByRole("textbox", { name: "Postcode" })).toHaveAccessibleDescription("Invalid postcode. Please enter a 4-digit number.");
  await expect(again.getByRole("combobox", { name: "Category" })).toHaveValue("General Enquiry");

  await again.getByRole("textbox", { name: "Last name" }).fill("Lee");
  await again.getByRole("textbox", { name: "Email" }).fill("sam@example.com");
  await again.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
  await again.getByRole("textbox", { name: "Postcode" }).fill("2000");
  await chooseIfShown(again, "Location");
  await chooseIfShown(again, "Preferred dealership");
  await again.getByRole("textbox", { name: "Comments" }).fill("Do you have a service loan car?");
  await again.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
  await again.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
});

test("without JavaScript the vehicle page's Enquire Now is a link to the enquiry page", async ({ page, request }) => {
  const hits = ((await (await request.get(siteUrl("harbour-toyota", "/api/search?sortBy=latest"))).json()) as { hits: { slug: string; status: string }[] }).hits;
  const car = hits.find((hit) => hit.status === "in_stock")!;
  await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}`));
  await page.locator("main").getByRole("link", { name: "Book a Test Drive" }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/enquire\\?form=test-drive$`));
  await expect(page.getByRole("form", { name: "Book a Test Drive" }).getByLabel("Test Drive Booking Date")).toBeVisible();
});
