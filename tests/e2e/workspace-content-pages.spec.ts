import { expect, test, type Browser, type Page } from "@playwright/test";
import { HOSTILE_MARKDOWN, HOSTILE_MARKUP } from "../fixtures/hostile-markdown";
import { expectNoAxeViolations } from "./support/axe";
import { siteUrl } from "./support/hosts";
import { expectValidHtml } from "./support/html-validity";
import { ownClientAddress, signInAsStaff, workspaceUrl } from "./support/workspace-sign-in";

// Issue 34, content pages: an owner edits a page beside its preview, publishes it, sees it on the site, and restores
// the version they started from. A page no other spec reads; each test ends by restoring it. One after the other.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const OWNER = "owner@ridgeway-bikes-caravans.example";
const TITLE = "Genuine Parts and Accessories";
const PUBLIC_PAGE = siteUrl("ridgeway-bikes-caravans", "/vehicle-parts-and-accessories");

async function editorPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: ownClientAddress(), viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInAsStaff(page, OWNER);
  await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Pages" }).click();
  await page.getByRole("region", { name: "Ridgeway Bikes & Caravans" }).getByRole("link", { name: TITLE }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit ${TITLE}`);
  return page;
}

/** The public page's title and body HTML, as a shopper's browser is served them. */
async function published(shopper: Page): Promise<{ title: string; html: string }> {
  await shopper.goto(PUBLIC_PAGE);
  return { title: (await shopper.getByRole("heading", { level: 1 }).textContent()) ?? "", html: await shopper.locator("main .prose-content").innerHTML() };
}

const form = (page: Page) => page.getByRole("form", { name: "Edit the page" });
const field = (page: Page, name: "Title" | "Text") => form(page).getByRole("textbox", { name, exact: true });
const previewBody = (page: Page) => page.getByTestId("page-preview").locator(".prose-content");
const openedVersion = async (page: Page) => Number(await form(page).locator('input[name="version"]').inputValue());

async function saveAndPublish(page: Page, notice: string): Promise<void> {
  await form(page).getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(notice);
}

async function restore(page: Page, version: number): Promise<void> {
  await page.getByRole("button", { name: `Restore version ${version}` }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Restored as a new version. The site shows it now.");
}

test("with JavaScript: the preview follows the typing, equals the published page, hostile markdown and all; a stale save is refused; a restore brings the page back", async ({ browser }) => {
  const shopper = await (await browser.newContext()).newPage();
  const before = await published(shopper);
  const page = await editorPage(browser, true);
  const start = await openedVersion(page);
  const stale = await page.context().newPage();
  await stale.goto(page.url());
  await expectNoAxeViolations(page);
  await expectValidHtml(page, "content page editor");

  // Each bad field is named beside it, and nothing is saved.
  await field(page, "Title").fill(" ");
  await form(page).getByRole("button", { name: "Save and publish" }).click();
  await expect(form(page).getByRole("alert")).toHaveText("Please correct the fields marked below.");
  await expect(field(page, "Title")).toHaveAttribute("aria-invalid", "true");
  await expect(form(page).getByText("Please give the page a title.")).toBeVisible();
  await expectNoAxeViolations(page);
  await expectValidHtml(page, "content page editor refused");

  // The preview follows the typing, rendered by the public page's sanitiser.
  await field(page, "Title").fill("Parts, gear and accessories");
  await field(page, "Text").fill(`## Riding gear in stock\n\nFitted **while you wait**.\n\n${HOSTILE_MARKDOWN}`);
  await expect(page.getByTestId("page-preview").getByRole("heading", { level: 2, name: "Parts, gear and accessories" })).toBeVisible();
  await expect(previewBody(page).getByRole("heading", { name: "Riding gear in stock" })).toBeVisible();
  await expect(previewBody(page).getByRole("link", { name: "Call us" })).toBeVisible();
  const preview = await previewBody(page).innerHTML();
  expect(preview).not.toMatch(HOSTILE_MARKUP);
  expect(await published(shopper)).toEqual(before);
  for (const [name, width] of [["desktop", 1280], ["phone", 390]] as const) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: test.info().outputPath(`editor-${name}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Published: the site shows exactly what the preview showed.
  await saveAndPublish(page, "Saved as a new version. The site shows it now.");
  expect(await openedVersion(page)).toBe(start + 1);
  expect(await published(shopper)).toEqual({ title: "Parts, gear and accessories", html: preview });

  // The tab opened before that save is refused, and keeps its typing.
  await field(stale, "Text").fill("An older draft.");
  await form(stale).getByRole("button", { name: "Save and publish" }).click();
  await expect(form(stale).getByRole("alert")).toHaveText(/^Someone else saved this page after you opened it, so nothing was saved\./);
  await expect(field(stale, "Text")).toHaveValue("An older draft.");
  expect((await published(shopper)).title).toBe("Parts, gear and accessories");

  // The version opened at first, restored: the site is as it was, and both versions are still listed.
  await restore(page, start);
  expect(await published(shopper)).toEqual(before);
  await expect(page.getByText(`Version ${start + 2} (on the site now): ${TITLE}`)).toBeVisible();
  await expect(page.getByText(`Version ${start + 1}: Parts, gear and accessories`)).toBeVisible();

  // The audit log says both in words; the list of pages passes the same checks as the editor.
  await page.goto(workspaceUrl("/audit-log"));
  const log = page.getByTestId("audit-log");
  await expect(log.getByRole("link", { name: `Saved version ${start + 1} of the Parts, gear and accessories page on Ridgeway Bikes & Caravans` })).toBeVisible();
  await expect(log.getByRole("link", { name: `Restored version ${start} of the ${TITLE} page on Ridgeway Bikes & Caravans, as version ${start + 2}` })).toBeVisible();
  await page.goto(workspaceUrl("/pages"));
  await expectNoAxeViolations(page);
  await expectValidHtml(page, "content pages list");
});

test("without JavaScript: Preview shows the page without saving it, Save publishes it, Restore brings it back", async ({ browser }) => {
  const shopper = await (await browser.newContext()).newPage();
  const before = await published(shopper);
  const page = await editorPage(browser, false);
  const start = await openedVersion(page);

  await field(page, "Text").fill("## Workshop hours\n\nOpen on *Saturdays* too.");
  await form(page).getByRole("button", { name: "Preview" }).click();
  await expect(previewBody(page).getByRole("heading", { name: "Workshop hours" })).toBeVisible();
  await expect(field(page, "Text")).toHaveValue("## Workshop hours\n\nOpen on *Saturdays* too.");
  const preview = await previewBody(page).innerHTML();
  expect(await published(shopper)).toEqual(before);
  await expectValidHtml(page, "content page editor preview without JavaScript");

  await saveAndPublish(page, "Saved as a new version. The site shows it now.");
  expect(await published(shopper)).toEqual({ title: TITLE, html: preview });

  await restore(page, start);
  expect(await published(shopper)).toEqual(before);
});
