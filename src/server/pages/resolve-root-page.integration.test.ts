import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import type { Site } from "@/domain/site/site";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { loadSiteChrome } from "../navigation/site-chrome";
import { createSiteContentFixture, type SiteContentFixture } from "../../../tests/fixtures/site-content-fixture";
import { resolveRootPage } from "./resolve-root-page";

let handle: DatabaseHandle;
let fx: SiteContentFixture;

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createSiteContentFixture(handle);
});
afterAll(() => destroyTestDatabase(handle));

const NOW = new Date("2026-03-15T02:00:00Z");
const resolve = (site: Site, slug: string) => resolveRootPage(handle.db, site, slug, NOW);
const withServiceKey = (site: Site): Site => ({ ...site, config: { ...site.config, xtimeWebkey: "KEY1", manufacturer: { name: "Toyota" } } });

describe("resolveRootPage: what /{page} is", () => {
  it("is the site's own content page, rendered and sanitised", async () => {
    const page = await resolve(fx.alpha, "about-us");
    expect(page).toMatchObject({ kind: "content", page: { slug: "about-us", title: "About Alpha", summary: "Since 1990." } });
    expect(page?.kind === "content" && page.html).toBe("<h2>Our story</h2>\n<p>Family owned.</p>");
  });

  it("never shows another site's content page", async () => {
    expect(await resolve(fx.alpha, "careers")).toBeNull();
    expect(await resolve(fx.bravo, "about-us")).toBeNull();
    expect(await resolve(fx.bravo, "careers")).toMatchObject({ kind: "content", html: "<p>We are hiring.</p>" });
  });

  it("is a model page at /{new_slug} and /{slug}, with the model's offers", async () => {
    for (const slug of ["toyota-rav4", "rav4"]) {
      const page = await resolve(fx.alpha, slug);
      expect(page?.kind === "model" && page.data.model.id).toBe(fx.modelIds.rav4);
      expect(page?.kind === "model" && page.data.offers.map((o) => o.name).sort()).toEqual(["RAV4 drive away", "RAV4 finance special"]);
      expect(page?.kind === "model" && page.data.stockHref).toBe("/search/toyota/rav4");
    }
  });

  it("serves a suzuki-australia model at its rewritten slug and redirects the feed's spelling (spec 001 §2)", async () => {
    expect((await resolve(fx.alpha, "suzuki-swift"))?.kind).toBe("model");
    expect(await resolve(fx.alpha, "suzuki-australia-swift")).toEqual({ kind: "redirect", to: "/suzuki-swift" });
  });

  it("sends a model with an override URL there", async () => {
    expect(await resolve(fx.alpha, "toyota-hilux")).toEqual({ kind: "redirect", to: "/search/toyota/hilux" });
  });

  it("never shows another site's model", async () => {
    expect(await resolve(fx.alpha, "toyota-corolla")).toBeNull();
  });

  it("is the brand's service page only on a site with a service-booking web key", async () => {
    expect(await resolve(fx.alpha, "toyota-service")).toBeNull();
    expect(await resolve(withServiceKey(fx.alpha), "toyota-service")).toEqual({ kind: "brand-service", link: { label: "Toyota Service", href: "/toyota-service" } });
    expect(await resolve(withServiceKey(fx.alpha), "ford-service")).toBeNull();
  });

  it("is nothing for anything else", async () => {
    expect(await resolve(fx.alpha, "no-such-page")).toBeNull();
    expect(await resolve(fx.alpha, "")).toBeNull();
  });
});

describe("loadSiteChrome: menus leave out pages the site does not have", () => {
  const navigation = {
    header: [
      { label: "Vehicles", href: "/models", dynamic: "models" as const, children: [] },
      { label: "Company", children: [{ label: "About Us", href: "/about-us" }, { label: "Careers", href: "/careers" }] },
      { label: "Offers", href: "/special-offers", children: [] },
    ],
    footer: [{ heading: "Vehicles", links: [{ label: "SUVs", href: "/models?body=suv" }, { label: "Vans", href: "/models?body=vans" }] }],
  };
  const site = (base: Site): Site => ({ ...base, config: { ...base.config, navigation } });

  it("keeps what alpha has: models, About Us, offers, SUVs", async () => {
    const { menus } = await loadSiteChrome(handle.db, site(fx.alpha), NOW);
    expect(menus.header.map((item) => [item.kind, item.label])).toEqual([["models", "Vehicles"], ["dropdown", "Company"], ["link", "Offers"]]);
    const company = menus.header[1];
    expect(company?.kind === "dropdown" && company.links.map((l) => l.href)).toEqual(["/about-us"]);
    expect(menus.footer).toEqual([{ heading: "Vehicles", links: [{ label: "SUVs", href: "/models?body=suv" }] }]);
  });

  it("drops alpha's offers once none runs", async () => {
    const { menus } = await loadSiteChrome(handle.db, site(fx.alpha), new Date("2026-06-01T02:00:00Z"));
    expect(menus.header.map((item) => item.label)).not.toContain("Offers");
  });
});
