import { describe, expect, it } from "vitest";
import { brandOverviewPath, brandStockLinks, findSiteBrand, siteBrands } from "./brand-overview";

const brand = (name: string, slug: string, logoUrl: string | null = null) => ({ name, slug, logoUrl });

describe("the brands a site sells (spec 000 §2 /{brand}/overview)", () => {
  it.each([
    ["none for a used-car yard without franchises or models", [], [], []],
    ["its franchises, A to Z", [brand("Mazda", "mazda"), brand("Hyundai", "hyundai")], [], ["hyundai", "mazda"]],
    ["the makes of its models too", [brand("Toyota", "toyota")], [brand("Lexus", "lexus")], ["lexus", "toyota"]],
    ["a make once, whether franchise or model", [brand("Toyota", "toyota")], [brand("Toyota", "toyota"), brand("Toyota", "toyota")], ["toyota"]],
    ["names A to Z by their letters", [brand("MG", "mg"), brand("BMW Motorrad", "bmw-motorrad"), brand("Harley-Davidson", "harley-davidson")], [], ["bmw-motorrad", "harley-davidson", "mg"]],
  ])("%s", (_case, franchises, modelMakes, slugs) => {
    expect(siteBrands(franchises, modelMakes).map((b) => b.slug)).toEqual(slugs);
  });

  it("keeps a logo from either source", () => {
    expect(siteBrands([brand("Kia", "kia")], [brand("Kia", "kia", "/media/brands/kia.svg")])).toEqual([brand("Kia", "kia", "/media/brands/kia.svg")]);
  });

  it.each([
    ["toyota", "toyota"],
    ["Toyota", null],
    ["ford", null],
    ["", null],
  ])("finds %j: %j", (slug, found) => {
    expect(findSiteBrand([brand("Toyota", "toyota"), brand("Kia", "kia")], slug)?.slug ?? null).toBe(found);
  });

  it("has its page at /{brand}/overview", () => expect(brandOverviewPath(brand("Land Rover", "land-rover"))).toBe("/land-rover/overview"));
});

describe("brandStockLinks", () => {
  it.each([
    ["nothing in stock", {}, []],
    ["new, demo, used order, none for a type out of stock", { used: 4, new: 12, demo: 0 }, [
      { label: "New Mazda", count: 12, href: "/search/mazda?car_type=new" },
      { label: "Used Mazda", count: 4, href: "/search/mazda?car_type=used" },
    ]],
  ])("%s", (_case, inStock, links) => {
    expect(brandStockLinks(brand("Mazda", "mazda"), inStock)).toEqual(links);
  });
});
