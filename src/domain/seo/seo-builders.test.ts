import { describe, expect, it } from "vitest";
import { buildRobotsTxt } from "./robots";
import { buildSiteIconSvg, wordmarkInitial } from "./site-icon";
import { buildWebManifest } from "./web-manifest";
import { absoluteUrl, buildPageMetadata, siteHeadMetadata } from "./page-metadata";

describe("buildRobotsTxt", () => {
  it("allows everything and names the site's own sitemap", () => {
    expect(buildRobotsTxt({ sitemapUrl: "https://harbourtoyota.com.au/sitemap.xml" })).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://harbourtoyota.com.au/sitemap.xml\n",
    );
  });

  it("lists the vehicle-ads feeds in comments (a Sitemap line names sitemaps only)", () => {
    const feeds = ["https://harbourtoyota.com.au/feeds/google-vehicle-listings.xml", "https://harbourtoyota.com.au/feeds/meta-automotive.csv"];
    expect(buildRobotsTxt({ sitemapUrl: "https://harbourtoyota.com.au/sitemap.xml", feedUrls: feeds }).split("\n")).toEqual([
      "User-agent: *", "Allow: /", "", "Sitemap: https://harbourtoyota.com.au/sitemap.xml", "",
      "# Vehicle ads feeds (Google Merchant Center, Meta automotive catalogue):",
      "# https://harbourtoyota.com.au/feeds/google-vehicle-listings.xml", "# https://harbourtoyota.com.au/feeds/meta-automotive.csv", "",
    ]);
  });
});

describe("wordmarkInitial", () => {
  it.each([
    ["harbour", "H"],
    ["  4x4 World", "4"],
    ["— Ridgeway", "R"],
    ["élan", "É"],
    ["---", "•"],
  ])("%j → %s", (wordmark, expected) => expect(wordmarkInitial(wordmark)).toBe(expected));
});

describe("buildSiteIconSvg", () => {
  it("draws the initial in the theme colours", () => {
    const svg = buildSiteIconSvg({ wordmark: "Harbour", background: "#0a3d62", foreground: "#ffffff" });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain(`fill="#0a3d62"`);
    expect(svg).toContain(`fill="#ffffff">H</text>`);
  });

  it.each(["red", "#fff", "#12345g", `#000000" onload="x`])("rejects the colour %j", (colour) => {
    expect(() => buildSiteIconSvg({ wordmark: "A", background: colour, foreground: "#ffffff" })).toThrow(/hex/);
  });
});

describe("buildWebManifest", () => {
  it("names the site and uses its theme", () => {
    expect(
      buildWebManifest({ name: "Harbour Toyota", wordmark: "Harbour", tagline: "", primary: "#0a3d62", surface: "#ffffff", iconUrl: "/icon.svg" }),
    ).toEqual({
      name: "Harbour Toyota",
      short_name: "Harbour",
      start_url: "/",
      scope: "/",
      display: "browser",
      theme_color: "#0a3d62",
      background_color: "#ffffff",
      lang: "en-AU",
      icons: [{ src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
    });
  });

  it("describes the site with its tagline when it has one", () => {
    expect(buildWebManifest({ name: "A", wordmark: "A", tagline: "Cars", primary: "#000000", surface: "#ffffff", iconUrl: "/icon.svg" }).description).toBe("Cars");
  });
});

describe("absoluteUrl", () => {
  it.each([
    ["https://a.example", "/", "https://a.example/"],
    ["https://a.example", "/cars/x", "https://a.example/cars/x"],
    ["http://a.localhost:3000", "/media/1.jpg", "http://a.localhost:3000/media/1.jpg"],
    ["https://a.example", "https://cdn.example/x.jpg", "https://cdn.example/x.jpg"],
  ])("%s + %s → %s", (base, path, expected) => expect(absoluteUrl(base, path)).toBe(expected));
});

describe("buildPageMetadata", () => {
  const base = { baseUrl: "https://a.example", siteName: "Harbour Toyota", title: "2021 Toyota HiLux", description: "Ute" };

  it("sets the canonical URL, OpenGraph and a large Twitter card for a page with an image", () => {
    const meta = buildPageMetadata({ ...base, path: "/cars/hilux", type: "article", image: { url: "/media/1.jpg", width: 1200, height: 800, alt: "The HiLux" } });
    expect(meta.alternates.canonical).toBe("https://a.example/cars/hilux");
    expect(meta.openGraph).toMatchObject({ type: "article", url: "https://a.example/cars/hilux", siteName: "Harbour Toyota", locale: "en_AU" });
    expect(meta.openGraph.images).toEqual([{ url: "https://a.example/media/1.jpg", width: 1200, height: 800, alt: "The HiLux" }]);
    expect(meta.twitter).toEqual({ card: "summary_large_image", title: base.title, description: base.description, images: [{ url: "https://a.example/media/1.jpg", alt: "The HiLux" }] });
  });

  it("uses a summary card without an image", () => {
    const meta = buildPageMetadata({ ...base, path: "/" });
    expect(meta.twitter.card).toBe("summary");
    expect(meta.openGraph).not.toHaveProperty("images");
  });
});

describe("siteHeadMetadata", () => {
  it("links the per-site icon and manifest, on every page built with buildPageMetadata", () => {
    expect(siteHeadMetadata()).toEqual({ icons: { icon: [{ url: "/icon.svg", type: "image/svg+xml" }] }, manifest: "/manifest.webmanifest" });
    expect(buildPageMetadata({ baseUrl: "https://a.example", path: "/", siteName: "A", title: "A", description: "A" })).toMatchObject(siteHeadMetadata());
  });
});
