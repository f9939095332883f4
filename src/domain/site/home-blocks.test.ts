import { describe, expect, it } from "vitest";
import { minimalSiteConfig } from "../../../tests/factories/minimal-site-config";
import { DEFAULT_HOME_BLOCKS } from "./home-blocks";
import { siteConfigSchema } from "./site-config-schema";

const minimal = minimalSiteConfig("harbour-toyota");
const issuesOf = (homeBlocks: unknown) => {
  const result = siteConfigSchema.safeParse({ ...minimal, homeBlocks });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("siteConfigSchema.homeBlocks (spec 001 §2/§9: home page blocks switched on per site)", () => {
  it("defaults to the hero, the latest stock and the budget search", () => {
    expect(siteConfigSchema.parse(minimal).homeBlocks).toEqual(DEFAULT_HOME_BLOCKS);
  });

  it("keeps the configured blocks in order and fills their defaults", () => {
    const blocks = siteConfigSchema.parse({
      ...minimal,
      homeBlocks: [{ type: "promotionSlider" }, { type: "hero", style: "overlay" }, { type: "serviceBanner" }, { type: "closableBanner", id: "easter", message: "Closed Good Friday." }, { type: "reviews" }],
    }).homeBlocks;
    expect(blocks.map((b) => b.type)).toEqual(["promotionSlider", "hero", "serviceBanner", "closableBanner", "reviews"]);
    expect(blocks[2]).toMatchObject({ type: "serviceBanner", href: "/service" });
  });

  it("accepts an empty list (a site with no home blocks)", () => {
    expect(issuesOf([])).toEqual([]);
  });

  it.each([
    ["an unknown block", [{ type: "facebookFeed" }], "homeBlocks.0.type"],
    ["a block twice", [{ type: "reviews" }, { type: "reviews" }], "homeBlocks.1: a second 'reviews' block"],
    ["two banners with one id", [{ type: "closableBanner", id: "a", message: "x" }, { type: "closableBanner", id: "a", message: "y" }], "homeBlocks.1: a second closable banner with id 'a'"],
    ["a banner id with capitals", [{ type: "closableBanner", id: "Sale", message: "x" }], "homeBlocks.0.id"],
    ["a banner link off the site", [{ type: "closableBanner", id: "a", message: "x", link: { label: "Go", href: "https://evil.example" } }], "homeBlocks.0.link.href"],
    ["a hero image over http", [{ type: "hero", imageUrl: "http://cdn.example/hero.jpg" }], "homeBlocks.0.imageUrl"],
    ["an option a block does not have", [{ type: "reviews", max: 3 }], "homeBlocks.0"],
  ])("rejects %s, naming the field", (_case, homeBlocks, field) => {
    expect(issuesOf(homeBlocks).join("\n")).toContain(field);
  });

  it("takes two closable banners with different ids", () => {
    expect(issuesOf([{ type: "closableBanner", id: "a", message: "x" }, { type: "closableBanner", id: "b", message: "y" }])).toEqual([]);
  });
});

describe("siteConfigSchema.reviews and brandsDirectory", () => {
  it("defaults the review rules to spec 001 §9 (minimum rating 4, cap 10) with nothing hidden", () => {
    expect(siteConfigSchema.parse(minimal).reviews).toEqual({ minimumRating: 4, hiddenReviewers: [], hiddenReviewIds: [], max: 10 });
  });

  it("has no brands directory unless the site configures one", () => {
    expect(siteConfigSchema.parse(minimal).brandsDirectory).toBeNull();
    expect(siteConfigSchema.parse({ ...minimal, brandsDirectory: { establishedYear: 1994 } }).brandsDirectory).toEqual({ establishedYear: 1994, ownBrands: [] });
    expect(siteConfigSchema.safeParse({ ...minimal, brandsDirectory: { ownBrands: [{ name: "X", description: "Y", href: "used-cars" }] } }).success).toBe(false);
  });
});
