import type { CarType } from "@/domain/car/car";
import { modelStatusLabel, type SiteModel } from "@/domain/models/model";
import { groupModelsByCategory } from "@/domain/models/model-categories";
import type { SiteConfig } from "@/domain/site/site-config-schema";
import { isLinkAvailable, type SiteRouteAvailability } from "./link-availability";
import { applyServiceLinkRule, type NavLink } from "./service-link";

/** `statusLabel` only where the model has one ("Coming Soon"): the menu goes to the browser with every page. */
export type MegaMenuModel = { name: string; href: string; imageUrl: string | null; statusLabel?: string };
/** A category names its models by their place in the menu's `models`: a model in several categories is sent once. */
export type MegaMenuCategory = { name: string; models: number[] };

export type HeaderItem =
  | { kind: "link"; label: string; href: string }
  | { kind: "dropdown"; label: string; links: NavLink[] }
  /** Spec 001 §2 models mega-menu: categories of model cards, then the fixed extra entries. */
  | { kind: "models"; label: string; models: MegaMenuModel[]; categories: MegaMenuCategory[]; links: NavLink[] };

export type FooterGroup = { heading: string; links: NavLink[] };
export type SiteMenus = { header: HeaderItem[]; footer: FooterGroup[] };

type ConfigItem = SiteConfig["navigation"]["header"][number];
type MenuInput = { config: SiteConfig; models: readonly SiteModel[]; availability: SiteRouteAvailability };

/** Spec 001 §2: "Contact Us and Our Stock are fixed extra entries" of the models mega-menu. */
export const MODELS_MENU_FIXED_LINKS: readonly NavLink[] = [
  { label: "Our Stock", href: "/search/new-used-and-demo-cars" },
  { label: "Contact Us", href: "/contact" },
];

/** Spec 000 §9: car type facet order new, demo, used. */
const STOCK_LINKS: readonly (NavLink & { carType?: CarType })[] = [
  { label: "New vehicles", href: "/search/new-cars", carType: "new" },
  { label: "Demo vehicles", href: "/search/demo-cars", carType: "demo" },
  { label: "Used vehicles", href: "/search/used-cars", carType: "used" },
  { label: "All stock", href: "/search/new-used-and-demo-cars" },
];

/** False when the site's permanent filters rule a car type out (a used-only yard has no new-car search). */
function sellsCarType(config: SiteConfig, carType: CarType): boolean {
  return config.searchFilters
    .filter((group) => group.every((clause) => clause.field === "car_type"))
    .every((group) => group.some((clause) => clause.values.includes(carType)));
}

/**
 * The header and footer a site shows: its configured navigation with the models and stock dropdowns filled,
 * the service link rule applied, and every link to a page the site does not have left out.
 */
export function buildSiteMenus({ config, models, availability }: MenuInput): SiteMenus {
  const keep = (link: NavLink) => isLinkAvailable(link.href, availability);
  const shown = (links: readonly NavLink[]) => links.map((link) => applyServiceLinkRule(link, config)).filter(keep);
  const header = config.navigation.header.flatMap((item) => headerItem(item, { config, models, shown }));
  const footer = config.navigation.footer.map((group) => ({ heading: group.heading, links: shown(group.links) })).filter((group) => group.links.length > 0);
  return { header, footer };
}

type ItemContext = { config: SiteConfig; models: readonly SiteModel[]; shown: (links: readonly NavLink[]) => NavLink[] };

function menuModel(model: SiteModel): MegaMenuModel {
  const statusLabel = modelStatusLabel(model.status);
  return { name: model.name, href: model.href, imageUrl: model.imageUrl, ...(statusLabel ? { statusLabel } : {}) };
}

function headerItem(item: ConfigItem, { config, models, shown }: ItemContext): HeaderItem[] {
  const overview = shown(item.href ? [{ label: item.label, href: item.href }] : []);
  if (item.dynamic === "models") {
    if (models.length === 0) return overview.map((link) => ({ kind: "link", ...link }));
    const grouped = groupModelsByCategory(models, config.modelCategoryOrder);
    const shownModels = [...new Set(grouped.flatMap((category) => category.models))];
    const categories = grouped.map((category) => ({ name: category.name, models: category.models.map((m) => shownModels.indexOf(m)) }));
    const allModels = overview.map((link) => ({ label: `All ${link.label}`, href: link.href }));
    return [{ kind: "models", label: item.label, models: shownModels.map(menuModel), categories, links: [...allModels, ...MODELS_MENU_FIXED_LINKS] }];
  }
  const children = item.dynamic === "stock" ? STOCK_LINKS.filter((link) => !link.carType || sellsCarType(config, link.carType)) : shown(item.children);
  if (item.dynamic !== "stock" && item.children.length === 0) return overview.map((link) => ({ kind: "link", ...link }));
  const links = [...overview, ...children.filter((child) => !overview.some((o) => o.href === child.href))].map(({ label, href }) => ({ label, href }));
  if (links.length === 0) return [];
  return [{ kind: "dropdown", label: item.label, links }];
}
