import { expect, type Page } from "@playwright/test";
import { validateHtml } from "../../../scripts/audit/html-validity";

const CHARSET_META = '<meta charset="utf-8">';

/**
 * While React applies a server action's answer, the head briefly holds the old and the new metadata side by side
 * (two titles, two descriptions). Waits up to 5 s for one title; a page that keeps two still fails the checker.
 */
async function settledMetadata(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll("title").length <= 1, undefined, { timeout: 5_000 }).catch(() => undefined);
}

/**
 * The page as rendered now, with its charset declaration first in the head, where the served bytes have it. After a
 * server action React re-inserts the head's metadata behind the hoisted scripts; the DOM is never parsed again, so
 * only the Nu checker's "charset within the first 1024 bytes" rule would notice, and it is about the bytes.
 */
async function renderedHtml(page: Page): Promise<string> {
  await settledMetadata(page);
  const html = await page.content();
  return html.includes(CHARSET_META) ? html.replace(CHARSET_META, "").replace("<head>", `<head>${CHARSET_META}`) : html;
}

/**
 * No Nu Html Checker errors in the page as rendered now, as the audit checks its pages: for per-user pages
 * (signed in, a status token) that the audit's crawl never sees. `label` names the state in a failure.
 */
export async function expectValidHtml(page: Page, label: string): Promise<void> {
  const workDir = `test-results/nu-${label.replace(/[^a-z0-9-]+/gi, "-")}-${Date.now()}`;
  const { failures } = await validateHtml([{ name: label, html: await renderedHtml(page), url: page.url() }], workDir);
  expect(failures.map((f) => f.detail)).toEqual([]);
}
