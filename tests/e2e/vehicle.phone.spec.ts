import { expect as baseExpect, test, type APIRequestContext } from "@playwright/test";
import { siteUrl } from "./support/hosts";
import { openCar } from "./support/vehicle-pages";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

async function firstCar(request: APIRequestContext, site: string): Promise<{ slug: string; name: string }> {
  const response = await request.get(siteUrl(site, "/api/search?sortBy=latest&car_type=used"));
  return ((await response.json()) as { hits: { slug: string; name: string }[] }).hits[0]!;
}


test("the mobile bar slides in only while the price block is out of view", async ({ page, request }) => {
  const car = await firstCar(request, "harbour-toyota");
  await openCar(page, "harbour-toyota", car.slug);
  const bar = page.getByTestId("vehicle-mobile-bar");
  const price = page.locator("#vehicle-price");
  await price.scrollIntoViewIfNeeded();
  await expect(bar).toHaveAttribute("aria-hidden", "true");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
  await expect(bar).toHaveAttribute("aria-hidden", "false");
  await expect(bar.getByRole("link", { name: /Call Now/ })).toBeInViewport();
  await price.scrollIntoViewIfNeeded();
  await expect(bar).toHaveAttribute("aria-hidden", "true");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toHaveAttribute("aria-hidden", "true");
});

test("swiping in the fullscreen gallery moves between photos", async ({ page, request }) => {
  const car = await firstCar(request, "metro-motor-group");
  await openCar(page, "metro-motor-group", car.slug);
  await page.locator("main").getByRole("button", { name: /^View all \d+ photos$/ }).first().click();
  const dialog = page.getByRole("dialog", { name: `Photos of the ${car.name}` });
  await expect(dialog).toContainText(/1 \/ \d+/);
  const swipe = async (from: number, to: number) =>
    dialog.evaluate(
      (element, [a, b]) => {
        const target = element.querySelector("img") ?? element;
        target.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, pointerType: "touch", clientX: a, clientY: 400 }));
        target.dispatchEvent(new PointerEvent("pointerup", { bubbles: true, pointerType: "touch", clientX: b, clientY: 400 }));
      },
      [from, to],
    );
  await swipe(300, 100);
  await expect(dialog).toContainText(/2 \/ \d+/);
  await swipe(100, 300);
  await expect(dialog).toContainText(/1 \/ \d+/);
  await swipe(200, 190);
  await expect(dialog).toContainText(/1 \/ \d+/);
});

test("on a phone the page reads photo, then price and the call button, then the details", async ({ page, request }) => {
  const car = await firstCar(request, "ridgeway-bikes-caravans");
  await openCar(page, "ridgeway-bikes-caravans", car.slug);
  const top = async (selector: string) => (await page.locator(selector).first().boundingBox())!.y;
  const photos = await top('main [aria-label^="Photos of"]');
  const price = await top("#vehicle-price");
  const details = await top("#key-information");
  expect(photos).toBeLessThan(price);
  expect(price).toBeLessThan(details);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

// Issue 32: at 390 px the bar cut the car's name and price to "2…" and "$49,…".
test("the mobile bar shows the car's whole name and price at 390 px", async ({ page, request }) => {
  const response = await request.get(siteUrl("harbour-toyota", "/api/search?sortBy=price-desc&car_type=used"));
  const hits = ((await response.json()) as { hits: { slug: string; name: string; price: number }[] }).hits;
  const car = hits.reduce((longest, hit) => (hit.name.length > longest.name.length ? hit : longest));
  await openCar(page, "harbour-toyota", car.slug);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
  const bar = page.getByTestId("vehicle-mobile-bar");
  await expect(bar).toHaveAttribute("aria-hidden", "false");
  const [name, price] = [bar.getByTestId("mobile-bar-summary").locator("p").first(), bar.getByTestId("mobile-bar-summary").locator("p").last()];
  await expect(name).toHaveText(car.name);
  // "$49,990", or "$49,990 (was $52,990)" for a reduced car.
  await expect(price).toHaveText(new RegExp(`^\\$${car.price.toLocaleString("en-AU")}( \\(was \\$[\\d,]+\\))?$`));
  for (const line of [name, price]) {
    const fits = await line.evaluate((element) => element.scrollWidth <= element.clientWidth && getComputedStyle(element).textOverflow !== "ellipsis");
    expect(fits).toBe(true);
  }
  await expect(bar.getByRole("link", { name: /Call Now/ })).toBeInViewport();
  await expect(bar.getByRole("button", { name: "Enquire Now" })).toBeInViewport();
});
