import { expect as baseExpect, test, type APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { setCarPrice } from "./support/car-price";
import { confirmationLinkEmailedTo } from "./support/confirmation-email";
import { expectValidHtml } from "./support/html-validity";
import { siteUrl } from "./support/hosts";
import { uniqueEmail } from "./support/lead-outbox";
import { signInOnPage, type TestPhone } from "./support/sign-in";
import { testMobile, textsTo } from "./support/sms-outbox";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const SITE = "metro-motor-group";

test("save a car from a card: sign in, back with it saved and the toast; toggled off and on, one toast at a time; a second browser sees it in /my-garage and gives an e-mail address for alerts, confirmed by the e-mailed link opened elsewhere", async ({ page, browser }) => {
  const phone = testMobile();
  await page.goto(siteUrl(SITE, "/search/used-cars"));
  const third = page.locator("article").getByRole("button", { name: /^Save to watchlist: / }).nth(2);
  await expect(third).toBeEnabled();
  const carName = (await third.getAttribute("aria-label"))!.replace("Save to watchlist: ", "");
  // By its name from here on: the other test drops a price on this site, which may reorder the cards.
  const control = page.locator("article").getByRole("button", { name: `Save to watchlist: ${carName}` });
  await control.click();
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist&redirect=%2Fsearch%2Fused-cars&back=%2Fsearch%2Fused-cars$/);
  const firstCode = await signInOnPage(page, phone);

  await expect(page).toHaveURL(siteUrl(SITE, "/search/used-cars"));
  await expect(control).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("forecourt:favourites"))).toBeNull();
  const toast = page.getByRole("status").filter({ hasText: /Car Saved In Watchlist|Car Removed/ });

  await control.click();
  await expect(toast).toContainText(`Car Removed${carName} is no longer in your watchlist`);
  await expect(control).toHaveAttribute("aria-pressed", "false");
  await control.click();
  await expect(toast).toContainText(`Car Saved In Watchlist${carName} is now available in your watchlist`);
  await expect(toast.getByRole("link", { name: "View List" })).toHaveAttribute("href", "/my-garage");
  await expect(page.getByText("Car Removed")).toHaveCount(0);

  // Another browser signs in with the same phone (after the minute a number waits between codes) and sees the car.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(siteUrl(SITE, "/my-garage"));
  await expect(otherPage).toHaveURL(/\/sign-in\?type=my-garage&redirect=%2Fmy-garage/);
  await otherPage.waitForTimeout(Math.max(0, firstCode.getTime() + 61_000 - Date.now()));
  await signInOnPage(otherPage, phone);
  await expect(otherPage).toHaveURL(siteUrl(SITE, "/my-garage"));
  const watchlist = otherPage.getByRole("region", { name: "Watchlist (1)" });
  await expect(watchlist.getByRole("link", { name: carName })).toBeVisible();
  const response = await otherPage.request.get(siteUrl(SITE, "/my-garage"));
  expect(response.headers()["cache-control"]).toBe("no-store");
  await expectNoAxeViolations(otherPage);
  await expectValidHtml(otherPage, "my-garage");

  // Alerts by e-mail too: an address the browser lets through but the server refuses is shown on the field.
  const email = otherPage.getByLabel(/^E-mail alerts to/);
  const saveEmail = otherPage.getByRole("button", { name: "Save e-mail address" });
  await email.fill("jess@example");
  await saveEmail.click();
  await expect(otherPage).toHaveURL(siteUrl(SITE, "/my-garage?notice=email_invalid"));
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
  await expectNoAxeViolations(otherPage);
  await expectValidHtml(otherPage, "my-garage-email-refused");
  const address = uniqueEmail("jess");
  await email.fill(address);
  await saveEmail.click();
  await expect(otherPage).toHaveURL(siteUrl(SITE, "/my-garage?notice=email_saved"));
  await expect(email).toHaveValue(address);
  const alerts = otherPage.getByRole("region", { name: "Alerts" });
  await expect(alerts).toContainText(`We sent a link to ${address}; alerts go there once you confirm. You can ask for another link in 10 minutes.`);
  await expectNoAxeViolations(otherPage);
  await expectValidHtml(otherPage, "my-garage-email-waiting");

  // The shopper opens the link where they read their mail: another browser, not signed in.
  const link = await confirmationLinkEmailedTo(address);
  expect(link.startsWith(siteUrl(SITE, "/my-garage/confirm-email/"))).toBe(true);
  const mail = await browser.newContext();
  const mailPage = await mail.newPage();
  await mailPage.goto(link);
  await expect(mailPage.getByRole("heading", { level: 1, name: `Confirm alerts to ${address}` })).toBeVisible();
  await expectNoAxeViolations(mailPage);
  await expectValidHtml(mailPage, "confirm-email");
  await mailPage.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(mailPage).toHaveURL(link);
  await expect(mailPage.getByRole("heading", { level: 1, name: "E-mail address confirmed" })).toBeVisible();
  await expect(mailPage.getByRole("main").getByRole("status")).toHaveText(`Metro Motor Group alerts will go to ${address}. Alerts will come by e-mail as well as by text.`);
  await expectNoAxeViolations(mailPage);
  await expectValidHtml(mailPage, "confirm-email-confirmed");
  const unknown = await mailPage.goto(siteUrl(SITE, `/my-garage/confirm-email/${"u".repeat(32)}`));
  expect(unknown?.status()).toBe(404);
  await expect(mailPage.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
  await expectNoAxeViolations(mailPage);
  await expectValidHtml(mailPage, "confirm-email-refused");
  await mail.close();

  await otherPage.goto(siteUrl(SITE, "/my-garage"));
  await expect(alerts).toContainText("Alerts will come by e-mail as well as by text.");
  await expect(alerts.getByRole("button", { name: /Send/ })).toHaveCount(0);
  await other.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the card's save link signs in, confirms and lands in /my-garage with the car; a price drop in the database texts one alert; an alert address is confirmed by its link", async ({ page, request }) => {
    const phone = testMobile();
    await page.goto(siteUrl(SITE, "/search/used-cars"));
    const link = page.locator("article").getByRole("link", { name: /^Save to watchlist: / }).nth(3);
    const carName = (await link.getAttribute("aria-label"))!.replace("Save to watchlist: ", "");
    const carId = Number(new URL(siteUrl(SITE, (await link.getAttribute("href"))!)).searchParams.get("car_id"));
    await link.click();
    await expect(page).toHaveURL(/\/sign-in\?type=watchlist&redirect=%2Fmy-garage%2Fsave/);
    await signInOnPage(page, phone);
    await expect(page.getByRole("heading", { level: 1, name: "Save to watchlist" })).toBeVisible();
    await expect(page.getByText(carName)).toBeVisible();
    await page.getByRole("button", { name: "Save to watchlist" }).click();

    await expect(page).toHaveURL(new RegExp(`/my-garage\\?notice=saved&car_id=${carId}&back=`));
    const notice = page.getByRole("main").getByRole("status");
    await expect(notice).toContainText(`Car Saved In Watchlist${carName} is now available in your watchlist`);
    await expect(notice.getByRole("link", { name: "Back to the car" })).toHaveAttribute("href", /^\/cars\//);
    const saved = page.getByRole("region", { name: "Watchlist (1)" }).getByRole("link", { name: carName });
    await expect(saved).toBeVisible();

    const slug = (await saved.getAttribute("href"))!.replace(/^\/cars\//, "");
    const priceShown = /\$([\d,]+)/.exec((await page.getByRole("region", { name: "Watchlist (1)" }).textContent()) ?? "");
    expect(priceShown, "the watchlist shows the saved car's price").not.toBeNull();
    await expectOneAlertForPriceDrops(request, slug, Number(priceShown![1]!.replaceAll(",", "")), carName, phone);

    await page.getByRole("button", { name: `Remove ${carName} from your watchlist` }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(`Car Removed${carName} is no longer in your watchlist`);
    await expect(page.getByRole("region", { name: "Watchlist (0)" })).toBeVisible();

    // An address for alerts, confirmed by the button on the e-mailed link's page.
    const address = uniqueEmail("no-js");
    await page.getByLabel(/^E-mail alerts to/).fill(address);
    await page.getByRole("button", { name: "Save e-mail address" }).click();
    await expect(page).toHaveURL(siteUrl(SITE, "/my-garage?notice=email_saved"));
    await page.goto(await confirmationLinkEmailedTo(address));
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "E-mail address confirmed" })).toBeVisible();
    await page.goto(siteUrl(SITE, "/my-garage"));
    await expect(page.getByRole("region", { name: "Alerts" })).toContainText("Alerts will come by e-mail as well as by text.");
  });
});

/** Two price drops written to the database the same day: the delivery worker texts one alert to the watcher's phone. */
async function expectOneAlertForPriceDrops(request: APIRequestContext, slug: string, price: number, carName: string, phone: TestPhone) {
  const alerts = async () => (await textsTo(phone.e164)).filter((t) => t.body.includes("price drop on your watchlist"));
  await setCarPrice(request, SITE, slug, price - 1_000);
  await expect.poll(async () => (await alerts()).length, { timeout: 30_000 }).toBe(1);
  expect((await alerts())[0]!.body).toContain(`${carName} is now $${(price - 1_000).toLocaleString("en-AU")} (was $${price.toLocaleString("en-AU")})`);
  await setCarPrice(request, SITE, slug, price - 2_000);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  expect((await alerts()).length).toBe(1);
}
