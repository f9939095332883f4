import { expect as baseExpect, test } from "@playwright/test";
import { siteUrl } from "./support/hosts";

test.use({ javaScriptEnabled: false });
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

test("without JavaScript every review in the carousel is there to read, in a scrolling list without buttons", async ({ page }) => {
  await page.goto(siteUrl("harbour-toyota", "/reviews"));
  const carousel = page.locator('[aria-roledescription="carousel"][aria-label="Customer reviews"]');
  const slides = carousel.locator('[aria-roledescription="slide"]');
  const count = await slides.count();
  expect(count).toBeGreaterThan(3);
  await expect(carousel.getByRole("button", { name: "Next review" })).toBeHidden();
  for (let i = 0; i < count; i++) {
    await slides.nth(i).scrollIntoViewIfNeeded();
    await expect(slides.nth(i)).toBeInViewport();
    await expect(slides.nth(i).getByRole("heading", { level: 2 })).toBeVisible();
  }
  // A long review is shown whole: no 'View more' without JavaScript.
  await expect(page.getByRole("button", { name: "View more" })).toHaveCount(0);
});

test("without JavaScript Leave a Review posts, keeps the values with the errors, then lands on the thank-you page", async ({ page }) => {
  const token = `No-JS review ${Date.now()}`;
  await page.goto(siteUrl("metro-motor-group", "/reviews/new"));
  const form = page.getByRole("form", { name: "Leave a Review" });
  await form.getByRole("textbox", { name: "Your name" }).fill("Jordan P.");
  await form.getByRole("textbox", { name: "Your review" }).fill("Too short");
  await form.getByRole("button", { name: "Submit Review" }).click();

  const again = page.getByRole("form", { name: "Leave a Review" });
  const summary = again.getByRole("alert");
  await expect(summary).toContainText("Please fix the following errors:");
  await expect(summary).toContainText("Please write your review (at least 20 characters).");
  await expect(summary).toContainText("Please enter a valid email address.");
  await expect(again.getByRole("textbox", { name: "Your name" })).toHaveValue("Jordan P.");
  await expect(again.getByRole("textbox", { name: "Your review" })).toHaveAttribute("aria-invalid", "true");

  await again.getByRole("textbox", { name: "Email" }).fill("jordan@example.com");
  await again.getByRole("combobox", { name: "Dealership" }).selectOption({ label: "Metro Kia" });
  await again.getByRole("radio", { name: "5 stars: Excellent" }).check();
  await again.getByRole("textbox", { name: "Your review" }).fill(`${token}: quick and friendly service visit.`);
  await again.getByRole("button", { name: "Submit Review" }).click();
  await expect(page).toHaveURL(/\/reviews\/thank-you$/);
  await page.goto(siteUrl("metro-motor-group", "/reviews"));
  await expect(page.getByText(token)).toHaveCount(0);
});
