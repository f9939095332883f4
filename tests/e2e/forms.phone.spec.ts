import { expect as baseExpect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { siteUrl } from "./support/hosts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test("on a phone the bottom bar's Enquire Now opens the enquiry dialog, which fits the screen and passes axe", async ({ page, request }) => {
  const hits = ((await (await request.get(siteUrl("harbour-toyota", "/api/search?sortBy=latest&car_type=used"))).json()) as { hits: { slug: string; status: string }[] }).hits;
  const car = hits.find((hit) => hit.status === "in_stock")!;
  await page.goto(siteUrl("harbour-toyota", `/cars/${car.slug}`));
  const bar = page.getByTestId("vehicle-mobile-bar");
  await expect(bar.locator("button", { hasText: "Enquire Now" })).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
  await expect(bar).toHaveAttribute("aria-hidden", "false");
  await bar.getByRole("button", { name: "Enquire Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Enquire Now" });
  await expect(dialog.getByRole("textbox", { name: "First name" })).toBeFocused();
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Please fix the following errors:");
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(bar.getByRole("button", { name: "Enquire Now" })).toBeFocused();
});

for (const javaScriptEnabled of [true, false]) {
  test(`on a phone the terms-of-use box starts collapsed and opens and closes ${javaScriptEnabled ? "with" : "without"} JavaScript (spec 001 §2, §4)`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(siteUrl("harbour-toyota", "/contact"));
    const form = page.getByRole("form", { name: "Email Us" });
    const box = form.getByTestId("terms-of-use-box");
    const summary = box.getByText("Terms of use", { exact: true });
    const text = box.getByText(/By sending this form you ask the dealership to contact you/);
    await expect(box).toBeVisible();
    await expect(box).not.toHaveAttribute("open");
    await expect(text).toBeHidden();
    await summary.click();
    await expect(box).toHaveAttribute("open");
    await expect(text).toBeVisible();
    await expect(box.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy-policy");
    await summary.click();
    await expect(text).toBeHidden();
    await expect(form.getByRole("checkbox", { name: /I agree to the terms of use/ })).toBeVisible();
    await context.close();
  });
}
