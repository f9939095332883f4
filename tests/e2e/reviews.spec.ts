import { expect as baseExpect, test, type Page } from "@playwright/test";
import { siteUrl } from "./support/hosts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** Harbour Toyota's demo reviews are more than three, so its home page shows the carousel. */
const SITE = "harbour-toyota";

async function openCarousel(page: Page) {
  await page.goto(siteUrl(SITE, "/"));
  const carousel = page.locator('[aria-roledescription="carousel"][aria-label="Customer reviews"]');
  await expect(carousel).toHaveAttribute("data-enhanced", "true");
  return carousel;
}
const activeLabel = (page: Page) => page.locator('[aria-roledescription="carousel"][aria-label="Customer reviews"] [aria-roledescription="slide"][data-active]').getAttribute("aria-label");

test("the reviews carousel starts at the third review and disables its arrows at the ends (spec 001 §4)", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const carousel = await openCarousel(page);
  const slides = carousel.locator('[aria-roledescription="slide"]');
  const count = await slides.count();
  expect(count).toBeGreaterThan(3);
  expect(count).toBeLessThanOrEqual(10);
  expect(await activeLabel(page)).toBe(`3 of ${count}`);
  await carousel.scrollIntoViewIfNeeded();
  await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 });

  const previous = carousel.getByRole("button", { name: "Previous review" });
  const next = carousel.getByRole("button", { name: "Next review" });
  await previous.click();
  await previous.click();
  expect(await activeLabel(page)).toBe(`1 of ${count}`);
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  for (let i = 1; i < count; i++) await next.click();
  expect(await activeLabel(page)).toBe(`${count} of ${count}`);
  await expect(next).toBeDisabled();
  // The clicks scroll the page only as far as the arrows, which sit above the slides: photos that load above can
  // leave the slides below the fold. Back to the carousel, then the last slide must be the one scrolled into view.
  await carousel.scrollIntoViewIfNeeded();
  await expect(slides.nth(count - 1)).toBeInViewport({ ratio: 0.9 });

  // Clicking a review selects it.
  await slides.nth(count - 2).click();
  expect(await activeLabel(page)).toBe(`${count - 1} of ${count}`);
});

test("the reviews carousel turns every 3000 ms, and pauses on hover, on focus and when stopped", async ({ page }) => {
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 1_000));
  const carousel = await openCarousel(page);
  const count = await carousel.locator('[aria-roledescription="slide"]').count();
  expect(await activeLabel(page)).toBe(`3 of ${count}`);
  await page.clock.runFor(2_900);
  expect(await activeLabel(page)).toBe(`3 of ${count}`);
  await page.clock.runFor(200);
  await expect.poll(() => activeLabel(page)).toBe(`4 of ${count}`);

  // Over the carousel's own top edge: hovering a slide could make the browser scroll the list to it.
  await carousel.hover({ position: { x: 5, y: 5 } });
  await page.clock.runFor(9_000);
  expect(await activeLabel(page)).toBe(`4 of ${count}`);
  await page.mouse.move(0, 0);
  await page.clock.runFor(3_000);
  await expect.poll(() => activeLabel(page)).toBe(`5 of ${count}`);

  await carousel.getByRole("button", { name: "Next review" }).focus();
  await page.clock.runFor(9_000);
  expect(await activeLabel(page)).toBe(`5 of ${count}`);
  await carousel.getByRole("button", { name: "Stop automatic review rotation" }).click();
  await page.locator("body").focus();
  await page.mouse.move(0, 0);
  await page.clock.runFor(9_000);
  expect(await activeLabel(page)).toBe(`5 of ${count}`);
  await expect(carousel.getByRole("button", { name: "Start automatic review rotation" })).toBeVisible();
});

test("a shopper who prefers reduced motion gets no automatic rotation", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 1_000));
  const carousel = await openCarousel(page);
  const count = await carousel.locator('[aria-roledescription="slide"]').count();
  await page.clock.runFor(10_000);
  expect(await activeLabel(page)).toBe(`3 of ${count}`);
  await expect(carousel.getByRole("button", { name: "Start automatic review rotation" })).toBeVisible();
});

test("Leave a Review stores the review for moderation: thank-you page, and it is not shown until approved", async ({ page }) => {
  const token = `Ridgeway e2e review ${Date.now()}`;
  await page.goto(siteUrl("ridgeway-bikes-caravans", "/reviews"));
  await page.locator("main").getByRole("link", { name: "Leave a Review" }).click();
  await expect(page).toHaveURL(/\/reviews\/new$/);
  const form = page.getByRole("form", { name: "Leave a Review" });
  await form.getByRole("button", { name: "Submit Review" }).click();
  await expect(form.getByRole("alert")).toContainText("Please choose a star rating from 1 to 5.");
  await expect(form.getByRole("alert")).toContainText("Please select the dealership you are reviewing.");

  await form.getByRole("textbox", { name: "Your name" }).fill("Casey R.");
  await form.getByRole("textbox", { name: "Email" }).fill("casey@example.com");
  await form.getByRole("combobox", { name: "Dealership" }).selectOption({ label: "Ridgeway Caravans" });
  await form.getByRole("radio", { name: "4 stars: Good" }).check();
  await form.getByRole("textbox", { name: "Your review" }).fill(`${token}: great advice on our first caravan.`);
  await form.getByRole("button", { name: "Submit Review" }).click();
  await expect(page).toHaveURL(/\/reviews\/thank-you$/);
  await expect(page.getByText("It will appear on our site once our team has approved it.")).toBeVisible();
  // Not the default site: the thank-you page is this site's, not one rendered for a host the redirect lost.
  await expect(page.getByRole("link", { name: "Ridgeway Bikes & Caravans home" })).toBeVisible();

  await page.goto(siteUrl("ridgeway-bikes-caravans", "/reviews"));
  await expect(page.getByRole("heading", { level: 1, name: "Customer Reviews" })).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);
});

test("/reviews publishes the AggregateRating of dealerships rated above the site's minimum", async ({ page }) => {
  await page.goto(siteUrl("southern-cross-auto", "/reviews"));
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as { "@graph": { "@type": string; aggregateRating: { ratingValue: string; reviewCount: number } }[] };
  expect(jsonLd["@graph"].length).toBeGreaterThan(0);
  for (const dealer of jsonLd["@graph"]) {
    expect(dealer["@type"]).toBe("AutoDealer");
    expect(Number(dealer.aggregateRating.ratingValue)).toBeGreaterThan(4.2);
    expect(dealer.aggregateRating.reviewCount).toBeGreaterThan(0);
  }
});
