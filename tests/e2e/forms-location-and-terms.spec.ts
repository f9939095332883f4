import { expect as baseExpect, test, type Locator } from "@playwright/test";
import { siteUrl } from "./support/hosts";
import { SUCCESS_URL } from "./support/lead-forms";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

/** Spec 001 §5: the location select "auto-selects when only one option remains". Metro Mazda has one location. */
const SOLE = /^Metro Mazda Springwood/;

async function fillShopper(form: Locator) {
  await form.getByRole("textbox", { name: "First name" }).fill("Ari");
  await form.getByRole("textbox", { name: "Last name" }).fill("Mazda");
  await form.getByRole("textbox", { name: "Email" }).fill(`ari.${Date.now()}@example.com`);
  await form.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
  await form.getByRole("textbox", { name: "Postcode" }).fill("4127");
  await form.getByRole("textbox", { name: "Comments" }).fill("Is the CX-5 in stock?");
  await form.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
}

test("with JavaScript: choosing Metro Mazda leaves its one location, chosen", async ({ page }) => {
  await page.goto(siteUrl("metro-motor-group", "/contact"));
  const form = page.getByRole("form", { name: "Email Us" });
  await expect(form).toHaveAttribute("data-enhanced", "true");
  const location = form.getByRole("combobox", { name: "Location" });
  expect(await location.locator("option:not([value=''])").count()).toBeGreaterThan(1);
  await form.getByRole("combobox", { name: "Preferred dealership" }).selectOption({ label: "Metro Mazda" });
  await expect(location.locator("option:not([value=''])")).toHaveCount(1);
  await expect(location.locator("option:checked")).toHaveText(SOLE);
  // Another dealership with several locations: the shopper chooses among its own.
  await form.getByRole("combobox", { name: "Preferred dealership" }).selectOption({ label: "Metro Hyundai" });
  await expect(location.locator("option:not([value=''])")).toHaveText([/^Metro Hyundai Windsor/, /^Metro Hyundai North Lakes/]);
  await expect(location).toHaveValue("");
  await form.getByRole("combobox", { name: "Preferred dealership" }).selectOption({ label: "Metro Mazda" });
  await fillShopper(form);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(SUCCESS_URL);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the locations are listed under their dealership; Metro Mazda sent without a location gets its one location", async ({ page }) => {
    await page.goto(siteUrl("metro-motor-group", "/contact"));
    const form = page.getByRole("form", { name: "Email Us" });
    const location = form.getByRole("combobox", { name: "Location" });
    await expect(location.locator('optgroup[label="Metro Mazda"] option')).toHaveText([SOLE]);
    await form.getByRole("combobox", { name: "Preferred dealership" }).selectOption({ label: "Metro Mazda" });
    // Sent with an error elsewhere, the form comes back with the location narrowed and chosen.
    await form.getByRole("textbox", { name: "First name" }).fill("Ari");
    await form.getByRole("button", { name: "Send Message" }).click();
    const again = page.getByRole("form", { name: "Email Us" });
    await expect(again.getByRole("alert")).toContainText("Please fix the following errors:");
    await expect(again.getByRole("alert")).not.toContainText("Please select a dealership location.");
    await expect(again.getByRole("combobox", { name: "Location" }).locator("option:checked")).toHaveText(SOLE);
    await fillShopper(again);
    await again.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(SUCCESS_URL);
  });
});

test("on a desktop the terms of use are shown open above the checkbox, not collapsed", async ({ page }) => {
  await page.goto(siteUrl("harbour-toyota", "/contact"));
  const form = page.getByRole("form", { name: "Email Us" });
  await expect(form.getByTestId("terms-of-use-box")).toBeHidden();
  await expect(form.locator("p:visible", { hasText: /By sending this form you ask the dealership to contact you/ })).toHaveCount(1);
});
