import { expect as baseExpect, test } from "@playwright/test";
import { siteUrl } from "./support/hosts";
import { chooseIfShown, SUCCESS_URL } from "./support/lead-forms";
import { signInOnPage } from "./support/sign-in";
import { testMobile } from "./support/sms-outbox";
import { findCar } from "./support/vehicle-pages";

/** Gated pages without JavaScript (decision 024): plain redirects to sign-in and back, plain form posts. */
test.use({ javaScriptEnabled: false });
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const GATED = "harbour-toyota";
const q = encodeURIComponent;

test("without JavaScript: a gating site's checkout signs in and comes back; the credit-check application then goes straight through and refuses to send without consent", async ({ page, request }) => {
  const phone = testMobile();
  const car = await findCar(request, GATED, (html) => html.includes("Reserve Car Now for $200"));
  const checkout = `/cars/${car.slug}/checkout`;
  await page.goto(siteUrl(GATED, checkout));
  await expect(page).toHaveURL(siteUrl(GATED, `/sign-in?type=reserve&redirect=${q(checkout)}&back=${q(`/cars/${car.slug}`)}`));
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to reserve this car" })).toBeVisible();
  await signInOnPage(page, phone);
  await expect(page).toHaveURL(siteUrl(GATED, checkout));
  await expect(page.getByText(`Signed in as ${phone.typed}.`)).toBeVisible();
  await expect(page.getByRole("form", { name: "Your details" }).getByRole("textbox", { name: "Phone" })).toHaveValue(phone.typed);

  // Already signed in: the variant address leads straight to the application.
  await page.goto(siteUrl(GATED, `/finance?variant=credit-check&car_id=${car.id}`));
  await expect(page).toHaveURL(siteUrl(GATED, `/finance/credit-check?car_id=${car.id}`));
  await expect(page.getByRole("heading", { level: 1, name: `Apply for finance on the ${car.name}` })).toBeVisible();
  const form = page.getByRole("form", { name: "Finance application" });
  await expect(form.getByRole("textbox", { name: "Phone" })).toHaveValue(phone.typed);
  await form.getByRole("textbox", { name: "First name" }).fill("Robin");
  await form.getByRole("textbox", { name: "Last name" }).fill("Tester");
  await form.getByRole("textbox", { name: "Email" }).fill(`credit-check-nojs-${Date.now()}@example.com`);
  await form.getByRole("textbox", { name: "Postcode" }).fill("2300");
  await chooseIfShown(form, "Location");
  await form.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
  await form.getByRole("button", { name: "Send Finance Application" }).click();
  await expect(page.getByRole("alert")).toContainText("Please agree to a credit check to send this application.");

  const again = page.getByRole("form", { name: "Finance application" });
  await again.getByRole("checkbox", { name: /checking my credit history/ }).check();
  await again.getByRole("button", { name: "Send Finance Application" }).click();
  await expect(page).toHaveURL(SUCCESS_URL);
});

test("without JavaScript, signed out: the credit-check application asks for sign-in with the car kept, and the plain /finance stays open", async ({ page }) => {
  await page.goto(siteUrl(GATED, "/finance/credit-check?car_id=1"));
  await expect(page).toHaveURL(siteUrl(GATED, `/sign-in?type=credit-check&redirect=${q("/finance/credit-check?car_id=1")}&back=${q("/finance?car_id=1")}`));
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to apply for finance with a credit check" })).toBeVisible();
  await page.goto(siteUrl(GATED, "/finance"));
  await expect(page.getByRole("heading", { level: 1, name: "Car finance calculator" })).toBeVisible();
});
