import { expect, test } from "@playwright/test";
import { siteUrl } from "./support/hosts";
import { expectNoAxeViolations } from "./support/axe";
import { HARBOUR_LOCATION, hoursTable, jsonLdOf } from "./support/location-pages";
import { hangMapTiles, serveMapTiles } from "./support/map-tiles";

test.describe.configure({ timeout: 90_000 });

test("a location page shows its status, hours by department, holiday hours, directions and AutoDealer JSON-LD", async ({ page }) => {
  await page.goto(siteUrl("harbour-toyota", HARBOUR_LOCATION));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Harbour Toyota Broadmeadow");
  await expect(page.locator("main [data-open-status]").first()).toContainText(/^(Sales: )?(Open now|Closed now)/);
  await expect(page.getByText(/Local time \(AE[DS]T\)/)).toBeVisible();

  // The department selector shows one table at a time, Sales first.
  const selector = page.getByRole("group", { name: "Show the opening hours of" });
  await expect(selector.getByRole("radio", { name: "Sales" })).toBeChecked();
  await expect(hoursTable(page, "Sales")).toBeVisible();
  await expect(hoursTable(page, "Service")).toBeHidden();
  await selector.getByText("Service", { exact: true }).click();
  await expect(hoursTable(page, "Service")).toBeVisible();
  await expect(hoursTable(page, "Sales")).toBeHidden();
  // Parts has no Sunday entry in the demo data: missing hours read 'Closed'.
  await selector.getByText("Parts", { exact: true }).click();
  await expect(hoursTable(page, "Parts").getByRole("row", { name: /^Sunday/ })).toContainText("Closed");

  // The holiday hours dialog, fed from special hours.
  const opener = page.getByRole("button", { name: "Holiday hours" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Holiday hours" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("row", { name: /Christmas Day/ })).toContainText("Closed");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  const directions = page.locator("main").getByRole("link", { name: /^Get Directions to Harbour Toyota Broadmeadow/ });
  await expect(directions).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=215%20Lambton%20Road.*&destination_place_id=ChIJ/);
  await expect(page.getByText("Dealer licence")).toBeVisible();
  await expect(page.getByText(/from \d+ Google reviews?/).first()).toBeVisible();

  const [ld] = await jsonLdOf(page);
  expect(ld).toMatchObject({ "@context": "https://schema.org", "@type": "AutoDealer", name: "Harbour Toyota Broadmeadow", address: { addressRegion: "NSW", postalCode: "2292" } });
  const hours = ld!.openingHoursSpecification as { dayOfWeek?: string[]; opens: string; closes: string; validFrom?: string }[];
  expect(hours.find((h) => h.dayOfWeek?.includes("Monday"))).toMatchObject({ opens: expect.stringMatching(/^\d\d:\d\d$/), closes: expect.stringMatching(/^\d\d:\d\d$/) });
  expect(hours.some((h) => h.validFrom)).toBe(true);
  expect((ld!.department as { "@type": string }[]).map((d) => d["@type"])).toEqual(["AutoRepair", "AutoPartsStore"]);
  await expectNoAxeViolations(page);
});

test("the Our Locations carousel and View Our Stock lead to the other location and its stock", async ({ page }) => {
  await page.goto(siteUrl("harbour-toyota", HARBOUR_LOCATION));
  const carousel = page.getByRole("list", { name: "Our Locations" });
  await expect(carousel.getByRole("heading", { name: "Harbour Toyota Maitland" })).toBeVisible();
  await carousel.getByRole("link", { name: "View Our Stock at Harbour Toyota Maitland" }).click();
  await expect(page).toHaveURL(/\/search\/harbour-toyota-maitland$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stock at Harbour Toyota Maitland");
});

test("/our-location/{slug} is the location page with /locations/{slug} as its canonical address", async ({ page }) => {
  await page.goto(siteUrl("harbour-toyota", "/our-location/harbour-toyota-maitland"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Harbour Toyota Maitland");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/locations\/harbour-toyota-maitland$/);
});

test("an unknown slug and another site's location are 404s with the site's own not-found page", async ({ request }) => {
  for (const path of ["/locations/no-such-place", "/our-location/metro-kia-aspley", "/contact-us/metro-kia-aspley", "/locations/metro-kia"]) {
    const response = await request.get(siteUrl("harbour-toyota", path));
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>We couldn(&#x27;|&#39;|')t find that page<\/h1>/);
    expect(html).not.toContain("Metro Kia");
  }
});

test("/locations/{dealership slug} lists that dealership's locations", async ({ page }) => {
  await page.goto(siteUrl("metro-motor-group", "/locations/metro-hyundai"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Metro Hyundai");
  const cards = page.getByRole("list", { name: "Metro Hyundai locations" }).getByRole("listitem");
  await expect(cards).toHaveCount(2);
  expect((await jsonLdOf(page))[0]!["@graph"]).toHaveLength(2);
});

test("/dealerships lists every dealership and location", async ({ page }) => {
  await page.goto(siteUrl("southern-cross-auto", "/dealerships"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Locations");
  await expect(page.getByRole("navigation", { name: "Our dealerships" }).getByRole("link")).toHaveCount(5);
  await expect(page.getByRole("link", { name: /^View Location/ })).toHaveCount(5);
  // Tweed Heads is in New South Wales: its hours read Sydney's clock while the Gold Coast reads Brisbane's.
  await page.getByRole("link", { name: "View Location Southern Cross Mitsubishi Tweed" }).click();
  await expect(page.getByText(/Local time \(AE[DS]T\)/)).toBeVisible();
  await page.goto(siteUrl("southern-cross-auto", "/dealerships"));
  await expectNoAxeViolations(page);
});

test.describe("the location block in each site's form", () => {
  test("card: one location and a link to the others", async ({ page }) => {
    await page.goto(siteUrl("value-used-cars", "/contact"));
    const block = page.locator('[data-location-block="card"]');
    await expect(block.getByRole("article")).toHaveCount(1);
    await expect(block.getByRole("link", { name: "See all 2 locations" })).toHaveAttribute("href", "/dealerships");
    await expectNoAxeViolations(page);
  });

  test("grid: columns by count, four and the carousel hint above three", async ({ page }) => {
    const columns = async () => (await page.locator('[data-location-block="grid"] ul').evaluate((list) => getComputedStyle(list).gridTemplateColumns)).split(" ").length;
    await page.goto(siteUrl("ridgeway-bikes-caravans", "/contact"));
    expect(await columns()).toBe(3);
    await page.goto(siteUrl("southern-cross-auto", "/contact"));
    expect(await columns()).toBe(4);
    // The hint shows only where the row scrolls sideways (narrower screens).
    await expect(page.getByText("Scroll sideways to see all 5 locations.")).toBeHidden();
  });

  test("tabs: a tab per location, each with its hours", async ({ page }) => {
    await page.goto(siteUrl("harbour-toyota", "/contact"));
    const tabs = page.getByRole("tablist", { name: "Visit us" });
    await expect(tabs.getByRole("tab")).toHaveText(["Harbour Toyota Broadmeadow", "Harbour Toyota Maitland"]);
    await tabs.getByRole("tab", { name: "Harbour Toyota Maitland" }).click();
    const panel = page.getByRole("tabpanel", { name: "Harbour Toyota Maitland" });
    await expect(panel.getByText("402 High Street")).toBeVisible();
    await expect(panel.getByRole("table", { name: /^Sales opening hours/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("map: with tiles, one map with a pin per location above the list", async ({ page }) => {
    await serveMapTiles(page);
    await page.goto(siteUrl("metro-motor-group", "/contact"));
    await page.getByRole("heading", { name: "Visit us" }).scrollIntoViewIfNeeded();
    await expect(page.locator("[data-map-state]")).toHaveAttribute("data-map-state", "ready", { timeout: 20_000 });
    const map = page.getByRole("region", { name: "Map of our locations" });
    await expect(map).toBeVisible();
    await expect(map.locator(".map-pin")).toHaveCount(12);
    await expect(map).toContainText("OpenStreetMap contributors");
    await expect(page.getByRole("list", { name: "Visit us" }).getByRole("listitem")).toHaveCount(12);
    await expectNoAxeViolations(page);
  });

  test("map: with no tile server reachable, the list with directions stays and no map frame or map code loads", async ({ page }) => {
    await page.goto(siteUrl("metro-motor-group", "/contact"));
    await page.getByRole("heading", { name: "Visit us" }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("status").filter({ hasText: "The map could not be loaded" })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator(".leaflet-container")).toHaveCount(0);
    expect(await page.evaluate(() => "L" in window)).toBe(false);
    const list = page.getByRole("list", { name: "Visit us" });
    await expect(list.getByRole("link", { name: /^Get Directions to/ })).toHaveCount(12);
    await expectNoAxeViolations(page);
  });

  test("map: a tile server that never answers counts as unreachable", async ({ page }) => {
    await hangMapTiles(page);
    await page.goto(siteUrl("harbour-toyota", HARBOUR_LOCATION));
    await page.getByRole("link", { name: "Contact this location" }).scrollIntoViewIfNeeded();
    await expect(page.locator("[data-map-state]")).toHaveAttribute("data-map-state", "failed", { timeout: 20_000 });
    await expect(page.getByRole("region", { name: "Map of Harbour Toyota Broadmeadow" })).toHaveCount(0);
  });
});

test("/contact-us/{location} and /contact-us/{dealer} address the form to them", async ({ page }) => {
  await page.goto(siteUrl("metro-motor-group", "/contact-us/metro-kia-aspley"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Metro Kia Aspley");
  await expect(page.locator('select[name="location_id"] option:checked')).toHaveText(/Metro Kia Aspley/);
  await expect(page.locator('select[name="dealership_slug"] option:checked')).toHaveText("Metro Kia");
  await expect(hoursTable(page, "Sales")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(siteUrl("metro-motor-group", "/contact-us/metro-ford"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Metro Ford");
  await expect(page.locator('select[name="dealership_slug"] option:checked')).toHaveText("Metro Ford");
  await expect(page.getByRole("list", { name: "Metro Ford locations" }).getByRole("listitem")).toHaveCount(2);
});
