import { expect as baseExpect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expectValidHtml } from "./support/html-validity";
import { siteUrl } from "./support/hosts";
import { deliveredLeadEmails, uniqueEmail } from "./support/lead-outbox";
import { signInOnPage } from "./support/sign-in";
import { testMobile } from "./support/sms-outbox";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const CODE = /SPIN(-[0-9A-Z]{4}){4}/;
const main = (page: Page) => page.getByRole("main");

/** Signed out at /spin-to-win: sign-in first (the gate's address), then back to the wheel. */
async function signInAtTheWheel(page: Page, site: string) {
  await page.goto(siteUrl(site, "/spin-to-win"));
  await expect(page).toHaveURL(siteUrl(site, "/sign-in?type=spin-to-win&redirect=%2Fspin-to-win&back=%2Fspin-to-win"));
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to spin to win" })).toBeVisible();
  await signInOnPage(page, testMobile());
  await expect(page).toHaveURL(siteUrl(site, "/spin-to-win"));
}

/** The details the dealer needs, and a location where the site has more than one. */
async function fillDetails(page: Page, email: string) {
  await page.getByRole("textbox", { name: "First name" }).fill("Jess");
  await page.getByRole("textbox", { name: "Last name" }).fill("Nguyen");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Postcode" }).fill("3175");
  const location = page.getByRole("combobox", { name: "Where will you claim your prize?" });
  if (await location.count()) await location.selectOption({ index: 1 });
}

/** The button with the fields left empty: nothing is spun, and the form lists what to fix. */
async function spinWithoutDetails(page: Page) {
  await page.getByRole("button", { name: "Spin the wheel" }).click();
  await expect(page).toHaveURL(/\/spin-to-win\?notice=invalid&fields=name%2Clast_name%2Cemail%2Cpostcode/);
  const summary = main(page).getByRole("alert");
  await expect(summary).toContainText("Please fix the following errors:");
  await expect(summary).toContainText("Please enter your first name.");
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");
}

type Win = { prize: string; code: string };

/** Spins, and reads the prize and code the result announces. */
async function spinAndReadWin(page: Page, site: string): Promise<Win> {
  await page.getByRole("button", { name: "Spin the wheel" }).click();
  await expect(page).toHaveURL(siteUrl(site, "/spin-to-win?notice=won"));
  const result = main(page).getByRole("status");
  await expect(result.getByRole("heading", { name: /^You won: / })).toBeVisible();
  await expect(result).toContainText(CODE);
  return { prize: (await result.getByRole("heading").textContent())!, code: (await result.textContent())!.match(CODE)![0] };
}

async function expectTheSameWin(page: Page, site: string, win: Win) {
  await page.goto(siteUrl(site, "/spin-to-win"));
  const result = main(page).getByRole("status");
  await expect(result.getByRole("heading")).toHaveText(win.prize);
  await expect(result).toContainText(win.code);
  await expect(page.getByRole("button", { name: "Spin the wheel" })).toHaveCount(0);
}

test.describe("with JavaScript", () => {
  const SITE = "value-used-cars";

  test("signed out → sign in with the texted code → spin → the prize and its code; again shows the same prize; the dealer gets it once", async ({ page, browser }) => {
    await page.goto(siteUrl(SITE, "/"));
    await page.getByRole("banner").getByRole("link", { name: "Spin to Win" }).first().click();
    await signInAtTheWheel(page, SITE);
    await expect(page.getByRole("heading", { level: 1, name: "Spin to Win" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Prizes on the wheel" })).toBeVisible();
    await expectNoAxeViolations(page, { include: "main", label: "spin-to-win, ready" });
    await expectValidHtml(page, "spin-to-win ready");
    await spinWithoutDetails(page);
    await expectNoAxeViolations(page, { include: "main", label: "spin-to-win, refused" });
    await expectValidHtml(page, "spin-to-win refused");

    const email = uniqueEmail("spin");
    await fillDetails(page, email);
    const win = await spinAndReadWin(page, SITE);
    await expectNoAxeViolations(page, { include: "main", label: "spin-to-win, won" });
    await expectValidHtml(page, "spin-to-win won");

    await expectTheSameWin(page, SITE, win);
    // A second tab of the same shopper offers no second spin either.
    const tab = await page.context().newPage();
    await expectTheSameWin(tab, SITE, win);
    await expect.poll(async () => (await deliveredLeadEmails(win.code)).length, { timeout: 30_000 }).toBe(1);

    // Another browser is another visitor: the gate again.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(siteUrl(SITE, "/spin-to-win"));
    await expect(otherPage).toHaveURL(/\/sign-in\?type=spin-to-win&/);
    await other.close();
  });

  test("a site that runs no campaign has no wheel: no menu link, and /spin-to-win is a 404", async ({ page }) => {
    await page.goto(siteUrl("metro-motor-group", "/"));
    await expect(page.getByRole("banner").getByRole("link", { name: "Spin to Win" })).toHaveCount(0);
    const response = await page.goto(siteUrl("metro-motor-group", "/spin-to-win"));
    expect(response?.status()).toBe(404);
  });
});

// axe runs in the page, so axe and the Nu Html Checker look at the pages in the test with JavaScript: the server renders the same HTML.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  const SITE = "harbour-toyota";

  test("the same journey as plain forms: refused details listed, then a spin that lands on the page with its prize, once", async ({ page }) => {
    await signInAtTheWheel(page, SITE);
    await expect(page.getByRole("heading", { level: 1, name: "Spin to Win at Harbour Toyota" })).toBeVisible();

    await spinWithoutDetails(page);
    await fillDetails(page, uniqueEmail("spin-no-js"));
    const win = await spinAndReadWin(page, SITE);
    await expectTheSameWin(page, SITE, win);
  });
});
