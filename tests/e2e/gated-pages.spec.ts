import { expect as baseExpect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { siteUrl } from "./support/hosts";
import { chooseIfShown, SUCCESS_URL } from "./support/lead-forms";
import { signInOnPage } from "./support/sign-in";
import { testMobile } from "./support/sms-outbox";
import { findCar, openCar } from "./support/vehicle-pages";

/**
 * Gated pages (issue 14 part 3; spec 001 §4 "if not signed in, redirect to sign-in with the target and return path;
 * signed-in users go straight to the target"; §6; decision 024), with JavaScript. Harbour Toyota gates checkout and
 * offers the credit-check finance application; Metro Motor Group does neither.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const GATED = "harbour-toyota";
const OPEN = "metro-motor-group";
const reservable = (html: string) => html.includes("Reserve Car Now for $200");
const q = encodeURIComponent;

test("checkout on a gating site: Reserve → sign in to reserve this car → back at the car's checkout, signed in, the phone filled in; then straight through", async ({ page, request }) => {
  const phone = testMobile();
  const car = await findCar(request, GATED, reservable);
  const checkout = `/cars/${car.slug}/checkout`;
  await openCar(page, GATED, car.slug);
  await page.getByRole("complementary", { name: "Price and contact" }).getByRole("link", { name: "Reserve Car Now for $200" }).click();

  await expect(page).toHaveURL(siteUrl(GATED, `/sign-in?type=reserve&redirect=${q(checkout)}&back=${q(`/cars/${car.slug}`)}`));
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to reserve this car" })).toBeVisible();
  await expectNoAxeViolations(page, { label: "sign-in to reserve" });
  await signInOnPage(page, phone);

  await expect(page).toHaveURL(siteUrl(GATED, checkout));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserve this Car");
  await expect(page.getByText(`Signed in as ${phone.typed}.`)).toBeVisible();
  await expect(page.getByRole("form", { name: "Your details" }).getByRole("textbox", { name: "Phone" })).toHaveValue(phone.typed);
  await expectNoAxeViolations(page, { label: "gated checkout" });

  // Signed in, the gate lets the shopper straight through; the page is per-user, never stored by a cache.
  await openCar(page, GATED, car.slug);
  await page.getByRole("complementary", { name: "Price and contact" }).getByRole("link", { name: "Reserve Car Now for $200" }).click();
  await expect(page).toHaveURL(siteUrl(GATED, checkout));
  const response = await page.request.get(siteUrl(GATED, checkout));
  expect(response.headers()["cache-control"]).toBe("no-store");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", siteUrl(GATED, checkout));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Reserve this Car");
});

test("checkout gating without a car does nothing: an unknown car's checkout and /checkout-journey without a car are 404s, not sign-in; a site that does not gate reserves straight away", async ({ page, request }) => {
  for (const path of ["/cars/no-such-car-anywhere/checkout", "/checkout-journey", "/checkout-journey?car_id="]) {
    const response = await request.get(siteUrl(GATED, path), { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
  const car = await findCar(request, "southern-cross-auto", reservable);
  await page.goto(siteUrl("southern-cross-auto", `/cars/${car.slug}/buy-online`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserve this Car");
});

test("the credit-check finance application: /finance stays open and links to it; sign in for it; consent required; sent as a finance lead", async ({ page }) => {
  const phone = testMobile();
  await page.goto(siteUrl(GATED, "/finance"));
  await expect(page.getByRole("heading", { level: 1, name: "Car finance calculator" })).toBeVisible();
  await page.getByRole("link", { name: "Apply for finance" }).click();

  await expect(page).toHaveURL(siteUrl(GATED, `/sign-in?type=credit-check&redirect=${q("/finance/credit-check")}&back=${q("/finance")}`));
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to apply for finance with a credit check" })).toBeVisible();
  await signInOnPage(page, phone);

  await expect(page).toHaveURL(siteUrl(GATED, "/finance/credit-check"));
  await expect(page.getByRole("heading", { level: 1, name: "Apply for finance" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${phone.typed}.`)).toBeVisible();
  const form = page.getByRole("form", { name: "Finance application" });
  await expect(form.getByRole("textbox", { name: "Phone" })).toHaveValue(phone.typed);
  await expect(form).toHaveAttribute("data-enhanced", "true");
  await expectNoAxeViolations(page, { label: "credit-check application" });

  await form.getByRole("textbox", { name: "First name" }).fill("Robin");
  await form.getByRole("textbox", { name: "Last name" }).fill("Tester");
  await form.getByRole("textbox", { name: "Email" }).fill(`credit-check-${Date.now()}@example.com`);
  await form.getByRole("textbox", { name: "Postcode" }).fill("2300");
  await chooseIfShown(form, "Preferred dealership");
  await chooseIfShown(form, "Location");
  await form.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
  await form.getByRole("button", { name: "Send Finance Application" }).click();
  await expect(form.getByRole("alert")).toContainText("Please agree to a credit check to send this application.");
  await expect(page).toHaveURL(siteUrl(GATED, "/finance/credit-check"));

  await form.getByRole("checkbox", { name: /checking my credit history/ }).check();
  await form.getByRole("button", { name: "Send Finance Application" }).click();
  await expect(page).toHaveURL(SUCCESS_URL);

  // Signed in, the variant address goes straight to the application.
  await page.goto(siteUrl(GATED, "/finance?variant=credit-check"));
  await expect(page).toHaveURL(siteUrl(GATED, "/finance/credit-check"));
});

test("a site without the credit-check application: /finance/credit-check is a 404 and /finance?variant=credit-check is the plain, open finance page", async ({ page, request }) => {
  expect((await request.get(siteUrl(OPEN, "/finance/credit-check"), { maxRedirects: 0 })).status()).toBe(404);
  await page.goto(siteUrl(OPEN, "/finance?variant=credit-check"));
  await expect(page).toHaveURL(siteUrl(OPEN, "/finance?variant=credit-check"));
  await expect(page.getByRole("heading", { level: 1, name: "Car finance calculator" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Apply for finance" })).toHaveCount(0);
});
