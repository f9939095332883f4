import { describe, expect, it } from "vitest";
import { menuPaths } from "./menu-paths";
import type { SiteMenus } from "./site-menus";

describe("menuPaths", () => {
  const menus: SiteMenus = {
    header: [
      { kind: "link", label: "Offers", href: "/special-offers" },
      { kind: "dropdown", label: "Company", links: [{ label: "About", href: "/about-us" }, { label: "Parent", href: "https://example.com.au/" }] },
      { kind: "models", label: "Vehicles", models: [{ name: "RAV4", href: "/toyota-rav4", imageUrl: null }], categories: [{ name: "SUVs", models: [0] }], links: [{ label: "Contact Us", href: "/contact" }] },
    ],
    footer: [{ heading: "Buyer Tools", links: [{ label: "Offers", href: "/special-offers" }, { label: "Service", href: "/service#service-booking" }, { label: "Call", href: "tel:0299999999" }, { label: "Stock", href: "/cars/" }, { label: "SUVs", href: "/search/new-cars?body=SUV" }, { label: "CDN", href: "//cdn.example/x" }] }],
  };

  it.each([
    ["starts with home", (p: string[]) => p[0] === "/"],
    ["keeps header links, dropdowns and model cards", (p: string[]) => ["/special-offers", "/about-us", "/toyota-rav4", "/contact"].every((x) => p.includes(x))],
    ["lists a page once", (p: string[]) => p.filter((x) => x === "/special-offers").length === 1],
    ["drops the fragment", (p: string[]) => p.includes("/service") && !p.some((x) => x.includes("#"))],
    ["leaves out other sites, protocol-relative and tel: links", (p: string[]) => !p.some((x) => x.startsWith("http") || x.startsWith("//") || x.startsWith("tel:"))],
    ["drops a trailing slash, as the site redirects it", (p: string[]) => p.includes("/cars") && !p.includes("/cars/")],
    ["leaves out filtered views (a query)", (p: string[]) => !p.some((x) => x.includes("?"))],
  ])("%s", (_, holds) => {
    expect(holds(menuPaths(menus))).toBe(true);
  });
});
