import { readFile } from "node:fs/promises";
import { expect as baseExpect, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { siteUrl } from "./support/hosts";
import { findCar, openCar, searchHits } from "./support/vehicle-pages";

/** Others share this 2-core machine; a navigation may take a few seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const photoCount = (html: string) => Number(/View all (\d+) photos/.exec(html)?.[1] ?? 0);

test("fullscreen gallery: arrow keys move, Tab stays inside, Escape closes and focus returns", async ({ page, request }) => {
  const car = await findCar(request, "harbour-toyota", (html) => photoCount(html) > 3);
  await openCar(page, "harbour-toyota", car.slug);
  const open = page.locator("main").getByRole("button", { name: /^View all \d+ photos$/ }).first();
  const total = Number((await open.innerText()).match(/\d+/)![0]);
  await open.click();
  const dialog = page.getByRole("dialog", { name: `Photos of the ${car.name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`1 / ${total}`);
  await page.keyboard.press("ArrowRight");
  await expect(dialog).toContainText(`2 / ${total}`);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog).toContainText(`${total} / ${total}`);
  await dialog.getByRole("button", { name: "Next photo" }).click();
  await expect(dialog).toContainText(`1 / ${total}`);

  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await dialog.getByRole("button", { name: "Close photos" }).click();
  await expect(dialog).toBeHidden();
});

test("thumbnails show with more than 3 photos; the first 2 photos load eagerly, the rest lazily, from WebP srcsets", async ({ page, request }) => {
  // Metro opens on the spin where a car has one (its default view); this test wants the gallery first.
  const car = await findCar(request, "metro-motor-group", (html) => photoCount(html) > 3 && !html.includes("360° Spin"));
  await openCar(page, "metro-motor-group", car.slug);
  const photos = page.getByRole("list", { name: `Photos of the ${car.name}` }).locator("img");
  expect(await photos.nth(0).getAttribute("loading")).toBe("eager");
  expect(await photos.nth(0).getAttribute("fetchpriority")).toBe("high");
  expect(await photos.nth(1).getAttribute("loading")).toBe("eager");
  expect(await photos.nth(2).getAttribute("loading")).toBe("lazy");
  expect(await photos.nth(0).getAttribute("srcset")).toMatch(/\?w=480&fm=webp&q=75 480w, .*\?w=1280&fm=webp&q=75 1280w$/);
  const thumbnails = page.getByRole("list", { name: "Thumbnails" }).getByRole("link");
  await thumbnails.nth(2).click();
  await expect(page.locator("main").getByText(/^3 \/ \d+$/)).toBeVisible();

  const image = await request.get(siteUrl("metro-motor-group", (await photos.nth(0).getAttribute("src"))!));
  expect(image.headers()["content-type"]).toBe("image/webp");
});

test("360° spin: all frames load first, dragging 20 px turns one frame, arrow keys turn too", async ({ page, request }) => {
  const car = await findCar(request, "southern-cross-auto", (html) => html.includes("360° Spin"));
  await openCar(page, "southern-cross-auto", car.slug);
  const switcher = page.getByRole("group", { name: "Choose a view" });
  if ((await switcher.getByRole("button", { name: "360° Spin" }).getAttribute("aria-pressed")) !== "true") await switcher.getByRole("button", { name: "360° Spin" }).click();
  const spin = page.getByRole("slider", { name: /360° view/ });
  await expect(spin).toBeVisible({ timeout: 60_000 });
  await expect(spin).toHaveAttribute("data-frame", "0");

  const box = (await spin.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 65, y, { steps: 6 });
  await page.mouse.up();
  await expect(spin).toHaveAttribute("data-frame", "3");

  await spin.focus();
  await page.keyboard.press("ArrowRight");
  await expect(spin).toHaveAttribute("data-frame", "4");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(spin).toHaveAttribute("data-frame", "2");

  // Leaving the gallery resets its index: move on in the gallery, leave and come back.
  await switcher.getByRole("button", { name: "Gallery" }).click();
  await page.locator("main").getByRole("button", { name: "Next photo" }).first().click();
  await expect(page.locator("main").getByText(/^2 \/ \d+$/)).toBeVisible();
  await switcher.getByRole("button", { name: "360° Spin" }).click();
  await switcher.getByRole("button", { name: "Gallery" }).click();
  await expect(page.locator("main").getByText(/^1 \/ \d+$/)).toBeVisible();
});

test("the sticky header appears after 500 px of scrolling and leaves above it; it offers Get Finance and Trade-In Valuation", async ({ page, request }) => {
  const [car] = await searchHits(request, "metro-motor-group", "price_min=5000&sortBy=latest");
  await openCar(page, "metro-motor-group", car!.slug);
  const header = page.getByTestId("vehicle-sticky-header");
  await expect(header).toHaveAttribute("aria-hidden", "true");
  await page.evaluate(() => window.scrollTo(0, 480));
  await page.waitForTimeout(300);
  await expect(header).toHaveAttribute("aria-hidden", "true");
  await page.evaluate(() => window.scrollTo(0, 520));
  await expect(header).toHaveAttribute("aria-hidden", "false");
  await expect(header).toBeInViewport();
  await expect(header).toContainText(car!.name);
  await expect(header.getByRole("link", { name: "Get Finance" })).toHaveAttribute("href", `/finance?car_id=${car!.id}`);
  await expect(header.getByRole("link", { name: "Trade-In Valuation" })).toHaveAttribute("href", `/cars/trade-in?car_id=${car!.id}`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("aria-hidden", "true");
});

test("phone reveal: masked until clicked, then shown and recorded; a call then sends analytics 25 with the car type", async ({ page, request }) => {
  const [car] = await searchHits(request, "metro-motor-group", "car_type=used&sortBy=latest");
  await openCar(page, "metro-motor-group", car!.slug);
  const call = page.locator("main").getByRole("link", { name: /^Call the dealer/ });
  await expect(call).toContainText("XXXX");
  const reveal = page.waitForRequest((r) => r.url().endsWith(`/cars/${car!.slug}/phone-reveal`) && r.method() === "POST");
  const answer = page.waitForResponse((r) => r.url().endsWith("/phone-reveal"));
  await call.click();
  const body = (await reveal).postDataJSON() as Record<string, number>;
  expect(Object.keys(body).sort()).toEqual(["car_id", "dealership_id", "website_id"]);
  expect((await answer).status()).toBe(201);
  await expect(call).not.toContainText("XXXX");
  // Metro does not filter phones by car type: 'new then used' gives the new-car line (spec 000 §9).
  await expect(call).toContainText("(07) 5550 0100");

  // The tel: link itself is not followed here; only the event is checked.
  await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault()));
  await call.click();
  const events = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer);
  expect(events).toContainEqual(baseExpect.objectContaining({ event_id: 25, event_label: "Used Car" }));
});

test("a site that shows the number at once (Value Used Cars) never masks it", async ({ page, request }) => {
  const [car] = await searchHits(request, "value-used-cars", "sortBy=latest");
  await openCar(page, "value-used-cars", car!.slug);
  await expect(page.locator("main").getByRole("link", { name: /^Call the dealer/ })).toContainText("(03) 5550 2200");
});

test("copy link says 'Copied' for 1.5 s and copies the page address", async ({ page, context, request }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const [car] = await searchHits(request, "harbour-toyota", "sortBy=latest");
  await openCar(page, "harbour-toyota", car!.slug);
  const copy = page.getByRole("button", { name: "Copy link" });
  // Timed by the page's own clock: on a busy machine the test's clock sees each change late.
  await copy.evaluate((button) => {
    const changes: number[] = [];
    (window as unknown as { labelChanges: number[] }).labelChanges = changes;
    new MutationObserver(() => changes.push(performance.now())).observe(button, { subtree: true, childList: true, characterData: true });
  });
  await copy.click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible({ timeout: 4_000 });
  const changes = await page.evaluate(() => (window as unknown as { labelChanges: number[] }).labelChanges);
  const shownFor = changes.at(-1)! - changes[0]!;
  expect(shownFor).toBeGreaterThanOrEqual(1_450);
  expect(shownFor).toBeLessThan(2_500);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteUrl("harbour-toyota", `/cars/${car!.slug}`));

  const facebook = page.getByRole("link", { name: "Share on Facebook" });
  expect(decodeURIComponent((await facebook.getAttribute("href"))!)).toContain(`/cars/${car!.slug}`);
});

test("Download PDF shows 'Preparing...' and saves {slug}.pdf, a real PDF with the car's name", async ({ page, request }) => {
  const [car] = await searchHits(request, "ridgeway-bikes-caravans", "sortBy=latest");
  await openCar(page, "ridgeway-bikes-caravans", car!.slug);
  await page.route("**/brochure.pdf", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  await expect(page.getByText("Preparing...")).toBeVisible();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${car!.slug}.pdf`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getTitle()).toContain(car!.name);
  await expect(page.getByText("Download PDF")).toBeVisible();
  const events = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer);
  expect(events).toContainEqual(baseExpect.objectContaining({ event_id: 61 }));
});

test("a failed PDF is reported in an alert", async ({ page, request }) => {
  const [car] = await searchHits(request, "harbour-toyota", "sortBy=latest");
  await openCar(page, "harbour-toyota", car!.slug);
  await page.route("**/brochure.pdf", (route) => route.fulfill({ status: 503, body: "down" }));
  const messages: string[] = [];
  page.once("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Download PDF" }).click();
  await expect.poll(() => messages).toEqual([baseExpect.stringContaining("could not be made")]);
  await expect(page.getByText("Download PDF")).toBeVisible();
});

test("Print opens the print page in a new tab", async ({ page, request }) => {
  const [car] = await searchHits(request, "harbour-toyota", "sortBy=latest");
  await openCar(page, "harbour-toyota", car!.slug);
  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: "Print" }).click();
  const printPage = await popup;
  await printPage.waitForLoadState();
  expect(new URL(printPage.url()).search).toBe(`?car_id=${car!.slug}`);
  await expect(printPage.getByRole("heading", { level: 1 })).toHaveText(car!.name);
});

test("similar cars load only near the screen: six placeholders, then up to 6 other in-stock cars", async ({ page, request }) => {
  const [car] = await searchHits(request, "metro-motor-group", "sortBy=latest");
  const actions: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.headers()["next-action"]) actions.push(r.url());
  });
  await openCar(page, "metro-motor-group", car!.slug);
  await expect(page.getByTestId("similar-placeholders").locator("li")).toHaveCount(6);
  await page.waitForTimeout(1000);
  expect(actions).toEqual([]);

  await page.locator("#similar-cars").scrollIntoViewIfNeeded();
  const cards = page.getByTestId("similar-cars").locator("article");
  await expect(cards.first()).toBeVisible();
  expect(actions).toHaveLength(1);
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);
  const links = await cards.locator('a[href^="/cars/"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(links).not.toContain(`/cars/${car!.slug}`);
  expect(new Set(links).size).toBe(links.length);
  await expect(page.getByTestId("similar-placeholders")).toHaveCount(0);
});

test("a sold car shows SOLD and the site's similar-cars wording instead of the price and buttons", async ({ page, request }) => {
  const [sold] = await searchHits(request, "value-used-cars", "status=sold");
  expect(sold, "the demo seed sells about a tenth of the stock over ten days, so some inside the 3-day window").toBeDefined();
  await openCar(page, "value-used-cars", sold!.slug);
  const aside = page.getByRole("complementary", { name: "Price and contact" });
  await expect(aside.getByText("SOLD", { exact: true })).toBeVisible();
  await expect(aside.getByRole("link", { name: "Show Me Similar Cars" })).toHaveAttribute("href", "#similar-cars");
  await expect(aside.getByRole("link", { name: /^Call the dealer/ })).toHaveCount(0);
  await expect(aside).not.toContainText("$");
  await aside.getByRole("link", { name: "Show Me Similar Cars" }).click();
  await expect(page.getByRole("heading", { name: "Cars like this one" })).toBeInViewport();
  await expect(page.getByTestId("similar-cars").or(page.getByText("No similar cars in stock right now."))).toBeVisible();
});

test("schema.org Car JSON-LD: one data block with offers, odometer in KMT and the VIN", async ({ page, request }) => {
  const [car] = await searchHits(request, "harbour-toyota", "sortBy=latest");
  const html = await (await request.get(siteUrl("harbour-toyota", `/cars/${car!.slug}`))).text();
  // Browsers hide nonces from the DOM, so the served HTML is checked for it.
  expect(html).toMatch(/<script type="application\/ld\+json" nonce="[^"]{16,}">/);
  await page.goto(siteUrl("harbour-toyota", `/cars/${car!.slug}`));
  const blocks = page.locator('script[type="application/ld+json"]');
  await expect(blocks).toHaveCount(1);
  const ld = JSON.parse((await blocks.textContent())!) as Record<string, unknown>;
  expect(ld).toMatchObject({ "@type": "Car", name: car!.name, mileageFromOdometer: { unitCode: "KMT" }, offers: { "@type": "Offer", priceCurrency: "AUD" } });
  expect(ld.vehicleIdentificationNumber).toEqual(expect.any(String));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", siteUrl("harbour-toyota", `/cars/${car!.slug}`));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /fm=jpeg/);
});

test("the view counter counts a visitor once a day and animates where the site shows it", async ({ page, request, browser }) => {
  const [car] = await searchHits(request, "metro-motor-group", "sortBy=latest");
  const url = siteUrl("metro-motor-group", `/cars/${car!.slug}/view.json?photos_count=1`);
  const first = (await (await request.get(url)).json()) as { views: number; car_fields: Record<string, unknown> };
  const again = (await (await request.get(url)).json()) as { views: number };
  expect(again.views).toBe(first.views);
  expect(first.car_fields).toMatchObject({ status: "in_stock" });

  const other = await browser.newContext();
  const fresh = (await (await other.request.get(url)).json()) as { views: number };
  expect(fresh.views).toBe(first.views + 1);
  await other.close();

  await openCar(page, "metro-motor-group", car!.slug);
  const counter = page.getByTestId("view-count");
  await expect(counter).toBeVisible();
  const target = Number(await counter.getAttribute("data-views"));
  await expect(counter).toContainText(`${target.toLocaleString("en-AU")} views`, { timeout: 3_000 });
});

test("info tabs switch with the keyboard; comments, features and specifications follow the rules", async ({ page, request }) => {
  const car = await findCar(request, "harbour-toyota", (html) => /Show All \(\d+\)/.test(html));
  await openCar(page, "harbour-toyota", car.slug);
  const tabs = page.getByRole("tablist", { name: "About this vehicle" });
  await tabs.getByRole("tab", { name: "Dealer Comments" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(tabs.getByRole("tab", { name: "What's Included" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "What's Included" })).toBeVisible();
  // WAI-ARIA tabs: one tab in the Tab order, End and Home jump, arrows wrap.
  await expect(tabs.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press("End");
  await expect(tabs.getByRole("tab", { name: "Features" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Dealer Comments" })).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Home");
  await expect(tabs.getByRole("tab", { name: "Dealer Comments" })).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: "What's Included" })).toBeVisible();
  await page.keyboard.press(" ");
  await expect(page.getByRole("tabpanel", { name: "Dealer Comments" })).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "What's Included" })).toBeHidden();

  await tabs.getByRole("tab", { name: "Features" }).click();
  const panel = page.getByRole("tabpanel", { name: "Features" });
  await expect(panel.locator("ul").first().locator("li")).toHaveCount(8);
  await panel.getByText(/^Show All/).click();
  await expect(panel.getByText("Hide")).toBeVisible();

  const keyInfo = page.getByRole("region", { name: "Key information" });
  await expect(keyInfo.locator("dl").first().locator("dt")).toHaveCount(4);
});
