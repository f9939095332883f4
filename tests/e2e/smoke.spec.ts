import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./support/hosts";

async function brandColour(page: Page): Promise<string> {
  return page.locator("[data-template]").first().evaluate((el) => getComputedStyle(el).getPropertyValue("--brand-primary").trim());
}

async function carLinks(page: Page): Promise<string[]> {
  return page.locator('main a[href^="/cars/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))]);
}

test("two tenant hosts show their own name, colours and stock", async ({ page }, testInfo) => {
  await page.goto(siteUrl("harbour-toyota"));
  await expect(page).toHaveTitle(/Harbour Toyota/);
  const toyotaColour = await brandColour(page);
  const toyotaCars = await carLinks(page);
  await testInfo.attach("harbour-toyota home", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });

  await page.goto(siteUrl("ridgeway-bikes-caravans"));
  await expect(page).toHaveTitle(/Ridgeway/);
  const ridgewayColour = await brandColour(page);
  const ridgewayCars = await carLinks(page);
  await testInfo.attach("ridgeway home", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });

  expect(toyotaColour).toMatch(/^#[0-9a-f]{6}$/i);
  expect(ridgewayColour).not.toBe(toyotaColour);
  expect(toyotaCars.length).toBeGreaterThan(0);
  expect(ridgewayCars.length).toBeGreaterThan(0);
  expect(toyotaCars.filter((href) => ridgewayCars.includes(href))).toEqual([]);
  await expect(page.locator("main")).not.toContainText("Harbour Toyota");
});

test("a vehicle page opens from the home page", async ({ page }, testInfo) => {
  await page.goto(siteUrl("metro-motor-group"));
  const firstCar = page.locator('main a[href^="/cars/"]').first();
  const href = await firstCar.getAttribute("href");
  await firstCar.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator("h1")).toBeVisible();
  await testInfo.attach("vehicle page", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
});

test("another site's vehicle and an unknown host are 404s", async ({ page, request }) => {
  await page.goto(siteUrl("harbour-toyota"));
  const [toyotaCar] = await carLinks(page);
  expect(toyotaCar).toBeTruthy();
  expect((await request.get(siteUrl("ridgeway-bikes-caravans", toyotaCar))).status()).toBe(404);
  const unknown = await request.get(siteUrl("no-such-dealer"));
  expect(unknown.status()).toBe(404);
  // Server-rendered, so it reads the same without JavaScript.
  expect(await unknown.text()).toContain("<h1>No dealer site here</h1>");
  expect(await unknown.text()).not.toMatch(/Harbour Toyota|Ridgeway|Metro Motor|Southern Cross|Value Used/);
});

test("plain localhost serves the default site", async ({ page }) => {
  const response = await page.goto(siteUrl(null));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Southern Cross/);
});
