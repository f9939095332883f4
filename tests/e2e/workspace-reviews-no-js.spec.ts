import { expect as baseExpect, test } from "@playwright/test";
import { leaveReviewOn, openWaitingCard, publicReviews, uniqueReview } from "./support/review-queue";
import { signInAsStaff } from "./support/workspace-sign-in";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
test.use({ javaScriptEnabled: false });

/** Southern Cross's group owner: a user of its own (a demo user gets 3 sign-in links in 15 minutes). */
const OWNER = "owner@southern-cross-auto.example";
const SITE = "southern-cross-auto";

test("without JavaScript: approve and reply to a review (a refused reply named at its field), reject another; the site shows only the approved one, with its reply", async ({ page, browser }) => {
  const kept = uniqueReview("Jordan");
  const dropped = uniqueReview("Alex");
  await leaveReviewOn(browser, SITE, kept, false);
  await leaveReviewOn(browser, SITE, dropped, false);
  await signInAsStaff(page, OWNER);

  const card = await openWaitingCard(page, kept);
  const reply = card.getByRole("form", { name: `Reply to ${kept.name}` });
  await card.getByText("Reply publicly").click();
  await reply.getByRole("textbox", { name: /Your public reply/ }).fill("x".repeat(2_001));
  await reply.getByRole("button", { name: "Save reply" }).click();
  const again = page.getByRole("article", { name: kept.name }).getByRole("form", { name: `Reply to ${kept.name}` });
  await expect(again.getByRole("textbox", { name: /Your public reply/ })).toHaveAttribute("aria-invalid", "true");
  await expect(again.getByText("reply_text must be at most 2,000 characters")).toBeVisible();
  await again.getByRole("textbox", { name: /Your public reply/ }).fill("Thank you Jordan, see you at your first service.");
  await again.getByRole("button", { name: "Save reply" }).click();
  await expect(page.getByRole("status")).toHaveText("Reply saved: it shows under the review wherever the review is shown.");
  await expect(page).toHaveURL(/\/reviews\?status=pending&notice=replied#review-\d+$/);
  await page.getByRole("article", { name: kept.name }).getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("status")).toHaveText("Review approved: it shows on the site now.");

  await (await openWaitingCard(page, dropped)).getByRole("button", { name: "Reject" }).click();
  await expect(page.getByRole("status")).toHaveText("Review rejected: it is not shown on the site.");

  const site = await publicReviews(page, SITE);
  await expect(site.getByText(kept.name)).toBeVisible();
  await expect(site.getByText("Thank you Jordan, see you at your first service.")).toBeVisible();
  await expect(site.getByText(dropped.name)).toHaveCount(0);
});
