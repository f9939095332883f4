import { test } from "@playwright/test";
import { siteUrl } from "./support/hosts";
import { expectRefusedToAnother, expectReservedInSearch, findOnlineReservableCar, payDeposit, STRIPE_SITE } from "./support/reserve-online";

test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 240_000 });

test("without JavaScript: the details form, the fake Stripe page and back to the receipt; search shows the car reserved", async ({ page, request }) => {
  const car = await findOnlineReservableCar(request, 1);
  await page.goto(siteUrl(STRIPE_SITE, `/cars/${car.slug}/buy-online`));
  await payDeposit(page, car);
  await expectReservedInSearch(page, request, car);
  await expectRefusedToAnother(page, car);
});
