import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { siteUrl } from "./support/hosts";

test.describe.configure({ timeout: 90_000 });

test("a manufacturer the site sells has its overview: in-stock counts by type that lead to its stock, and its models", async ({ page }) => {
  await page.goto(siteUrl("harbour-toyota", "/"));
  await page.locator("footer").getByRole("link", { name: "Toyota Overview" }).click();
  await expect(page).toHaveURL(/\/toyota\/overview$/);
  await expect(page.getByRole("heading", { level: 1, name: "Toyota at Harbour Toyota" })).toBeVisible();
  const newStock = page.getByRole("link", { name: /^New Toyota \(\d+\)$/ });
  const count = Number(/\((\d+)\)/.exec(await newStock.innerText())![1]);
  expect(count).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { name: "The Toyota range" })).toBeVisible();
  await expectNoAxeViolations(page, { label: "brand overview" });
  await newStock.click();
  await expect(page).toHaveURL(/\/search\/toyota\?car_type=new$/);
});

test("a group's footer links each of its brands' overviews, and a brand a site does not sell is a 404", async ({ page, request }) => {
  await page.goto(siteUrl("metro-motor-group", "/"));
  await page.locator("footer").getByRole("link", { name: "Kia Overview" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kia at Metro Motor Group" })).toBeVisible();
  for (const [site, path] of [["metro-motor-group", "/toyota/overview"], ["harbour-toyota", "/kia/overview"], ["value-used-cars", "/toyota/overview"], ["harbour-toyota", "/Toyota/overview"]] as const) {
    expect((await request.get(siteUrl(site, path))).status(), `${site}${path}`).toBe(404);
  }
});

test("the sitemap lists the dealer locator and every brand overview", async ({ request }) => {
  const xml = await (await request.get(siteUrl("metro-motor-group", "/sitemap.xml"))).text();
  expect(xml).toContain("/dealer-locator</loc>");
  for (const brand of ["mazda", "hyundai", "kia", "ford", "volkswagen", "nissan", "mg", "subaru"]) expect(xml).toContain(`/${brand}/overview</loc>`);
});
