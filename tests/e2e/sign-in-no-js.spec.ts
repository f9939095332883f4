import { expect as baseExpect, test } from "@playwright/test";
import { siteUrl } from "./support/hosts";
import { codeTextedTo, testMobile } from "./support/sms-outbox";

const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 120_000 });

test("without JavaScript: phone, code from the SMS outbox, back to the target; the header keeps its plain sign-in link; sign out", async ({ page }) => {
  const phone = testMobile();
  await page.goto(siteUrl("value-used-cars", "/sign-in?type=my-garage&redirect=%2Fsearch%2Fused-cars&back=%2F"));
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to see your garage" })).toBeVisible();
  await page.getByRole("textbox", { name: "Mobile number" }).fill(phone.typed);
  const sentAt = new Date();
  await page.getByRole("button", { name: "Text me a code" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(`We sent a 6-digit code to ${phone.typed}. It works for 10 minutes.`);
  await page.getByRole("textbox", { name: "6-digit code" }).fill(await codeTextedTo(phone.e164, sentAt));
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(siteUrl("value-used-cars", "/search/used-cars"));
  // Shared pages never render who is signed in; without JavaScript the header keeps its link to /sign-in.
  await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You are signed in" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("You have signed out.");
  await expect(page.getByRole("textbox", { name: "Mobile number" })).toBeVisible();
});
