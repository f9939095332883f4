import { expect, type Page } from "@playwright/test";
import { workspaceUrl } from "./workspace-sign-in";

const SAVED = "Saved. The site shows the new hours and numbers now.";
/** Demo locations are all in Queensland: today on their clock. */
const queenslandToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Brisbane" }).format(new Date());

async function openEditor(page: Page, location: string): Promise<void> {
  await page.goto(workspaceUrl("/locations"));
  await page.getByRole("navigation", { name: "Locations" }).getByRole("link", { name: location }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Location: ${location}`);
}

/**
 * Closes a demo location for today by a holiday row in the workspace's location editor (`page` signed in as its
 * owner), so a spec depends on no wall clock; returns how to remove the row again, leaving the demo as it was.
 */
export async function closeLocationToday(page: Page, location: string, holiday: string): Promise<() => Promise<void>> {
  await openEditor(page, location);
  const adding = page.getByRole("group", { name: "Add a holiday" });
  await adding.getByLabel("Date").fill(queenslandToday());
  await adding.getByLabel("Name (optional)").fill(holiday);
  await page.getByRole("button", { name: "Save location" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(SAVED);
  return async () => {
    await openEditor(page, location);
    await page.getByRole("group", { name: holiday }).getByLabel("Remove this date").check();
    await page.getByRole("button", { name: "Save location" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(SAVED);
  };
}
