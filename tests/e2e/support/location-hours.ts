import { expect, type Page } from "@playwright/test";
import { workspaceUrl } from "./workspace-sign-in";

const SAVED = "Saved. The site shows the new hours and numbers now.";
const DAY_MS = 86_400_000;
/** Demo locations are all in Queensland: a day `daysAhead` of today on their clock. */
const queenslandDate = (daysAhead = 0) => new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Brisbane" }).format(new Date(Date.now() + daysAhead * DAY_MS));

type DayHours = "closed all day" | { opens: string; closes: string };

async function openEditor(page: Page, location: string): Promise<void> {
  await page.goto(workspaceUrl("/locations"));
  await page.getByRole("navigation", { name: "Locations" }).getByRole("link", { name: location }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Location: ${location}`);
}

async function saveLocation(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save location" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(SAVED);
}

/**
 * Gives a demo location holiday rows in the workspace's location editor (`page` signed in as its owner), one per
 * day from today, so a spec depends on no wall clock; returns how to remove them again, leaving the demo as it was.
 */
async function setHolidayHours(page: Page, location: string, days: readonly { name: string; hours: DayHours }[]): Promise<() => Promise<void>> {
  for (const [daysAhead, day] of days.entries()) {
    await openEditor(page, location);
    const adding = page.getByRole("group", { name: "Add a holiday" });
    await adding.getByLabel("Date").fill(queenslandDate(daysAhead));
    await adding.getByLabel("Name (optional)").fill(day.name);
    if (day.hours !== "closed all day") {
      await adding.getByLabel("Hours").selectOption({ label: "Different hours" });
      await adding.getByLabel("Opens").fill(day.hours.opens);
      await adding.getByLabel("Closes").fill(day.hours.closes);
    }
    await saveLocation(page);
  }
  return async () => {
    await openEditor(page, location);
    for (const day of days) await page.getByRole("group", { name: day.name }).getByLabel("Remove this date").check();
    await saveLocation(page);
  };
}

/** Closes a demo location for today. */
export const closeLocationToday = (page: Page, location: string, holiday: string) => setHolidayHours(page, location, [{ name: holiday, hours: "closed all day" }]);

/** Opens a demo location all day today and tomorrow (a spec may run across midnight in Queensland). */
export const openLocationAllDay = (page: Page, location: string, holiday: string) =>
  setHolidayHours(page, location, ["today", "tomorrow"].map((day) => ({ name: `${holiday} ${day}`, hours: { opens: "00:00", closes: "23:59" } })));
