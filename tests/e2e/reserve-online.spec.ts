import { expect as baseExpect, test } from "@playwright/test";
import { AxeBuilder } from "@axe-core/playwright";
import { siteUrl } from "./support/hosts";
import { expectRefusedToAnother, expectReservedInSearch, findOnlineReservableCar, payDeposit, STRIPE_SITE } from "./support/reserve-online";
import { openCar } from "./support/vehicle-pages";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

test("reserve with the fake Stripe: pay the deposit, return to the receipt; search shows the car reserved; another shopper is refused", async ({ page, request }) => {
  const car = await findOnlineReservableCar(request, 0);
  await openCar(page, STRIPE_SITE, car.slug);
  await page.getByRole("complementary", { name: "Price and contact" }).getByRole("link", { name: "Reserve Car Now for $200" }).click();
  await expect(page).toHaveURL(siteUrl(STRIPE_SITE, `/cars/${car.slug}/buy-online`));
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await payDeposit(page, car);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await expectReservedInSearch(page, request, car);
  await expectRefusedToAnother(page, car);
});
