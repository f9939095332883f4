import { expect as baseExpect, test, type Locator } from "@playwright/test";
import { siteUrl } from "./support/hosts";
import { chooseIfShown, SUCCESS_URL } from "./support/lead-forms";

test.use({ javaScriptEnabled: false });
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

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
  await chooseIfShown(again, "Preferred dealership");
  await chooseIfShown(again, "Location");
  await again.getByRole("textbox", { name: "Comments" }).fill("Do you have a service loan car?");
  await again.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
  await again.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(SUCCESS_URL);
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

async function fillCore(form: Locator) {
  await form.getByRole("textbox", { name: "First name" }).fill("Alex");
  await form.getByRole("textbox", { name: "Last name" }).fill("Smith");
  await form.getByRole("textbox", { name: "Email" }).fill("alex@example.com");
  await form.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
  await form.getByRole("textbox", { name: "Postcode" }).fill("3000");
  await chooseIfShown(form, "Preferred dealership");
  await chooseIfShown(form, "Location");
  await form.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
}

test("without JavaScript the trade-in form takes '85,000 kms', shows the FAQ, and lands on /success", async ({ page }) => {
  await page.goto(siteUrl("harbour-toyota", "/trade-in"));
  await expect(page.getByText("Cars over 7 years old or with over 100,000 km generally do not get an online estimate.", { exact: false })).toBeAttached();
  const form = page.getByRole("form", { name: "Trade-in valuation" });
  await fillCore(form);
  await form.getByRole("textbox", { name: "Vehicle year" }).fill("2019");
  await form.getByRole("textbox", { name: "Vehicle make" }).fill("Mazda");
  await form.getByRole("textbox", { name: "Vehicle model" }).fill("CX-5");
  await form.getByRole("textbox", { name: "Odometer" }).fill("85,000 kms");
  await form.getByRole("radio", { name: "No" }).check();
  await form.getByRole("button", { name: "Get Your Valuation" }).click();
  await expect(page).toHaveURL(SUCCESS_URL);
});

test("without JavaScript the finance enquiry in #finance-form takes the budget from the query and lands on /success", async ({ page }) => {
  await page.goto(siteUrl("harbour-toyota", "/finance?vehiclePriceBudget=30000#finance-form"));
  const form = page.locator("#finance-form").getByRole("form", { name: "Finance enquiry" });
  await expect(form.getByRole("textbox", { name: "Vehicle budget" })).toHaveValue("30000");
  await form.getByRole("textbox", { name: "Vehicle budget" }).fill("$35,000");
  await fillCore(form);
  await form.getByRole("button", { name: "Send Finance Enquiry" }).click();
  await expect(page).toHaveURL(SUCCESS_URL);
});
