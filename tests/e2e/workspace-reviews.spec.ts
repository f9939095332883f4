import { expect as baseExpect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { leaveReviewOn, openWaitingCard, publicReviews, uniqueReview } from "./support/review-queue";
import { signInAsStaff, workspaceUrl } from "./support/workspace-sign-in";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** Harbour Toyota's owner: one sign-in for the whole spec, since a demo user gets 3 sign-in links in 15 minutes. */
const OWNER = "owner@harbour-toyota.example";
const SITE = "harbour-toyota";

test("a review left on the site is approved and replied to in the workspace, and shows with the reply; another is rejected, and a stale second try is told", async ({ page, browser }) => {
  const kept = uniqueReview("Robin");
  const dropped = uniqueReview("Sam");
  await leaveReviewOn(browser, SITE, kept);
  await leaveReviewOn(browser, SITE, dropped);
  await signInAsStaff(page, OWNER);

  await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Reviews" }).click();
  await expect(page.getByRole("heading", { name: "Reviews", level: 1 })).toBeVisible();
  await expect(page.getByText(/\d+ waiting for approval\./)).toBeVisible();

  let card = await openWaitingCard(page, kept);
  // The shopper's words as typed: markup is shown, never run.
  await expect(card.getByText(kept.text)).toBeVisible();
  await expect(card).toContainText("Left on Harbour Toyota");
  await expect(card.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("status")).toHaveText("Review approved: it shows on the site now.");

  await page.goto(workspaceUrl("/reviews?status=approved"));
  card = page.getByRole("article", { name: kept.name });
  await card.getByText("Reply publicly").click();
  const reply = card.getByRole("form", { name: `Reply to ${kept.name}` });
  await reply.getByRole("button", { name: "Save reply" }).click();
  await expect(reply.getByRole("textbox", { name: /Your public reply/ })).toHaveAttribute("aria-invalid", "true");
  await expect(reply.getByText("reply_text must not be empty")).toBeVisible();
  await expectNoAxeViolations(page, { label: "the review queue with a refused reply" });
  await reply.getByRole("textbox", { name: /Your public reply/ }).fill("Thanks Robin, enjoy the new car!");
  await reply.getByRole("button", { name: "Save reply" }).click();
  await expect(page.getByRole("status")).toHaveText("Reply saved: it shows under the review wherever the review is shown.");

  // Two tabs on one waiting review: the first rejects it; the second, drawn before, is told and changes nothing.
  const stale = await page.context().newPage();
  const staleCard = await openWaitingCard(stale, dropped);
  await (await openWaitingCard(page, dropped)).getByRole("button", { name: "Reject" }).click();
  await expect(page.getByRole("status")).toHaveText("Review rejected: it is not shown on the site.");
  await staleCard.getByRole("button", { name: "Approve" }).click();
  await expect(stale.locator("main").getByRole("alert")).toHaveText(`Someone else changed ${dropped.name}'s review first: it is now rejected. Nothing you sent was saved; look at it again.`);
  await expect(stale.getByRole("article", { name: dropped.name })).toContainText("Rejected");
  await expectNoAxeViolations(stale, { label: "the review queue after a lost race" });

  const site = await publicReviews(page, SITE);
  await expect(site.getByText(kept.name)).toBeVisible();
  await expect(site.getByText("Thanks Robin, enjoy the new car!")).toBeVisible();
  await expect(site.getByText(dropped.name)).toHaveCount(0);

  await page.goto(workspaceUrl("/audit-log"));
  await expect(page.getByText(new RegExp(`Approved review #\\d+ by ${kept.name}`))).toBeVisible();
  await expect(page.getByText(new RegExp(`Replied to review #\\d+ by ${kept.name}`))).toBeVisible();
  await expect(page.getByText(new RegExp(`Rejected review #\\d+ by ${dropped.name}`))).toBeVisible();
});
