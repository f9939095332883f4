import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { siteUrl } from "./hosts";
import { fillCheckoutDetails } from "./checkout-form";

/** The demo site the e2e server takes deposits on (tests/e2e/support/start-with-fake-stripe.ts); its reserve path is /buy-online. */
export const STRIPE_SITE = "southern-cross-auto";

type ReservableHit = { id: number; slug: string; name: string; status: string; fuel: string | null; reserved: boolean };

/**
 * The `nth` petrol or diesel car (so its card's tag is RESERVED, not the fuel tag) that can be reserved online and
 * is not reserved yet: specs running at once each take their own.
 */
export async function findOnlineReservableCar(request: APIRequestContext, nth: number): Promise<ReservableHit> {
  let seen = 0;
  for (let page = 1; page <= 10; page++) {
    const response = await request.get(siteUrl(STRIPE_SITE, `/api/search?sortBy=latest&status=in_stock&page=${page}`));
    for (const hit of ((await response.json()) as { hits: ReservableHit[] }).hits) {
      if (hit.reserved || /electric|hybrid/i.test(hit.fuel ?? "")) continue;
      const html = (await (await request.get(siteUrl(STRIPE_SITE, `/cars/${hit.slug}`))).text()).replaceAll("<!-- -->", "");
      if (!html.includes("pay the deposit online by card")) continue;
      if (seen++ === nth) return hit;
    }
  }
  throw new Error("No car can be reserved online");
}

/** From the reserve page: the shopper's details, the fake Stripe page's Pay button, back on the receipt. */
export async function payDeposit(page: Page, car: { slug: string; name: string }) {
  await expect(page.getByText(/Pay the deposit by card now/)).toBeVisible();
  const form = await fillCheckoutDetails(page);
  await form.getByRole("button", { name: "Pay $200 deposit" }).click();
  await expect(page.getByRole("heading", { name: "Pay $200.00 AUD" })).toBeVisible();
  await page.getByRole("button", { name: "Pay $200.00" }).click();
  await expect(page).toHaveURL(/\/reservations\/[\w-]+\?session_id=cs_test_/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your reservation");
  await expect(page.getByRole("main").getByRole("status")).toContainText("The car is reserved for you");
  await expect(page.getByText(/^pi_/)).toBeVisible();
  await expect(page.getByText(car.name).first()).toBeVisible();
}

/** Search shows the car reserved: the API's flag and the card's RESERVED tag (within the index's staleness window). */
export async function expectReservedInSearch(page: Page, request: APIRequestContext, car: { id: number; slug: string }) {
  await expect(async () => {
    const response = await request.get(siteUrl(STRIPE_SITE, `/api/search?query=${encodeURIComponent(car.slug.split("-").pop()!)}`));
    const hit = ((await response.json()) as { hits: ReservableHit[] }).hits.find((h) => h.id === car.id);
    expect(hit?.reserved).toBe(true);
  }).toPass({ timeout: 20_000 });
  await page.goto(siteUrl(STRIPE_SITE, `/search?query=${encodeURIComponent(car.slug.split("-").pop()!)}`));
  await expect(page.locator(`article:has(a[href="/cars/${car.slug}"])`).getByText("RESERVED")).toBeVisible();
}

/** Another shopper opening the reserve page is told the car is taken, with no form. */
export async function expectRefusedToAnother(page: Page, car: { slug: string }) {
  await page.goto(siteUrl(STRIPE_SITE, `/cars/${car.slug}/buy-online`));
  await expect(page.getByRole("main").getByRole("status")).toContainText("reserved by another shopper");
  await expect(page.getByRole("form")).toHaveCount(0);
}
