import { expect as baseExpect, test } from "@playwright/test";
import { siteUrl } from "./support/hosts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test("on a phone the reviews carousel shows the third review, and a swipe selects the review it lands on", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(siteUrl("harbour-toyota", "/reviews"));
  const carousel = page.locator('[aria-roledescription="carousel"][aria-label="Customer reviews"]');
  await expect(carousel).toHaveAttribute("data-enhanced", "true");
  const slides = carousel.locator('[aria-roledescription="slide"]');
  const count = await slides.count();
  await carousel.scrollIntoViewIfNeeded();
  await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 });
  await expect(slides.nth(0)).not.toBeInViewport();

  // A swipe is the list scrolling by itself: move it one review to the right.
  await carousel.locator('[role="group"][aria-label="Customer reviews: slides"]').evaluate((track) => {
    const slide = track.children[3] as HTMLElement;
    track.scrollTo({ left: slide.offsetLeft - (track.clientWidth - slide.clientWidth) / 2 });
  });
  await expect(slides.nth(3)).toHaveAttribute("data-active", "true");
  await expect(carousel.getByRole("button", { name: "Previous review" })).toBeEnabled();
  expect(await slides.nth(3).getAttribute("aria-label")).toBe(`4 of ${count}`);
});
