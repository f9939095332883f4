import { request as httpRequest } from "node:http";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { E2E_PORT, siteUrl } from "./support/hosts";
import { signInOnPage } from "./support/sign-in";
import { testMobile } from "./support/sms-outbox";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** A site no other spec signs in on, so this one's code requests leave the others' per-address allowance alone. */
const SITE = "ridgeway-bikes-caravans";
const ORIGIN = new URL(siteUrl(SITE)).origin;

/** Issue 30 §2's values, and the forms an attacker tries next; each as `back` and `redirect`. */
const HOSTILE = ["/.//evil.example", "/..//evil.example", "/%2e%2e//evil.example", "/%252e%252e//evil.example", "//evil.example", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", "/%2F%2Fevil.example"];
const signInPage = (value: string) => siteUrl(SITE, `/sign-in?type=account&redirect=${encodeURIComponent(value)}&back=${encodeURIComponent(value)}`);
/** Where the browser itself would go: the link's `href` as Chromium resolved it. */
const target = async (page: Page, name: string) => new URL(await page.getByRole("main").getByRole("link", { name, exact: true }).evaluate((a: HTMLAnchorElement) => a.href));

test("the sign-in page's Back link and Continue stay on the site, whatever back and redirect say (issue 30 §2)", async ({ page }) => {
  for (const value of HOSTILE) {
    await page.goto(signInPage(value));
    expect.soft((await target(page, "Back")).origin, `Back for ${JSON.stringify(value)}`).toBe(ORIGIN);
  }

  await page.goto(signInPage("/.//evil.example"));
  await signInOnPage(page, testMobile());
  await expect(page).toHaveURL(siteUrl(SITE, "/"));

  for (const value of HOSTILE) {
    await page.goto(signInPage(value));
    await expect(page.getByRole("heading", { level: 1, name: "You are signed in" })).toBeVisible();
    for (const name of ["Back", "Continue"]) expect.soft((await target(page, name)).origin, `${name} for ${JSON.stringify(value)}`).toBe(ORIGIN);
  }
  await page.goto(signInPage("/%2e%2e//evil.example"));
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(siteUrl(SITE, "/"));
});

/** A GET straight to the e2e server with a Host header of our choosing, as the outside test sent it. */
function getWithHost(host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: "127.0.0.1", port: E2E_PORT, path, headers: { host, accept: "text/html" } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on("error", reject);
    call.end();
  });
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, "&");

test("canonical, og:url, robots.txt and the sitemap ignore a hostile Host port (issue 30 §7)", async () => {
  const host = "harbour-toyota.localhost:31337";
  const sitemap = await getWithHost(host, "/sitemap.xml");
  expect(sitemap.status).toBe(200);
  const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, "&")));
  expect(locs.length).toBeGreaterThan(1);
  expect(new Set(locs.map((l) => l.origin))).toEqual(new Set([new URL(siteUrl("harbour-toyota")).origin]));
  expect((await getWithHost(host, "/robots.txt")).body).toContain(`Sitemap: ${siteUrl("harbour-toyota", "/sitemap.xml")}`);

  const car = locs.find((l) => l.pathname.startsWith("/cars/"))!;
  for (const path of ["/", "/special-offers", car.pathname, car.pathname]) {
    const { status, body } = await getWithHost(host, path);
    expect(status, path).toBe(200);
    const expected = siteUrl("harbour-toyota", path).replace(/\/$/, "");
    expect(attribute(body, /<link rel="canonical" href="([^"]+)"/)?.replace(/\/$/, ""), `canonical of ${path}`).toBe(expected);
    expect(attribute(body, /<meta property="og:url" content="([^"]+)"/)?.replace(/\/$/, ""), `og:url of ${path}`).toBe(expected);
    expect(body, path).not.toContain("31337");
  }
});
