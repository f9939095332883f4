import { expect, test } from "@playwright/test";
import { siteUrl } from "./support/hosts";
import { HARBOUR_LOCATION, hoursTable, jsonLdOf } from "./support/location-pages";

test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 90_000 });

test("without JavaScript the hours selector, the holiday dialog, status, directions and JSON-LD all work", async ({ page }) => {
  await page.goto(siteUrl("harbour-toyota", HARBOUR_LOCATION));
  await expect(page.locator("main [data-open-status]").first()).toContainText(/Open now|Closed now/);

  // Radio buttons and CSS choose the table.
  const selector = page.getByRole("group", { name: "Show the opening hours of" });
  await expect(hoursTable(page, "Sales")).toBeVisible();
  await selector.getByText("Service", { exact: true }).click();
  await expect(hoursTable(page, "Service")).toBeVisible();
  await expect(hoursTable(page, "Sales")).toBeHidden();

  // Invoker commands open and close the native dialog.
  await page.getByRole("button", { name: "Holiday hours" }).click();
  const dialog = page.getByRole("dialog", { name: "Holiday hours" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Christmas Day");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  await expect(page.locator("main").getByRole("link", { name: /^Get Directions to Harbour Toyota Broadmeadow/ })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\//);
  const [ld] = await jsonLdOf(page);
  expect(ld!["@type"]).toBe("AutoDealer");
  expect((ld!.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);
  // No map without JavaScript: no frame of one is rendered.
  await expect(page.locator(".leaflet-container, [role=region][aria-label^='Map of']")).toHaveCount(0);
});

test("without JavaScript the combined map block is its list, and the tabbed block reads every location in turn", async ({ page }) => {
  await page.goto(siteUrl("metro-motor-group", "/contact"));
  await expect(page.getByRole("list", { name: "Visit us" }).getByRole("link", { name: /^Get Directions to/ })).toHaveCount(12);
  await expect(page.locator(".leaflet-container, [role=region][aria-label^='Map of']")).toHaveCount(0);

  await page.goto(siteUrl("harbour-toyota", "/contact"));
  await expect(page.getByRole("tablist")).toBeHidden();
  await expect(page.getByRole("heading", { name: "Harbour Toyota Broadmeadow" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Harbour Toyota Maitland" })).toBeVisible();
  await expect(page.getByText("402 High Street")).toBeVisible();
});
