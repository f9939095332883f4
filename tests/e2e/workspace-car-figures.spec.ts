import { expect as baseExpect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expectValidHtml } from "./support/html-validity";
import { siteUrl } from "./support/hosts";
import { searchHits } from "./support/vehicle-pages";
import { signInAsStaff, workspaceUrl } from "./support/workspace-sign-in";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const SITE = "value-used-cars";
const OWNER = `owner@${SITE}.example`;
// The search's second page, which no other spec opens cars from.
const SEARCH = "sortBy=latest&page=2";

test("a shopper's view from the search shows in the car's figures (How it sells): a named chart and a table, with and without JavaScript", async ({ page, browser, request }) => {
  const hits = await searchHits(request, SITE, SEARCH);
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await shopper.goto(siteUrl(SITE, `/search/new-used-and-demo-cars?${SEARCH}`));
  const cardLink = shopper.locator("main article h3 a").first();
  const slug = (await cardLink.getAttribute("href"))!.replace("/cars/", "");
  const car = hits.find((hit) => hit.slug === slug)!;
  expect(car, `the search page's first car (${slug}) is the API's too`).toBeDefined();
  const counted = shopper.waitForResponse((response) => response.url().includes(`/cars/${slug}/view.json`) && response.url().includes("from=search"));
  await cardLink.click();
  expect((await counted).status()).toBe(200);
  await shopperContext.close();

  await signInAsStaff(page, OWNER);
  await page.goto(workspaceUrl(`/stock/${car.id}`));
  const section = page.getByRole("region", { name: "How it sells" });
  const today = section.getByTestId("figures-table").locator("tbody tr").first();
  // The e2e server rolls the figures up every 2 s (CAR_FIGURES_ROLLUP_MS): the view arrives within a few rounds.
  await expect.poll(async () => {
    await page.reload();
    const [views, fromSearch] = (await today.locator("td").allTextContents()).map(Number);
    return views! >= 1 && fromSearch! >= 1;
  }, { timeout: 60_000 }).toBe(true);
  await expect(section.getByRole("img", { name: /^Views per day, \d+ \w+ to \d+ \w+: [1-9]\d* in all/ })).toBeVisible();
  const stocknum = (await page.locator("dt", { hasText: "Stock no." }).locator("xpath=following-sibling::dd[1]").textContent())!;
  await expect(section.getByRole("table", { name: "Each day, last 30 days" }).locator("tbody tr")).toHaveCount(30);
  await expect(section).toContainText("Median days to sell, the market");
  await expectNoAxeViolations(page, { label: "car figures" });
  await expectValidHtml(page, "car figures");
  await section.screenshot({ path: "test-results/car-figures-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await section.screenshot({ path: "test-results/car-figures-390.png" });

  // The stock list shows the same rollup: the car's row counts the view in its 7 and 30 days.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(workspaceUrl(`/stock?q=${encodeURIComponent(stocknum)}`));
  const activity = page.getByTestId("stock-rows").getByRole("link").filter({ hasText: new RegExp(`Stock no\\. ${stocknum}(?![\\w-])`) }).getByTestId("stock-activity");
  await expect(activity).toContainText(/7 days: [1-9][\d,]* views? · \d+ saves? · \d+ leads?/);
  await expect(activity).toContainText(/30 days: [1-9][\d,]* views?/);
  await expectNoAxeViolations(page, { label: "stock list with activity" });
  await page.goBack();

  const noJs = await browser.newContext({ storageState: await page.context().storageState(), javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto(page.url());
  const plainSection = plain.getByRole("region", { name: "How it sells" });
  await expect(plainSection.getByRole("img", { name: /^Views per day/ })).toBeVisible();
  const [views] = (await plainSection.getByTestId("figures-table").locator("tbody tr").first().locator("td").allTextContents()).map(Number);
  expect(views).toBeGreaterThanOrEqual(1);
  await noJs.close();
});
