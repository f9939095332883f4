import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { siteUrl } from "./support/hosts";
import { expectValidHtml } from "./support/html-validity";
import { ownClientAddress, signInAsStaff, workspaceUrl } from "./support/workspace-sign-in";

// Issue 34 §Locations: an owner changes a location's holiday hours and the public page's open-now badge follows at
// once. A location no other spec reads; each test leaves its hours as it found them. The two run one after the other.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const OWNER = "owner@southern-cross-auto.example";
const LOCATION = "Southern Cross Trucks Yatala";
const PUBLIC_PAGE = siteUrl("southern-cross-auto", "/locations/southern-cross-trucks-yatala");
const HOLIDAY = "E2E open all day";
/** Yatala is in Queensland: the holiday is today on its clock. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Brisbane" }).format(new Date());

async function ownerPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: ownClientAddress(), viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInAsStaff(page, OWNER);
  await page.goto(workspaceUrl("/locations"));
  await page.getByRole("navigation", { name: "Locations" }).getByRole("link", { name: LOCATION }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Location: ${LOCATION}`);
  return page;
}

async function publicBadge(page: Page): Promise<string> {
  await page.goto(PUBLIC_PAGE);
  return (await page.locator("main [data-open-status]").first().innerText()).replace(/\s+/g, " ");
}

const save = (page: Page) => page.getByRole("button", { name: "Save location" }).click();
/** A save that works: the form comes back at the new version (a second save's notice is already there from the first). */
async function saveAndWait(page: Page): Promise<void> {
  const version = page.locator('input[name="version"]');
  const before = await version.inputValue();
  await save(page);
  await expect(version).not.toHaveValue(before);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Saved. The site shows the new hours and numbers now.");
}

for (const javaScriptEnabled of [true, false]) {
  const how = javaScriptEnabled ? "with JavaScript" : "without JavaScript";
  test(`${how}: an owner adds, changes and removes a holiday, and the location page's open-now badge follows each save`, async ({ browser }) => {
    const shopper = await (await browser.newContext()).newPage();
    const before = await publicBadge(shopper);
    const page = await ownerPage(browser, javaScriptEnabled);
    const phone = page.getByLabel("Main phone");
    const storedPhone = await phone.inputValue();
    const stale = javaScriptEnabled ? await page.context().newPage() : null;
    await stale?.goto(page.url());

    // Bad input is named beside its field, and nothing is saved.
    const adding = page.getByRole("group", { name: "Add a holiday" });
    await adding.getByLabel("Date").fill(today());
    await adding.getByLabel("Name (optional)").fill(HOLIDAY);
    await adding.getByLabel("Hours").selectOption("Open");
    await adding.getByLabel("Opens").fill("13:00");
    await adding.getByLabel("Closes").fill("09:00");
    await phone.fill("12");
    await save(page);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Please correct the fields marked below.");
    await expect(adding.getByLabel("Closes")).toHaveAttribute("aria-invalid", "true");
    await expect(adding.getByText("The closing time must be after the opening time.")).toBeVisible();
    await expect(page.getByText("Please enter an Australian phone number, like (02) 9876 5432.")).toBeVisible();
    if (javaScriptEnabled) {
      await expectNoAxeViolations(page);
      await expectValidHtml(page, "location editor");
    }
    expect(await publicBadge(shopper)).toBe(before);

    // Open all day today: the badge says open.
    await adding.getByLabel("Opens").fill("00:00");
    await adding.getByLabel("Closes").fill("23:59");
    await phone.fill(storedPhone);
    await saveAndWait(page);
    await expect.poll(() => publicBadge(shopper)).toMatch(new RegExp(`^(Sales: )?Open now Closes 11:59 pm for ${HOLIDAY}`));

    if (stale) {
      // A form loaded before that save is told, and changes nothing.
      await stale.getByLabel("Main phone").fill("07 5550 0000");
      await stale.getByRole("button", { name: "Save location" }).click();
      await expect(stale.getByRole("main").getByRole("alert")).toContainText("Someone else changed this location after you opened it, so nothing was saved.");
      await expect(stale.getByLabel("Main phone")).toHaveValue(storedPhone);
    }

    // The same date closed all day: the badge says closed.
    const holiday = page.getByRole("group", { name: HOLIDAY });
    await holiday.getByLabel("Hours").selectOption("Closed");
    await saveAndWait(page);
    await expect.poll(() => publicBadge(shopper)).toMatch(/^(Sales: )?Closed now/);

    // Removed: the location is back to its weekly hours.
    await page.getByRole("group", { name: HOLIDAY }).getByLabel("Remove this date").check();
    await saveAndWait(page);
    await expect(page.getByRole("group", { name: HOLIDAY })).toHaveCount(0);
    await expect.poll(() => publicBadge(shopper)).toBe(before);
  });
}
