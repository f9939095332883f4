import { expect as baseExpect, test, type Browser, type Page } from "@playwright/test";
import { changedPrice } from "../../src/domain/stock/bulk-price-change";
import { expectNoAxeViolations } from "./support/axe";
import { setCarPrice } from "./support/car-price";
import { googleFeed, type FeedItem } from "./support/google-feed";
import { expectValidHtml } from "./support/html-validity";
import { siteUrl } from "./support/hosts";
import { signInAsStaff, workspaceUrl } from "./support/workspace-sign-in";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const SITE = "value-used-cars";
const OWNER = `owner@${SITE}.example`;
const dollars = (n: number) => `$${n.toLocaleString("en-AU")}`;
const slugOf = (car: FeedItem) => car.path.split("/").pop()!;

/**
 * Two cars of the site's feed whose stock numbers differ only in their last digit, so one search of the stock list
 * shows both: from a quarter of the way down the feed, away from the cars other specs read (the dearest, the newest,
 * the middle one).
 */
function twoNeighbours(items: readonly FeedItem[]): [FeedItem, FeedItem] {
  const sorted = [...items].sort((a, b) => a.stocknum.localeCompare(b.stocknum));
  const middle = items[Math.floor(items.length / 2)]!.stocknum;
  const usable = sorted.slice(Math.floor(sorted.length / 4)).filter((car) => car.stocknum !== middle);
  const i = usable.findIndex((car, j) => usable[j + 1]?.stocknum.slice(0, -1) === car.stocknum.slice(0, -1));
  expect(i, "two cars whose stock numbers share all but their last digit").toBeGreaterThanOrEqual(0);
  return [usable[i]!, usable[i + 1]!];
}

/** Ticks the two cars on the stock list (one search shows both) and previews `amount` in `unit`; ends on the preview. */
async function previewChange(page: Page, cars: readonly FeedItem[], unit: "Per cent" | "Dollars", amount: string) {
  await page.goto(workspaceUrl(`/stock?q=${cars[0]!.stocknum.slice(0, -1)}`));
  for (const car of cars) await page.getByRole("checkbox", { name: new RegExp(`stock no\\. ${car.stocknum}$`) }).check();
  const form = page.getByRole("form", { name: "Change prices" });
  await form.getByRole("radio", { name: unit }).check();
  await form.getByRole("textbox", { name: /^Amount/ }).fill(amount);
  await form.getByRole("button", { name: "Preview price change" }).click();
  await expect(page.getByRole("heading", { name: "Change prices", level: 1 })).toBeVisible();
}

/** Each car's row of the preview: "$34,990 → $34,490". */
async function expectPreviewed(page: Page, prices: readonly { car: FeedItem; from: number; to: number }[]) {
  const rows = page.getByTestId("price-preview").getByRole("row");
  await expect(rows).toHaveCount(prices.length + 1);
  for (const { car, from, to } of prices) {
    const row = rows.filter({ hasText: `Stock no. ${car.stocknum}` });
    await expect(row.getByRole("cell").first()).toHaveText(dollars(from));
    await expect(row.getByRole("cell").last()).toContainText(dollars(to));
  }
}

async function expectVehiclePagesShow(browser: Browser, prices: readonly { car: FeedItem; price: number }[]) {
  const shopper = await (await browser.newContext()).newPage();
  for (const { car, price } of prices) {
    await expect.poll(async () => {
      await shopper.goto(siteUrl(SITE, car.path));
      return (await shopper.locator("main").textContent()) ?? "";
    }).toContain(dollars(price));
  }
  await shopper.context().close();
}

test("an owner lowers two cars' prices with JavaScript and puts them back without, previewed each time; a change made meanwhile refuses the apply", async ({ page, browser, request }) => {
  const [first, second] = twoNeighbours(await googleFeed(request, SITE));
  const cars = [first, second];
  try {
    await signInAsStaff(page, OWNER);

    // With JavaScript: a change without its sign is refused by name, then −$500 is previewed and applied.
    await previewChange(page, cars, "Dollars", "500");
    await expect(page.getByRole("alert").filter({ hasText: "Please correct the fields marked below." })).toBeVisible();
    const amount = page.getByRole("form", { name: "Change prices" }).getByRole("textbox", { name: /^Amount/ });
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("form", { name: "Change prices" })).toContainText("Enter the change with its sign, like -5 or +250.");
    await amount.fill("-500");
    await page.getByRole("button", { name: "Preview again" }).click();
    await expect(page.getByRole("heading", { name: "Preview: −$500 on 2 cars" })).toBeVisible();
    await expectPreviewed(page, cars.map((car) => ({ car, from: car.price, to: car.price - 500 })));
    await expect(page.getByText("a percentage is rounded to the nearest dollar")).toBeVisible();
    await expectNoAxeViolations(page, { label: "price change preview" });
    await expectValidHtml(page, "price change preview");
    await page.getByRole("button", { name: "Apply to 2 cars" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Prices changed." })).toBeVisible();
    await expectVehiclePagesShow(browser, cars.map((car) => ({ car, price: car.price - 500 })));

    // Without JavaScript: −5% is previewed, then +$500, which puts the prices back.
    const noJs = await browser.newContext({ storageState: await page.context().storageState(), javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await previewChange(plain, cars, "Per cent", "-5");
    await expect(plain.getByRole("heading", { name: "Preview: −5% on 2 cars" })).toBeVisible();
    await expectPreviewed(plain, cars.map((car) => ({ car, from: car.price - 500, to: changedPrice(car.price - 500, { unit: "percent", hundredths: -500 }) })));
    await expectValidHtml(plain, "price change preview without JavaScript");
    const form = plain.getByRole("form", { name: "Change prices" });
    await form.getByRole("radio", { name: "Dollars" }).check();
    await form.getByRole("textbox", { name: /^Amount/ }).fill("+500");
    await form.getByRole("button", { name: "Preview again" }).click();
    await expectPreviewed(plain, cars.map((car) => ({ car, from: car.price - 500, to: car.price })));

    // The dealer's system changes the second car between the preview and the apply: nothing is applied.
    await setCarPrice(request, SITE, slugOf(second), second.price - 400);
    await plain.getByRole("button", { name: "Apply to 2 cars" }).click();
    await expect(plain.getByRole("status")).toContainText(`(stock no. ${second.stocknum}) changed since your preview, so nothing was changed.`);
    await expectPreviewed(plain, [{ car: first, from: first.price - 500, to: first.price }, { car: second, from: second.price - 400, to: second.price + 100 }]);
    await expectVehiclePagesShow(browser, [{ car: first, price: first.price - 500 }]);

    await setCarPrice(request, SITE, slugOf(second), second.price - 500);
    await plain.getByRole("button", { name: "Preview again" }).click();
    await expectPreviewed(plain, cars.map((car) => ({ car, from: car.price - 500, to: car.price })));
    await plain.getByRole("button", { name: "Apply to 2 cars" }).click();
    await expect(plain.getByRole("status").filter({ hasText: "Prices changed." })).toBeVisible();
    await expectVehiclePagesShow(browser, cars.map((car) => ({ car, price: car.price })));
    await noJs.close();
  } finally {
    for (const car of cars) await setCarPrice(request, SITE, slugOf(car), car.price);
  }
});
