import { expect as baseExpect, test } from "@playwright/test";
import { salesThisMonth } from "../../src/domain/sales/sales-counter";
import { siteUrl } from "./support/hosts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test("each demo site's home page shows its configured blocks", async ({ page }) => {
  const blocks: [string, string[]][] = [
    ["harbour-toyota", ["Promotions", "BOOK A SERVICE", "Latest arrivals", "Customer Reviews", "Pay your deposit or service your way"]],
    ["metro-motor-group", ["Sales this Month", "Latest arrivals", "Customer Reviews"]],
    ["value-used-cars", ["Latest arrivals", "Pay your deposit or service your way", "Customer Reviews"]],
    ["ridgeway-bikes-caravans", ["Latest arrivals", "BOOK A SERVICE", "Customer Reviews"]],
    ["southern-cross-auto", ["Promotions", "Sales this Month", "Latest arrivals", "Customer Reviews", "Pay your deposit or service your way"]],
  ];
  for (const [slug, names] of blocks) {
    await page.goto(siteUrl(slug, "/"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    for (const name of names) await expect(page.locator("main").getByRole("region", { name }).first(), `${slug}: ${name}`).toBeAttached();
  }
});

test("the closable banner hides when closed and stays closed in this browser only", async ({ page, browser }) => {
  const banner = page.getByRole("region", { name: "Announcement" });
  await page.goto(siteUrl("value-used-cars", "/"));
  await expect(banner).toContainText("Now open Saturdays at Dandenong and Ringwood.");
  const closed = page.waitForResponse((response) => response.request().method() === "POST" && response.ok());
  await banner.getByRole("button", { name: "Close announcement" }).click();
  await expect(banner).toBeHidden();
  await closed;
  await page.reload();
  await expect(page.locator("main").getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);

  const other = await browser.newPage();
  await other.goto(siteUrl("value-used-cars", "/"));
  await expect(other.getByRole("region", { name: "Announcement" })).toBeVisible();
  await other.close();
});

test("the Sales this Month counter shows the Brisbane-time figure, refreshes every 150 s and counts up over 2 s (spec 001 §9)", async ({ page }) => {
  const before = salesThisMonth(new Date());
  await page.goto(siteUrl("metro-motor-group", "/"));
  const counter = page.locator("[data-sales-count]");
  const served = Number(await counter.getAttribute("data-sales-count"));
  expect(served).toBeGreaterThanOrEqual(before);
  expect(served).toBeLessThanOrEqual(salesThisMonth(new Date()));
  await expect(page.getByRole("region", { name: "Sales this Month" })).toContainText(served.toLocaleString("en-AU"));

  // 14 Nov 12:07 Brisbane: 13 × 192 + floor(43,620 / 450) = 2,592; 150 s later floor(43,770 / 450) = 97, so 2,593.
  await page.clock.install({ time: new Date("2026-11-14T02:07:00Z") });
  await page.clock.pauseAt(new Date("2026-11-14T02:07:01Z"));
  await page.reload();
  await expect(counter).toHaveAttribute("data-enhanced", "true");
  await page.clock.runFor(150_000);
  await page.clock.runFor(1_000);
  const midway = Number(await counter.getAttribute("data-sales-count"));
  expect(midway).not.toBe(2_593);
  await page.clock.runFor(1_100);
  await expect(counter).toHaveAttribute("data-sales-count", "2593");
  await expect(counter).toHaveText("2,593");
});

test("the hero counts only cars in stock and labels coming-soon and recently sold cars apart (issue 32)", async ({ page, request }) => {
  const body = (await (await request.get(siteUrl("metro-motor-group", "/api/search?hitsPerPage=0"))).json()) as { facets: { status?: { value: string; count: number }[] } };
  const count = (status: string) => body.facets.status?.find((f) => f.value === status)?.count ?? 0;
  const grouped = (n: number) => n.toLocaleString("en-AU");
  await page.goto(siteUrl("metro-motor-group", "/"));
  const stock = page.getByTestId("hero-stock");
  await expect(stock.locator("strong")).toHaveText(grouped(count("in_stock")));
  await expect(stock).toContainText(`${grouped(count("in_stock"))} vehicles in stock`);
  const rest = [count("coming_soon") > 0 ? `${grouped(count("coming_soon"))} coming soon` : null, count("sold") > 0 ? `${grouped(count("sold"))} recently sold` : null].filter(Boolean);
  expect(rest.length, "the demo seed has coming-soon or recently sold cars on Metro").toBeGreaterThan(0);
  await expect(stock).toContainText(`plus ${rest.join(" and ")}`);
});
