import { expect as baseExpect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { siteUrl } from "./support/hosts";
import { expectValidHtml } from "./support/html-validity";
import { codeTextedTo, testMobile } from "./support/sms-outbox";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

/** Not the default site (Harbour Toyota), so a page rendered for the wrong host shows. */
const SITE = "metro-motor-group";
const header = (page: Page) => page.getByRole("banner");

test("sign in from the header with a code read from the SMS outbox, back to the page; a second browser stays signed out; sign out everywhere", async ({ page, browser }) => {
  const phone = testMobile();
  await page.goto(siteUrl(SITE, "/special-offers"));
  const signIn = header(page).getByRole("link", { name: "Sign in" });
  await expect(signIn).toHaveAttribute("href", "/sign-in?type=account&redirect=%2Fspecial-offers&back=%2Fspecial-offers");
  await signIn.click();

  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectValidHtml(page, "sign-in phone step");
  await page.getByRole("textbox", { name: "Mobile number" }).fill(phone.typed);
  const sentAt = new Date();
  await page.getByRole("button", { name: "Text me a code" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(`We sent a 6-digit code to ${phone.typed}. It works for 10 minutes.`);
  const codeBox = page.getByRole("textbox", { name: "6-digit code" });
  await expect(codeBox).toBeFocused();
  await expectNoAxeViolations(page);
  await expectValidHtml(page, "sign-in code step");
  await codeBox.fill(await codeTextedTo(phone.e164, sentAt));
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(siteUrl(SITE, "/special-offers"));
  // Not the default site, so a redirect that lost the site's host would show Harbour Toyota here.
  await expect(header(page).getByRole("link", { name: "Metro Motor Group home" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: /My account/ })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === "__Host-fc_session");
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(siteUrl(SITE, "/special-offers"));
  await expect(header(otherPage).getByRole("link", { name: "Sign in" })).toBeVisible();
  await other.close();

  await header(page).getByRole("link", { name: /My account/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You are signed in" })).toBeVisible();
  await expect(page.getByRole("main").getByText(`as ${phone.typed}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await expectValidHtml(page, "signed in");
  await page.getByRole("button", { name: "Sign out on every device" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("You have signed out on every device.");
  await expect(header(page).getByRole("link", { name: "Sign in" })).toBeVisible();
});

test("a wrong code says it did not work, and no more; a redirect to another site lands on this site's home page", async ({ page }) => {
  const phone = testMobile();
  await page.goto(siteUrl("metro-motor-group", "/sign-in?type=watchlist&redirect=https%3A%2F%2Fevil.example%2F&back=%2F%2Fevil.example"));
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to save cars to your watchlist" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/");
  await page.getByRole("textbox", { name: "Mobile number" }).fill("(02) 9999 9999");
  await page.getByRole("button", { name: "Text me a code" }).click();
  await expect(page.getByText("Please enter an Australian mobile number, like 0412 345 678.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Mobile number" })).toHaveAttribute("aria-invalid", "true");

  await page.getByRole("textbox", { name: "Mobile number" }).fill(phone.typed);
  const sentAt = new Date();
  await page.getByRole("button", { name: "Text me a code" }).click();
  const code = await codeTextedTo(phone.e164, sentAt);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  await page.getByRole("textbox", { name: "6-digit code" }).fill(wrong);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("That code didn't work. Check it, or ask for a new code.")).toBeVisible();
  await page.getByRole("button", { name: "Text me a new code" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(/^Please wait \d+ seconds before asking for another code\.$/);

  await page.getByRole("textbox", { name: "6-digit code" }).fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(siteUrl("metro-motor-group", "/"));
});
