import { expect as baseExpect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expectValidHtml } from "./support/html-validity";
import { siteUrl } from "./support/hosts";
import { fillShopperDetails, SUCCESS_URL } from "./support/lead-forms";
import { uniqueEmail } from "./support/lead-outbox";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const SITE = "harbour-toyota";

async function sendContactForm(page: Page) {
  await page.goto(siteUrl(SITE, "/contact"));
  const form = page.getByRole("form", { name: "Email Us" });
  await fillShopperDetails(form, uniqueEmail("status"));
  await form.getByRole("textbox", { name: "Comments" }).fill("Where is my enquiry?");
  await form.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(SUCCESS_URL);
}

/** From /success to the status page, which no cache may keep, and on until the worker has e-mailed the dealer. */
async function followToDelivered(page: Page) {
  const successResponse = await page.request.get(page.url());
  expect(successResponse.headers()["cache-control"]).toBe("no-store");
  await page.getByRole("link", { name: "Track your enquiry" }).click();
  await expect(page).toHaveURL(/\/enquiries\/[\w-]{32}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your enquiry");
  const response = await page.request.get(page.url());
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  const steps = page.getByRole("list", { name: "Progress" }).getByRole("listitem");
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText("Received");
  await expect(steps.nth(2)).toContainText("Opened by the dealer");
  await expect(steps.nth(2)).toContainText("Not yet");
  await expect
    .poll(async () => {
      await page.reload();
      return page.locator('li[aria-current="step"]').textContent();
    }, { timeout: 30_000 })
    .toContain("Delivered to the dealer");
}

test("/success links to the enquiry's status page: received, then delivered to the dealer; axe and the Nu Html Checker find nothing", async ({ page }) => {
  await sendContactForm(page);
  await followToDelivered(page);
  await expectNoAxeViolations(page);
  await expectValidHtml(page, "enquiry status");
});

test("an unknown or malformed status token is a 404, and another site's host does not show the enquiry", async ({ page, request }) => {
  await sendContactForm(page);
  const token = new URL(page.url()).searchParams.get("enquiry")!;
  expect((await request.get(siteUrl(SITE, `/enquiries/${"A".repeat(32)}`))).status()).toBe(404);
  expect((await request.get(siteUrl(SITE, "/enquiries/short"))).status()).toBe(404);
  expect((await request.get(siteUrl("metro-motor-group", `/enquiries/${token}`))).status()).toBe(404);
  expect((await request.get(siteUrl(SITE, `/enquiries/${token}`))).status()).toBe(200);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, lands on /success, and its link shows the enquiry's progress", async ({ page }) => {
    await sendContactForm(page);
    await followToDelivered(page);
  });
});
