import { expect as baseExpect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { googleFeed } from "./support/google-feed";
import { expectValidHtml } from "./support/html-validity";
import { siteUrl } from "./support/hosts";
import { signInAsStaff } from "./support/workspace-sign-in";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const SITE = "value-used-cars";
const OWNER = `owner@${SITE}.example`;
const dollars = (n: number) => `$${n.toLocaleString("en-AU")}`;

test("an owner changes a car's price in the workspace; the vehicle page and the Google feed show it; a stale form without JavaScript changes nothing", async ({ page, browser, request }) => {
  // A car halfway down the feed, which no other spec reads; its price is restored at the end.
  const items = await googleFeed(request, SITE);
  const car = items[Math.floor(items.length / 2)]!;
  const changed = car.price - 1_010;

  await signInAsStaff(page, OWNER);
  await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Stock" }).click();
  await expect(page.getByRole("heading", { name: "Stock", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, { label: "stock list" });
  await page.getByLabel("Stock no., VIN, make or model").fill(car.vin.toLowerCase());
  await page.getByRole("button", { name: "Show cars" }).click();
  const rows = page.getByTestId("stock-rows").getByRole("link");
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`Stock no. ${car.stocknum} · VIN ${car.vin}`);
  await rows.click();
  await expect(page.getByTestId("car-price")).toHaveText(dollars(car.price));
  await expectNoAxeViolations(page, { label: "stock car" });
  await expectValidHtml(page, "stock car");

  const form = page.getByRole("form", { name: "Change the price" });
  const field = form.getByRole("textbox", { name: "New price (whole dollars)" });
  await field.fill(`${changed}.50`);
  await form.getByRole("button", { name: "Change price" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(form).toContainText("Enter whole dollars, without cents.");

  // A second browser without JavaScript opens the car now, before the change: its form will be stale.
  const noJs = await browser.newContext({ storageState: await page.context().storageState(), javaScriptEnabled: false });
  const stalePage = await noJs.newPage();
  await stalePage.goto(page.url());
  await expect(stalePage.getByTestId("car-price")).toHaveText(dollars(car.price));

  await field.fill(dollars(changed));
  await form.getByRole("button", { name: "Change price" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Price changed." })).toBeVisible();
  await expect(page.getByTestId("car-price")).toHaveText(dollars(changed));
  await expect(page.getByTestId("price-history")).toContainText(`${dollars(car.price)} → ${dollars(changed)} on`);
  await expect(page.getByTestId("price-history")).toContainText("by Value Used Cars Owner");
  await expect(page.getByTestId("hand-price")).toContainText(`the feed's ${dollars(car.price)} is not applied until the feed's price changes`);

  const vehiclePage = await page.getByRole("link", { name: /^Its page on / }).first().getAttribute("href");
  expect(new URL(vehiclePage!).pathname).toBe(car.path);
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await expect.poll(async () => {
    await shopper.goto(siteUrl(SITE, car.path));
    return (await shopper.locator("main").textContent()) ?? "";
  }).toContain(dollars(changed));
  // The site shows its price history (issue 35 §3, on for the demo used-car site); the JSON-LD offer has the current price only.
  const history = shopper.getByRole("region", { name: "Price history" });
  await expect(history).toContainText(/Listed (today|1 day ago|\d+ days ago)/);
  await expect(history.getByTestId("vehicle-price-history")).toContainText(`${dollars(car.price)} → ${dollars(changed)} on`);
  const jsonLd = (await shopper.locator('script[type="application/ld+json"]').allTextContents()).join("");
  expect(jsonLd.match(/"price":/g)).toHaveLength(1);
  expect(jsonLd).not.toContain(`"price":${car.price}`);
  await expectNoAxeViolations(shopper, { label: "vehicle page with its price history" });
  await shopperContext.close();
  await expect.poll(async () => (await googleFeed(request, SITE)).find((item) => item.stocknum === car.stocknum)?.price).toBe(changed);

  // The stale form (loaded at the old price) is refused and says so; the car keeps the new price.
  const staleForm = stalePage.getByRole("form", { name: "Change the price" });
  await staleForm.getByRole("textbox", { name: "New price (whole dollars)" }).fill(String(changed - 5_000));
  await staleForm.getByRole("button", { name: "Change price" }).click();
  await expect(stalePage.getByRole("status")).toContainText("This car's price changed since you opened it");
  await expect(stalePage.getByTestId("car-price")).toHaveText(dollars(changed));

  // Put the price back, without JavaScript: a hand price back at the feed's price is no hand price.
  await staleForm.getByRole("textbox", { name: "New price (whole dollars)" }).fill(String(car.price));
  await staleForm.getByRole("button", { name: "Change price" }).click();
  await expect(stalePage.getByRole("status")).toContainText("Price changed.");
  await expect(stalePage.getByTestId("car-price")).toHaveText(dollars(car.price));
  await expect(stalePage.getByTestId("hand-price")).toHaveCount(0);
  await noJs.close();
  await expect.poll(async () => (await googleFeed(request, SITE)).find((item) => item.stocknum === car.stocknum)?.price).toBe(car.price);
});
