import { describe, expect, it } from "vitest";
import type { SiteModel } from "@/domain/models/model";
import { siteConfigSchema, type SiteConfigInput } from "@/domain/site/site-config-schema";
import { minimalSiteConfig } from "../../../tests/factories/minimal-site-config";
import type { SiteRouteAvailability } from "./link-availability";
import { buildSiteMenus } from "./site-menus";

const everything: SiteRouteAvailability = {
  contentPages: new Set(["about-us", "careers", "fleet", "warranty", "roadside-assist", "vehicle-parts-and-accessories"]),
  modelFilters: new Set(["suv", "trucks"]),
  hasModels: true,
  hasOffers: true,
  hasOnlinePayment: true,
  hasSpinToWin: false,
  brandOverviews: new Set(),
};

const model = (name: string, categories: string[], status: SiteModel["status"] = null): SiteModel => ({
  id: name.length, name, slug: name.toLowerCase(), newSlug: null, overrideUrl: null, manufacturerName: "Toyota", manufacturerSlug: "toyota",
  href: `/${name.toLowerCase()}`, imageUrl: `/media/${name}.svg`, status, fromPrice: 30_000, shortDescription: null, categories,
});

const config = (overrides: Partial<SiteConfigInput>) => siteConfigSchema.parse(minimalSiteConfig("harbour", overrides));

const navigation: SiteConfigInput["navigation"] = {
  header: [
    { label: "Home", href: "/" },
    { label: "Vehicles", href: "/models", dynamic: "models" },
    { label: "Offers", href: "/special-offers" },
    { label: "Our Stock", href: "/cars/", dynamic: "stock" },
    { label: "Service and Parts", children: [{ label: "Book a Service", href: "/service" }, { label: "Warranty", href: "/warranty" }, { label: "Roadside Assist", href: "/roadside-assist" }] },
    { label: "Company", children: [{ label: "About Us", href: "/about-us" }, { label: "Fleet", href: "/fleet" }] },
  ],
  footer: [
    { heading: "Vehicles", links: [{ label: "All Models", href: "/models" }, { label: "SUVs", href: "/models?body=suv" }, { label: "Vans", href: "/models?body=vans" }] },
    { heading: "Servicing", links: [{ label: "Book a Service", href: "/service" }] },
    { heading: "Legal", links: [{ label: "Privacy Policy", href: "/privacy-policy" }] },
  ],
};

const range = [model("HiLux", ["Utes"]), model("RAV4", ["SUVs"], "new"), model("Dyna", ["Trucks"]), model("bZ4X", ["SUVs", "Electric"], "coming_soon")];

describe("buildSiteMenus: the models mega-menu (spec 001 §2)", () => {
  const menus = buildSiteMenus({ config: config({ navigation }), models: range, availability: everything });
  const vehicles = menus.header.find((item) => item.kind === "models");
  const modelsOf = (category: { models: number[] }) => (vehicles?.kind === "models" ? category.models.map((i) => vehicles.models[i]!) : []);

  it("groups the models by category in the default order, then the others", () => {
    expect(vehicles?.kind === "models" && vehicles.categories.map((c) => [c.name, modelsOf(c).map((m) => m.name)])).toEqual([
      ["Trucks", ["Dyna"]], ["SUVs", ["RAV4", "bZ4X"]], ["Utes", ["HiLux"]], ["Electric", ["bZ4X"]],
    ]);
  });

  it("sends a model in several categories once", () => {
    expect(vehicles?.kind === "models" && vehicles.models.map((m) => m.name)).toEqual(["Dyna", "RAV4", "bZ4X", "HiLux"]);
  });

  it("labels each model New, Coming Soon or nothing", () => {
    const suvs = vehicles?.kind === "models" ? modelsOf(vehicles.categories[1]!) : [];
    expect(suvs.map((m) => m.statusLabel)).toEqual(["New", "Coming Soon"]);
  });

  it("ends with All Vehicles and the fixed Our Stock and Contact Us entries", () => {
    expect(vehicles?.kind === "models" && vehicles.links).toEqual([
      { label: "All Vehicles", href: "/models" }, { label: "Our Stock", href: "/search/new-used-and-demo-cars" }, { label: "Contact Us", href: "/contact" },
    ]);
  });

  it("follows the dealer's category order", () => {
    const own = buildSiteMenus({ config: config({ navigation, modelCategoryOrder: ["Utes", "Electric"] }), models: range, availability: everything });
    const item = own.header.find((i) => i.kind === "models");
    expect(item?.kind === "models" && item.categories.map((c) => c.name)).toEqual(["Utes", "Electric", "SUVs", "Trucks"]);
  });

  it("is a plain link to /models, or nothing, when the site has no models", () => {
    const none = buildSiteMenus({ config: config({ navigation }), models: [], availability: { ...everything, hasModels: false } });
    expect(none.header.map((item) => item.label)).not.toContain("Vehicles");
  });
});

describe("buildSiteMenus: the service link rule (spec 001 §2)", () => {
  it("renames /service to '{Brand} Service' at /{brand}-service when the site has a service-booking web key", () => {
    const menus = buildSiteMenus({ config: config({ navigation, xtimeWebkey: "FORD1", manufacturer: { name: "Ford" } }), models: range, availability: everything });
    const service = menus.header.find((item) => item.label === "Service and Parts");
    expect(service?.kind === "dropdown" && service.links[0]).toEqual({ label: "Ford Service", href: "/ford-service" });
    expect(menus.footer.find((g) => g.heading === "Servicing")?.links).toEqual([{ label: "Ford Service", href: "/ford-service" }]);
  });

  it("keeps 'Book a Service' at /service without a key", () => {
    const menus = buildSiteMenus({ config: config({ navigation, manufacturer: { name: "Ford" } }), models: range, availability: everything });
    expect(menus.footer.find((g) => g.heading === "Servicing")?.links).toEqual([{ label: "Book a Service", href: "/service" }]);
  });
});

describe("buildSiteMenus: links to pages the site does not have are left out (issue 13)", () => {
  const sparse: SiteRouteAvailability = { contentPages: new Set(["about-us"]), modelFilters: new Set(["suv"]), hasModels: true, hasOffers: false, hasOnlinePayment: false, hasSpinToWin: false, brandOverviews: new Set() };
  const menus = buildSiteMenus({ config: config({ navigation }), models: range, availability: sparse });

  it("drops header links and dropdown entries that lead nowhere", () => {
    expect(menus.header.map((item) => item.label)).toEqual(["Home", "Vehicles", "Our Stock", "Service and Parts", "Company"]);
    const service = menus.header.find((item) => item.label === "Service and Parts");
    expect(service?.kind === "dropdown" && service.links.map((l) => l.href)).toEqual(["/service"]);
    const company = menus.header.find((item) => item.label === "Company");
    expect(company?.kind === "dropdown" && company.links.map((l) => l.href)).toEqual(["/about-us"]);
  });

  it("drops footer links, and a footer group left empty", () => {
    expect(menus.footer.map((g) => [g.heading, g.links.map((l) => l.href)])).toEqual([
      ["Vehicles", ["/models", "/models?body=suv"]],
      ["Servicing", ["/service"]],
    ]);
  });

  it("drops a dropdown whose every entry leads nowhere", () => {
    const bare = buildSiteMenus({ config: config({ navigation }), models: range, availability: { ...sparse, contentPages: new Set() } });
    expect(bare.header.map((item) => item.label)).not.toContain("Company");
  });
});

describe("buildSiteMenus: the stock dropdown", () => {
  it("offers only the car types the site sells", () => {
    const usedOnly = config({ navigation, searchFilters: [[{ field: "dealership_slug", values: ["harbour"] }], [{ field: "car_type", values: ["used"] }]] });
    const stock = buildSiteMenus({ config: usedOnly, models: range, availability: everything }).header.find((item) => item.label === "Our Stock");
    expect(stock?.kind === "dropdown" && stock.links.map((l) => l.href)).toEqual(["/cars/", "/search/used-cars", "/search/new-used-and-demo-cars"]);
  });
});
