import { expect as baseExpect, test } from "@playwright/test";
import { siteUrl } from "./support/hosts";
import { findCar, openCar, searchHits } from "./support/vehicle-pages";

/** Others share this 2-core machine; a navigation may take a few seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

test("a site that is strict about favourites (Harbour Toyota) offers none on a new car", async ({ page, request }) => {
  const car = (await searchHits(request, "harbour-toyota", "car_type=new&status=in_stock&sortBy=latest"))[0]!;
  await openCar(page, "harbour-toyota", car.slug);
  await expect(page.getByRole("button", { name: /^Save to watchlist: / })).toHaveCount(0);
});

test("X/Twitter share is hidden on the site configured to hide it (Harbour Toyota), shown elsewhere", async ({ request }) => {
  for (const [site, shown] of [["harbour-toyota", 0], ["metro-motor-group", 1]] as const) {
    const car = (await searchHits(request, site, "status=in_stock&sortBy=latest"))[0]!;
    const html = await (await request.get(siteUrl(site, `/cars/${car.slug}`))).text();
    expect(html.includes('data-share="twitter"') ? 1 : 0, site).toBe(shown);
    expect(html.includes('data-share="facebook"'), site).toBe(true);
  }
});

test("demo media exists: the walkaround view plays the demo clip, history reports are PDFs", async ({ page, request }) => {
  const video = await request.get(siteUrl("metro-motor-group", "/media/videos/walkaround-demo.webm"));
  expect(video.status()).toBe(200);
  expect(video.headers()["content-type"]).toContain("video/webm");
  const report = await request.get(siteUrl("value-used-cars", "/media/history-reports/u12345.pdf"));
  expect(report.headers()["content-type"]).toBe("application/pdf");
  expect((await report.body()).subarray(0, 5).toString()).toBe("%PDF-");

  const car = await findCar(request, "metro-motor-group", (html) => html.includes("walkaround-demo.webm"), "status=in_stock&sortBy=latest", 10);
  await openCar(page, "metro-motor-group", car.slug);
  await page.getByRole("group", { name: "Choose a view" }).getByRole("button", { name: "Walkaround" }).click();
  const player = page.locator("main video").first();
  await expect(player).toHaveAttribute("src", "/media/videos/walkaround-demo.webm");
  await player.evaluate((element: HTMLVideoElement) => element.load());
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
});
