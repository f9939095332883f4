import type { Page } from "@playwright/test";

export const HARBOUR_LOCATION = "/locations/harbour-toyota-broadmeadow";

/** The page's JSON-LD blocks, parsed (a parse error fails the test). */
export async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The opening-hours table shown for a department (the others are hidden by the selector). */
export const hoursTable = (page: Page, department: "Sales" | "Service" | "Parts") => page.getByRole("table", { name: new RegExp(`^${department} opening hours`) });
