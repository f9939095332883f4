import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as alertEmailForm } from "@/app/[host]/my-garage/alert-email/route";
import { GET as robotsTxt } from "@/app/[host]/robots.txt/route";
import { GET as sitemapXml } from "@/app/[host]/sitemap.xml/route";
import type { DatabaseHandle } from "@/db/client";
import { loadSites } from "@/db/queries/sites";
import { emailMessages, siteDealerships, sites } from "@/db/schema";
import type { Site } from "@/domain/site/site";
import { CSRF_COOKIE, SESSION_COOKIE } from "@/server/accounts/account-cookies";
import { TEST_CSRF_TOKEN } from "../../../tests/fixtures/account-fixture";
import { startShopperSession } from "@/server/accounts/shopper-sessions";
import { createLeadFixture, type LeadFixture } from "../../../tests/fixtures/lead-fixture";
import { minimalSiteConfig } from "../../../tests/factories/minimal-site-config";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { siteBaseUrl } from "./site-url";
import { replaceProcessSingleton } from "@/config/process-singletons";
import { DATABASE_SINGLETON } from "@/db/connection";

/**
 * Issue 30 §7: a request's Host header, whose port the client chose (`site.localhost:31337`), never reaches an
 * absolute URL. Robots.txt, the sitemap and the link in the e-mail that confirms an alert address all name the
 * site's configured address, for a site reached locally and for one with a domain of its own.
 */
let handle: DatabaseHandle;
let fx: LeadFixture;
let charlie: Site;
const CHARLIE = "https://www.charliecars.com.au";

const context = (host: string) => ({ params: Promise.resolve({ host }) });
const get = (host: string, path: string) => new NextRequest(`http://${host}${path}`, { headers: { host } });

async function giveAlertEmail(site: Site, host: string, email: string): Promise<string> {
  const { sessionToken } = await startShopperSession(handle.db, site, "+61491570188", new Date());
  const headers = { host, origin: `http://${host}`, "content-type": "application/x-www-form-urlencoded", cookie: `${SESSION_COOKIE}=${sessionToken}; ${CSRF_COOKIE}=${TEST_CSRF_TOKEN}` };
  const response = await alertEmailForm(new NextRequest(`http://${host}/my-garage/alert-email`, { method: "POST", headers, body: new URLSearchParams({ csrf_token: TEST_CSRF_TOKEN, email }).toString() }), context(host));
  expect(response.headers.get("location")).toContain("notice=email_saved");
  const [message] = await handle.db.select({ body: emailMessages.body }).from(emailMessages).where(eq(emailMessages.recipient, email));
  return message!.body;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createLeadFixture(handle);
  const [row] = await handle.db.insert(sites).values({ slug: "charlie", name: "Charlie Cars", template: "metro-group", domains: ["charliecars.com.au"], config: minimalSiteConfig("charlie", { url: CHARLIE, searchFilters: [[{ field: "dealership_slug", values: ["alpha-motors"] }]] }) }).returning({ id: sites.id });
  await handle.db.insert(siteDealerships).values({ siteId: row!.id, dealershipId: fx.dealers.alpha });
  charlie = (await loadSites(handle.db)).find((s) => s.slug === "charlie")!;
  replaceProcessSingleton(DATABASE_SINGLETON, Promise.resolve(handle));
});
afterAll(() => destroyTestDatabase(handle));

describe("a hostile Host port (issue 30 §7)", () => {
  it("is not in robots.txt", async () => {
    const local = await (await robotsTxt(get("alpha.localhost:31337", "/robots.txt"), context("alpha.localhost:31337"))).text();
    expect(local).toContain(`Sitemap: ${siteBaseUrl(fx.alpha)}/sitemap.xml`);
    const domain = await (await robotsTxt(get("charliecars.com.au:31337", "/robots.txt"), context("charliecars.com.au:31337"))).text();
    expect(domain).toContain(`Sitemap: ${CHARLIE}/sitemap.xml`);
    expect(local + domain).not.toContain("31337");
  });

  it("is not in the sitemap: every address is on the site's configured origin", async () => {
    const xml = await (await sitemapXml(get("charliecars.com.au:31337", "/sitemap.xml"), context("charliecars.com.au:31337"))).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(0);
    for (const loc of locs) expect(new URL(loc).origin).toBe(CHARLIE);
  });

  it("is not in the link of the e-mail that confirms an alert address", async () => {
    const local = await giveAlertEmail(fx.alpha, "alpha.localhost:31337", "jess@example.com");
    expect(local).toMatch(new RegExp(`\\n${siteBaseUrl(fx.alpha)}/my-garage/confirm-email/[\\w-]{32}\\n`));
    const domain = await giveAlertEmail(charlie, "charliecars.com.au:31337", "sam@example.com");
    expect(domain).toMatch(new RegExp(`\\n${CHARLIE.replace(/\./g, "\\.")}/my-garage/confirm-email/[\\w-]{32}\\n`));
    expect(local + domain).not.toContain("31337");
    expect(siteBaseUrl(fx.alpha)).toMatch(/^http:\/\/alpha\.localhost(:\d+)?$/);
  });
});
