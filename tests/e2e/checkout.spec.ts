import { expect as baseExpect, test } from "@playwright/test";
import { AxeBuilder } from "@axe-core/playwright";
import { siteUrl } from "./support/hosts";
import { fillCheckoutDetails } from "./support/checkout-form";
import { findCar, openCar } from "./support/vehicle-pages";
import { SUCCESS_URL } from "./support/lead-forms";
import { signInOnPage } from "./support/sign-in";
import { testMobile } from "./support/sms-outbox";

/** Others share this 2-core machine; a navigation may take a few seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const reservable = (html: string) => html.includes("Reserve Car Now for $200");

test("a checkout-enabled car offers 'Reserve Car Now for $200'; the reserve page sends the request as a lead and lands on /success", async ({ page, request }) => {
  const car = await findCar(request, "harbour-toyota", reservable);
  await openCar(page, "harbour-toyota", car.slug);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole("complementary", { name: "Price and contact" }).getByRole("link", { name: "Reserve Car Now for $200" }).click();
  // Harbour Toyota gates checkout (spec 001 §6 "checkout (some sites)", decision 024): sign in, then back here.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to reserve this car");
  await signInOnPage(page, testMobile());
  await expect(page).toHaveURL(siteUrl("harbour-toyota", `/cars/${car.slug}/checkout`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserve this Car");
  await expect(page.getByText(car.name).first()).toBeVisible();
  await expect(page.getByText("Reserve deposit held 48 hours, 100% refundable")).toBeVisible();
  await expect(page.getByText(/No payment is taken on this website/)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const form = await fillCheckoutDetails(page);
  await form.getByRole("button", { name: "Send Reservation Request" }).click();
  await expect(page).toHaveURL(SUCCESS_URL);
});

test("a car without checkout shows no reserve or online purchase button, and its reserve page says so with a link back", async ({ page, request }) => {
  const car = await findCar(request, "harbour-toyota", (html) => !reservable(html) && html.includes("Get Finance"));
  await openCar(page, "harbour-toyota", car.slug);
  await expect(page.getByRole("link", { name: /^Reserve Car Now/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Online Purchase" })).toHaveCount(0);
  await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}/checkout`));
  await expect(page.getByRole("main").getByRole("status")).toContainText("cannot be reserved or bought online");
  await expect(page.getByRole("form")).toHaveCount(0);
  await expect(page.getByRole("link", { name: `Back to the ${car.name}` })).toHaveAttribute("href", `/cars/${car.slug}`);
});

test("online purchase: /checkout-journey?car_id={id} from the sidebar, by slug too; an unknown car is a 404", async ({ page, request }) => {
  const car = await findCar(request, "metro-motor-group", (html) => html.includes("/checkout-journey?car_id="));
  await openCar(page, "metro-motor-group", car.slug);
  await page.getByRole("complementary", { name: "Price and contact" }).getByRole("link", { name: "Online Purchase" }).click();
  await expect(page).toHaveURL(siteUrl("metro-motor-group", `/checkout-journey?car_id=${car.id}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Online Purchase");
  await expect(page.getByText(car.name).first()).toBeVisible();

  const form = await fillCheckoutDetails(page);
  await form.getByRole("button", { name: "Send Purchase Request" }).click();
  await expect(page).toHaveURL(SUCCESS_URL);

  const bySlug = await request.get(siteUrl("metro-motor-group", `/checkout-journey?car_id=${car.slug}`));
  expect(bySlug.status()).toBe(200);
  expect((await request.get(siteUrl("metro-motor-group", "/checkout-journey?car_id=999999999"))).status()).toBe(404);
  expect((await request.get(siteUrl("harbour-toyota", `/checkout-journey?car_id=${car.id}`))).status()).toBe(404);
});

test("a site flagged for /buy-online reserves there (same page)", async ({ page, request }) => {
  const car = await findCar(request, "southern-cross-auto", reservable);
  await openCar(page, "southern-cross-auto", car.slug);
  await expect(page.getByRole("complementary", { name: "Price and contact" }).getByRole("link", { name: "Reserve Car Now for $200" })).toHaveAttribute("href", `/cars/${car.slug}/buy-online`);
  await page.goto(siteUrl("southern-cross-auto", `/cars/${car.slug}/buy-online`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserve this Car");
});
