import { expect, test } from "@playwright/test";
import { serializeJsonLd } from "../../src/domain/seo/vehicle-json-ld";
import { sanitizeDealerHtml } from "../../src/server/vehicle/sanitize-dealer-text";
import { XSS_CORPUS } from "../../src/server/vehicle/xss-corpus";

/**
 * Dealer text reaches the page through the sanitiser (rendered as HTML) and the JSON-LD serialiser
 * (inside a script element). Each payload of the corpus is rendered the way the page renders it, in
 * Chromium, with `window.__xss` armed: nothing may call it, and the data block must stay one element.
 * The pages are about:blank, with no Content-Security-Policy: the sanitiser alone must stop them.
 */
test("no XSS payload executes once sanitised, in Chromium", async ({ page }) => {
  const fired: string[] = [];
  await page.exposeFunction("__xssReport", (tag: string) => fired.push(tag));
  const paragraphs = XSS_CORPUS.map((payload) => `<p>${sanitizeDealerHtml(payload)}</p>`).join("\n");
  await page.setContent(
    `<!doctype html><html><head><script>window.__xss = (tag) => window.__xssReport(String(tag));</script></head><body><main>${paragraphs}</main></body></html>`,
  );
  // Give onerror/onload/ontoggle/animation handlers and focus events their chance.
  await page.mouse.move(10, 10);
  await page.mouse.move(300, 300);
  await page.keyboard.press("Tab");
  await page.waitForTimeout(1500);
  expect(fired).toEqual([]);
  await expect(page.locator("main script, main img, main svg, main iframe, main a, main input, main object, main embed")).toHaveCount(0);
});

test("JSON-LD with hostile dealer text stays one data block and parses back to the same text", async ({ page }) => {
  const fired: string[] = [];
  await page.exposeFunction("__xssReport", (tag: string) => fired.push(tag));
  const description = XSS_CORPUS.join(" ") + " </script><!-- <script>window.__xss('ld')</script> -->";
  await page.setContent(
    `<!doctype html><html><head><script>window.__xss = (tag) => window.__xssReport(String(tag));</script>` +
      `<script type="application/ld+json">${serializeJsonLd({ "@type": "Car", description })}</script></head><body><p id="after">after</p></body></html>`,
  );
  await page.waitForTimeout(1000);
  expect(fired).toEqual([]);
  const blocks = page.locator('script[type="application/ld+json"]');
  await expect(blocks).toHaveCount(1);
  expect(JSON.parse((await blocks.textContent())!)).toEqual({ "@type": "Car", description });
  await expect(page.locator("#after")).toHaveText("after");
});
