import { choosePhoneNumber, displayPhoneNumber } from "@/domain/phone/phone-number";
import Link from "next/link";
import { loadLeadFormSetup } from "@/components/forms/lead-form-setup";
import { getDatabase } from "@/db/connection";
import { listSiteModels, type SiteModel } from "@/db/queries/models";
import type { SiteConfig } from "@/domain/site/site-config-schema";
import type { CarType } from "@/domain/car/car";
import type { Site } from "@/domain/site/site";
import { ContactUsLink } from "./contact-us-link";

type HeaderItem = SiteConfig["navigation"]["header"][number];
type MenuLink = { label: string; href: string };
type MenuGroup = { heading?: string; links: MenuLink[] };
type ResolvedItem = { label: string; href?: string; groups: MenuGroup[]; wide: boolean };

/** Spec 000 §9: car type facet order new, demo, used. */
const STOCK_LINKS: (MenuLink & { carType?: CarType })[] = [
  { label: "New vehicles", href: "/search/new-cars", carType: "new" },
  { label: "Demo vehicles", href: "/search/demo-cars", carType: "demo" },
  { label: "Used vehicles", href: "/search/used-cars", carType: "used" },
  { label: "All stock", href: "/search/new-used-and-demo-cars" },
];

/** False when the site's permanent filters rule a car type out (a used-only yard has no new-car search). */
function sellsCarType(site: Site, carType: CarType): boolean {
  return site.config.searchFilters
    .filter((group) => group.every((clause) => clause.field === "car_type"))
    .every((group) => group.some((clause) => clause.values.includes(carType)));
}

/**
 * The site header: wordmark, navigation from the site's configuration, a Contact Us control (the 'Email Us'
 * dialog, spec 001 §2) and a call button. The contact page marks itself `data-contact-page`, which hides
 * Contact Us there with CSS alone, so it holds without JavaScript and in the shared layout.
 * Dropdowns are <details> disclosures so they work without JavaScript; on phones the whole
 * navigation folds into one 'Menu' disclosure. Menu links are plain anchors on purpose: a full
 * page load closes any open disclosure, which a client-side navigation would leave open.
 */
export async function SiteHeader({ site }: { site: Site }) {
  const header = site.config.navigation.header;
  const [models, formSetup] = await Promise.all([
    header.some((item) => item.dynamic === "models") ? listSiteModels((await getDatabase()).db, site) : [],
    loadLeadFormSetup(site),
  ]);
  const stockLinks = STOCK_LINKS.filter((link) => !link.carType || sellsCarType(site, link.carType));
  const items = header.map((item) => resolveItem(item, models, stockLinks));
  const phoneNumber = choosePhoneNumber(site.config);
  const phone = phoneNumber ? displayPhoneNumber(phoneNumber) : undefined;

  return (
    <header className="site-header">
      <div className="mx-auto flex min-h-16 max-w-7xl items-center gap-4 px-4 py-3 lg:min-h-[4.5rem]">
        <Link href="/" className="wordmark min-w-0 text-lg sm:text-2xl lg:text-[1.75rem]" aria-label={`${site.name} home`}>
          {site.config.theme.wordmark}
        </Link>

        <div className="ml-auto flex shrink-0 items-center gap-2 sm:gap-4">
          <ContactUsLink setup={formSetup} className="btn btn-outline min-h-11 shrink-0 px-3 text-sm [body:has([data-contact-page])_&]:hidden">
            <MailIcon />
            <span className="sr-only sm:not-sr-only">Contact Us</span>
          </ContactUsLink>

          {phone ? (
            <a href={phone.href} className="btn btn-accent hidden shrink-0 text-sm md:inline-flex">
              <PhoneIcon />
              <span>
                <span className="sr-only">Call </span>
                {phone.display}
              </span>
            </a>
          ) : null}

          <details className="shrink-0 lg:hidden">
            <summary className="btn btn-outline min-h-11 px-3 text-sm">
              <MenuIcon />
              Menu
            </summary>
            <nav aria-label="Main" className="dropdown-panel absolute inset-x-2 top-full z-40 mt-1 max-h-[80dvh] overflow-y-auto p-2">
              <MenuList items={items} layout="panel" />
              {phone ? (
                <a href={phone.href} className="btn btn-accent mt-2 w-full md:hidden">
                  <PhoneIcon />
                  Call {phone.display}
                </a>
              ) : null}
            </nav>
          </details>
        </div>
      </div>

      <div className="nav-row hidden lg:block">
        <nav aria-label="Main" className="mx-auto max-w-7xl px-2">
          <MenuList items={items} layout="bar" />
        </nav>
      </div>
    </header>
  );
}

function resolveItem(item: HeaderItem, models: SiteModel[], stockLinks: MenuLink[]): ResolvedItem {
  if (item.dynamic === "models") {
    return { label: item.label, href: item.href, groups: modelGroups(models), wide: true };
  }
  if (item.dynamic === "stock") {
    const overview = item.href ? [{ label: item.label, href: item.href }] : [];
    const links = [...overview, ...stockLinks.filter((link) => link.href !== item.href)];
    return { label: item.label, groups: [{ links }], wide: false };
  }
  if (item.children.length === 0) return { label: item.label, href: item.href, groups: [], wide: false };
  const overview = item.href ? [{ label: item.label, href: item.href }] : [];
  return { label: item.label, groups: [{ links: [...overview, ...item.children] }], wide: false };
}

/** Spec 001 §2: "Default order: Trucks, SUVs, Vans, People Movers, Performance"; other categories follow. */
const MODEL_CATEGORY_ORDER = ["Trucks", "SUVs", "Vans", "People Movers", "Performance"];

/** Models under each of their body categories (spec 001 §2), then the fixed extra entries. */
function modelGroups(models: SiteModel[]): MenuGroup[] {
  const byCategory = new Map<string, MenuLink[]>();
  for (const model of models) {
    const label = model.status === "coming_soon" ? `${model.name} (coming soon)` : model.name;
    for (const category of model.categories.length > 0 ? model.categories : ["Models"]) {
      byCategory.set(category, [...(byCategory.get(category) ?? []), { label, href: model.href }]);
    }
  }
  const rank = (category: string) => {
    const index = MODEL_CATEGORY_ORDER.indexOf(category);
    return index === -1 ? MODEL_CATEGORY_ORDER.length : index;
  };
  const groups = [...byCategory].sort(([a], [b]) => rank(a) - rank(b)).map(([heading, links]) => ({ heading, links }));
  return [...groups, { links: [{ label: "Our Stock", href: "/search/new-used-and-demo-cars" }, { label: "Contact Us", href: "/contact" }] }];
}

function MenuList({ items, layout }: { items: ResolvedItem[]; layout: "bar" | "panel" }) {
  const bar = layout === "bar";
  return (
    <ul className={bar ? "flex items-center gap-1" : "flex flex-col"}>
      {items.map((item) => (
        <li key={item.label} className={bar ? (isWide(item, bar) ? "" : "relative") : "border-b border-line last:border-b-0"}>
          {item.groups.length === 0 ? (
            <a href={item.href ?? "/"} className={bar ? "nav-item" : "menu-link py-3 font-semibold"}>
              {item.label}
            </a>
          ) : (
            <details name={`site-nav-${layout}`} className="group">
              <summary className={bar ? "nav-item" : "menu-link flex items-center justify-between py-3 font-semibold"}>
                {item.label}
                <Chevron />
              </summary>
              <MenuPanel item={item} bar={bar} />
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

function MenuPanel({ item, bar }: { item: ResolvedItem; bar: boolean }) {
  const wide = isWide(item, bar);
  // A wide (models) panel hangs from the whole header, centred; a narrow one from its own item.
  const position = !bar
    ? "pb-2 pl-3"
    : wide
      ? "dropdown-panel absolute top-full left-1/2 max-h-[calc(100dvh-9rem)] w-[min(60rem,calc(100vw-2rem))] -translate-x-1/2 overflow-y-auto p-4"
      : "dropdown-panel absolute top-full left-0 mt-2 min-w-56 p-3";
  return (
    <div className={position}>
      <div className={wide ? "grid grid-cols-4 gap-x-6 gap-y-5 [&_.menu-link]:py-1.5" : "flex flex-col gap-3"}>
        {item.groups.map((group, index) => (
          <div key={group.heading ?? `group-${index}`} className={wide && !group.heading ? "col-span-full border-t border-line pt-3 [&_ul]:flex [&_ul]:gap-2" : undefined}>
            {group.heading ? <p className="px-3 pb-1 text-xs font-bold tracking-wider text-ink-muted uppercase">{group.heading}</p> : null}
            <ul>
              {group.links.map((link) => (
                <li key={`${link.href}-${link.label}`}>
                  <a href={link.href} className="menu-link text-[0.9375rem]">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

function isWide(item: ResolvedItem, bar: boolean): boolean {
  return bar && item.wide && item.groups.length > 2;
}

function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 transition-transform group-open:rotate-180" fill="currentColor">
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
      <path d="M3 5h14v2H3zm0 4h14v2H3zm0 4h14v2H3z" />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <path d="M2 5.5A1.5 1.5 0 0 1 3.5 4h13A1.5 1.5 0 0 1 18 5.5v.3l-8 4.8-8-4.8v-.3Zm0 2.6V14.5A1.5 1.5 0 0 0 3.5 16h13a1.5 1.5 0 0 0 1.5-1.5V8.1l-7.5 4.5a1 1 0 0 1-1 0L2 8.1Z" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <path d="M2 3.5A1.5 1.5 0 0 1 3.5 2h2.1a1.5 1.5 0 0 1 1.46 1.14l.7 2.8a1.5 1.5 0 0 1-.43 1.45L6.1 8.6a11 11 0 0 0 5.3 5.3l1.2-1.23a1.5 1.5 0 0 1 1.45-.43l2.8.7A1.5 1.5 0 0 1 18 14.4v2.1a1.5 1.5 0 0 1-1.5 1.5H15C7.8 18 2 12.2 2 5V3.5Z" />
    </svg>
  );
}
