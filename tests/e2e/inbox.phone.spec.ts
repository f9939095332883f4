import { expect as baseExpect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { openLeadBySearch, sendEnquiryFrom, SOUTHERN_CROSS_HONDA } from "./support/inbox";
import { signInAsStaff } from "./support/workspace-sign-in";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test("on a phone, one thumb: leads are cards with big targets, the filters fold away, a lead's page reads top to bottom", async ({ page, browser }) => {
  const sent = await sendEnquiryFrom(browser, SOUTHERN_CROSS_HONDA);
  await signInAsStaff(page, SOUTHERN_CROSS_HONDA.salesperson);
  const filters = page.locator("details", { hasText: "Filter and search" });
  await expect(filters).not.toHaveAttribute("open", "");
  await expect(page.getByRole("textbox", { name: "Name, phone, e-mail, stock no. or VIN" })).toBeHidden();
  const first = page.getByTestId("inbox-rows").getByRole("link").first();
  const box = (await first.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThan(340);
  await expectNoAxeViolations(page, { label: "inbox on a phone" });
  await page.screenshot({ path: test.info().outputPath("inbox-phone.png"), fullPage: true });

  await openLeadBySearch(page, sent.email);
  const claim = page.getByRole("button", { name: /Claim this lead|Change status/ }).first();
  expect((await claim.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expectNoAxeViolations(page, { label: "lead page on a phone" });
  await page.screenshot({ path: test.info().outputPath("lead-phone.png"), fullPage: true });
});
