import { expect, type Page } from "@playwright/test";
import { validateHtml } from "../../../scripts/audit/html-validity";

/**
 * No Nu Html Checker errors in the page as rendered now, as the audit checks its pages: for per-user pages
 * (signed in, a status token) that the audit's crawl never sees. `label` names the state in a failure.
 */
export async function expectValidHtml(page: Page, label: string): Promise<void> {
  const workDir = `test-results/nu-${label.replace(/[^a-z0-9-]+/gi, "-")}-${Date.now()}`;
  const { failures } = await validateHtml([{ name: label, html: await page.content(), url: page.url() }], workDir);
  expect(failures.map((f) => f.detail)).toEqual([]);
}
