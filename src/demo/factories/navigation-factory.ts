import type { SiteConfigInput, Template } from "@/domain/site/site-config-schema";
import { slugify } from "./vehicle-catalogue";

export type Navigation = SiteConfigInput["navigation"];
type FooterGroup = NonNullable<Navigation["footer"]>[number];

const link = (label: string, href: string) => ({ label, href });

function legalGroup(groupName: string): FooterGroup {
  return { heading: groupName, links: [link("About Us", "/about-us"), link("Contact Us", "/contact"), link("Dealer Locator", "/dealer-locator"), link("Terms and Conditions", "/terms-and-conditions"), link("Privacy Policy", "/privacy-policy")] };
}

const BUYER_TOOLS: FooterGroup = {
  heading: "Buyer Tools",
  links: [
    link("New Cars", "/search/new-cars"), link("Demo Cars", "/search/demo-cars"), link("Used Cars", "/search/used-cars"),
    link("Special Offers", "/special-offers"), link("Finance", "/finance"), link("Fleet", "/fleet"), link("Trade In", "/trade-in"),
    link("Book a Test Drive", "/book-test-drive"),
  ],
};

/** Links to /service read '{Brand} Service' at /{brand}-service on a site with a service-booking web key (applied when the menus are built). */
const SERVICE_LINK = link("Book a Service", "/service");

const SERVICING_GROUP: FooterGroup = {
  heading: "Servicing and Parts",
  links: [SERVICE_LINK, link("Genuine Parts and Accessories", "/vehicle-parts-and-accessories"), link("Warranty", "/warranty"), link("Roadside Assist", "/roadside-assist"), link("Pay Online", "/online-payment")],
};

/** Spec 000 §2: a make's page at /{brand}/overview (left out of a site's menus when it does not sell the make). */
const brandOverviewLink = (make: string) => link(`${make} Overview`, `/${slugify(make)}/overview`);

/** Spec 001 §2 manufacturer-dealer header and footer. */
export function manufacturerDealerNavigation(options: { groupName: string; make?: string }): Navigation {
  return {
    header: [
      { label: "Home", href: "/" },
      { label: "Vehicles", href: "/models", dynamic: "models" },
      { label: "Offers", href: "/special-offers" },
      { label: "Our Stock", href: "/cars/", dynamic: "stock" },
      { label: "Trade In", href: "/trade-in" },
      { label: "Service and Parts", children: [SERVICE_LINK, link("Genuine Parts and Accessories", "/vehicle-parts-and-accessories"), link("Warranty", "/warranty"), link("Roadside Assist", "/roadside-assist")] },
      { label: "Company", children: [link("About Us", "/about-us"), link("Careers", "/careers"), link("Contact Us", "/contact"), link("Fleet", "/fleet")] },
    ],
    footer: [
      {
        heading: "Vehicles",
        links: [
          ...(options.make ? [brandOverviewLink(options.make)] : []), link("All Models", "/models"), link("SUVs", "/models?body=suv"), link("Trucks", "/models?body=trucks"), link("Vans", "/models?body=vans"),
          link("Performance", "/models?body=performance"), link("Electric", "/models?body=electric"), link("Future Vehicles", "/models?body=future-vehicles"),
        ],
      },
      BUYER_TOOLS,
      SERVICING_GROUP,
      legalGroup(options.groupName),
    ],
  };
}

/** Multi-brand group header: stock search, brands dropdown, dealerships directory. */
export function groupNavigation(options: { groupName: string; makes: readonly string[] }): Navigation {
  const brandLinks = options.makes.map((make) => link(make, `/search/${slugify(make)}`));
  return {
    header: [
      { label: "Home", href: "/" },
      { label: "Search Stock", href: "/search/new-used-and-demo-cars", dynamic: "stock" },
      { label: "New Cars", href: "/search/new-cars" },
      { label: "Used Cars", href: "/search/used-cars" },
      { label: "Brands", href: "/brands", children: brandLinks },
      { label: "Specials", href: "/special-offers" },
      { label: "Finance", href: "/finance" },
      { label: "Service", href: "/service" },
      { label: "Dealerships", href: "/dealerships" },
      { label: "Contact", href: "/contact" },
    ],
    footer: [
      { heading: "Our Brands", links: [...(options.makes.length ? options.makes.map(brandOverviewLink) : [link("All Brands", "/brands")]), link("New Models", "/models")] },
      BUYER_TOOLS,
      SERVICING_GROUP,
      legalGroup(options.groupName),
    ],
  };
}

/** Used-car specialist: one stock list, sell-your-car and finance up front. */
export function usedSpecialistNavigation(groupName: string): Navigation {
  return {
    header: [
      { label: "Home", href: "/" },
      { label: "Used Cars", href: "/search/used-cars", dynamic: "stock" },
      { label: "Sell Your Car", href: "/sell-your-car" },
      { label: "Finance", href: "/finance" },
      { label: "Warranty", href: "/warranty" },
      { label: "About", href: "/about-us" },
      { label: "Contact", href: "/contact-us" },
    ],
    footer: [
      { heading: "Shop", links: [link("All Used Cars", "/search/used-cars"), link("Utes", "/search/ute"), link("SUVs", "/search/suv"), link("Under $20k", "/search/used-cars?price_max=20000")] },
      { heading: "Buyer Tools", links: [link("Finance", "/finance"), link("Sell Your Car", "/sell-your-car"), link("Trade In", "/trade-in")] },
      legalGroup(groupName),
    ],
  };
}

/** Motorcycles and caravans dealer. */
export function outdoorNavigation(groupName: string): Navigation {
  return {
    header: [
      { label: "Home", href: "/" },
      { label: "Motorcycles", href: "/search/motorcycle", dynamic: "stock" },
      { label: "Caravans", href: "/search/caravan" },
      { label: "Used", href: "/search/used-cars" },
      { label: "Service", href: "/service" },
      { label: "Parts and Accessories", href: "/vehicle-parts-and-accessories" },
      { label: "Finance", href: "/finance" },
      { label: "Contact", href: "/contact" },
    ],
    footer: [
      { heading: "Browse", links: [link("New Motorcycles", "/search/new-cars?body=Motorcycle"), link("Caravans", "/search/caravan"), link("Used Stock", "/search/used-cars")] },
      { heading: "Workshop", links: [link("Book a Service", "/service"), link("Parts and Accessories", "/vehicle-parts-and-accessories")] },
      legalGroup(groupName),
    ],
  };
}

/** Navigation for a template (used for generated tenants). */
export function navigationForTemplate(template: Template, options: { name: string; makes: readonly string[] }): Navigation {
  switch (template) {
    case "manufacturer":
      return manufacturerDealerNavigation({ groupName: options.name });
    case "used-specialist":
      return usedSpecialistNavigation(options.name);
    case "outdoor":
      return outdoorNavigation(options.name);
    default:
      return groupNavigation({ groupName: options.name, makes: options.makes });
  }
}
