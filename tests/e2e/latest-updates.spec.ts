import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { siteUrl } from "./support/hosts";

test.describe.configure({ timeout: 90_000 });

test("the home page's Latest Updates is a carousel of the site's posts when there are more than three (spec 001 §2, §9)", async ({ page }) => {
  await page.goto(siteUrl("harbour-toyota", "/"));
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Latest Updates" }) });
  const carousel = section.locator('[aria-roledescription="carousel"][aria-label="Latest Updates"]');
  await expect(carousel).toHaveAttribute("data-enhanced", "true");
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(5);
  // Spec 001 §4: the carousel starts at the third item, as the reviews carousel does.
  await expect(carousel.locator('[aria-roledescription="slide"][data-active]')).toHaveAttribute("aria-label", "3 of 5");
  await expect(section.getByText(/Fresh off the truck at Broadmeadow/).first()).toBeAttached();
  await expect(section.getByRole("link", { name: /^Read more of the post of \d{2}\/\d{2}\/\d{4}$/ }).first()).toHaveAttribute("href", /^\//);
  await expectNoAxeViolations(page, { include: "section[aria-labelledby=latest-updates-title]", label: "Latest Updates" });
});

test("three posts or fewer are a grid under the site's own title, and a site without posts shows no block", async ({ page }) => {
  await page.goto(siteUrl("ridgeway-bikes-caravans", "/"));
  const section = page.locator("section", { has: page.getByRole("heading", { name: "News from the Workshop" }) });
  await expect(section.getByRole("listitem")).toHaveCount(3);
  await expect(section.locator('[aria-roledescription="carousel"]')).toHaveCount(0);
  await page.goto(siteUrl("value-used-cars", "/"));
  await expect(page.getByRole("heading", { name: "Latest Updates" })).toHaveCount(0);
});
