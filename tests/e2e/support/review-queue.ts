import { expect, type Browser, type Page } from "@playwright/test";
import { siteUrl } from "./hosts";
import { workspaceUrl } from "./workspace-sign-in";

/** A review a spec's shopper leaves, named so the queue's card and the public page can be found by it. */
export type LeftReview = { name: string; text: string };

/** A shopper (a browser of their own, with or without JavaScript) leaves a review with the site's public form. */
export async function leaveReviewOn(browser: Browser, site: string, review: LeftReview, javaScriptEnabled = true): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(siteUrl(site, "/reviews/new"));
  const form = page.getByRole("form", { name: "Leave a Review" });
  await form.getByRole("textbox", { name: "Your name" }).fill(review.name);
  await form.getByRole("textbox", { name: "Email" }).fill("queue-e2e@example.com");
  const dealership = form.getByRole("combobox", { name: "Dealership" });
  if (await dealership.count()) await dealership.selectOption({ index: 1 });
  await form.getByRole("radio", { name: "5 stars: Excellent" }).check();
  await form.getByRole("textbox", { name: "Your review" }).fill(review.text);
  await form.getByRole("button", { name: "Submit Review" }).click();
  await expect(page).toHaveURL(/\/reviews\/thank-you$/);
  await context.close();
}

export const uniqueReview = (who: string): LeftReview => {
  const token = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return { name: `${who} ${token}`, text: `Queue ${token}: <b>not bold</b>, a helpful team and a fair price.` };
};

/** The queue's card for a review, on the workspace's waiting reviews. */
export async function openWaitingCard(page: Page, review: LeftReview) {
  await page.goto(workspaceUrl("/reviews?status=pending"));
  const card = page.getByRole("article", { name: review.name });
  await expect(card).toBeVisible();
  return card;
}

/** A site's public reviews page. */
export async function publicReviews(page: Page, site: string) {
  await page.goto(siteUrl(site, "/reviews"));
  await expect(page.getByRole("heading", { level: 1, name: "Customer Reviews" })).toBeVisible();
  return page.locator("main");
}
