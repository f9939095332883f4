/**
 * What the audit checks. To put a new page type under every gate, add one entry to AUDIT_PAGES;
 * to check another dialog or menu with axe, add one entry to AUDIT_INTERACTIONS.
 *
 * Sites: the audit checks one demo site per site template (the first site of each template, by id),
 * so every template's layout goes through axe and the HTML checker in both viewports. Lighthouse
 * runs on the sites of LIGHTHOUSE_TEMPLATES only (three runs per page cost about a minute per site).
 */
import type { Locator, Page } from "@playwright/test";
import type { Template } from "../../src/domain/site/site-config-schema";

export type PageKind = "home" | "search" | "vehicle" | "compare" | "form" | "location" | "locations" | "contact" | "models" | "model" | "offers" | "offer" | "content" | "careers" | "brand" | "workspace";

/** What a page path may be worked out from: the site's home page HTML and its sitemap. */
export type DiscoveryContext = {
  siteSlug: string;
  /** GET a path on this site; resolves to the body (throws on a non-2xx status). */
  fetchText(path: string): Promise<string>;
};

export type AuditPage = {
  kind: PageKind;
  /** A fixed path, or how to find one on each site (e.g. a vehicle's slug). */
  path: string | ((ctx: DiscoveryContext) => Promise<string>);
  /** Check this page with Lighthouse on the LIGHTHOUSE_TEMPLATES sites (true for every page type). */
  lighthouse: boolean;
  /**
   * Check it only on these templates' sites (default: every template). A page whose layout the
   * template does not change pays for two templates, not five: each axe state costs seconds.
   */
  templates?: readonly Template[];
  /** Open its AUDIT_INTERACTIONS too (default); false for a second page of a kind whose dialogs the first already opens. */
  interactions?: false;
};

/** Two templates far apart in layout and theme, for page types that need not be checked on all five. */
export const TWO_TEMPLATES: readonly Template[] = ["manufacturer", "outdoor"];

export const LIGHTHOUSE_TEMPLATES: readonly Template[] = ["manufacturer", "outdoor"];

/** The first vehicle linked from the home page, else the first vehicle in the sitemap. */
async function firstVehiclePath(ctx: DiscoveryContext): Promise<string> {
  const home = await ctx.fetchText("/");
  const link = /href="(\/cars\/[^"?#/]+)"/.exec(home);
  if (link) return link[1]!;
  const sitemap = await ctx.fetchText("/sitemap.xml");
  const loc = /<loc>https?:\/\/[^/<]+(\/cars\/[^<]+)<\/loc>/.exec(sitemap);
  if (loc) return loc[1]!;
  throw new Error(`No vehicle found on ${ctx.siteSlug}: neither the home page nor /sitemap.xml links to /cars/{slug}`);
}

/** The first location listed on /dealerships, read from the page's AutoDealer JSON-LD (each names its page's URL). */
async function firstLocationPath(ctx: DiscoveryContext): Promise<string> {
  const page = await ctx.fetchText("/dealerships");
  const url = /"@type":"AutoDealer"[^}]*?"url":"https?:\/\/[^"/]+(\/locations\/[^"]+)"/.exec(page);
  if (url) return url[1]!;
  throw new Error(`No location found on ${ctx.siteSlug}: /dealerships lists no AutoDealer with a /locations/{slug} URL`);
}

/** The first same-site link in the page's <main> whose path matches, else an error naming the page. */
async function firstLinkIn(ctx: DiscoveryContext, page: string, pattern: RegExp): Promise<string> {
  const html = await ctx.fetchText(page);
  const main = html.slice(html.indexOf("<main"));
  for (const match of main.matchAll(/href="(\/[^"#]*)"/g)) if (pattern.test(match[1]!)) return match[1]!.replace(/&amp;/g, "&");
  throw new Error(`No link matching ${pattern} in the main content of ${ctx.siteSlug}${page}`);
}

/** A model page: the first model card's Explore link on /models (a one-segment path; overrides lead elsewhere). */
const firstModelPath = (ctx: DiscoveryContext) => firstLinkIn(ctx, "/models", /^\/(?!models\b)[a-z0-9-]+$/);
const firstOfferPath = (ctx: DiscoveryContext) => firstLinkIn(ctx, "/special-offers", /^\/offers\/[^?]+$/);

/** The first brand overview (spec 000 §2 `/{brand}/overview`) the site's sitemap lists. */
async function firstBrandOverviewPath(ctx: DiscoveryContext): Promise<string> {
  const sitemap = await ctx.fetchText("/sitemap.xml");
  const loc = /<loc>https?:\/\/[^/<]+(\/[a-z0-9-]+\/overview)<\/loc>/.exec(sitemap);
  if (loc) return loc[1]!;
  throw new Error(`No brand overview in ${ctx.siteSlug}'s /sitemap.xml`);
}

/** A vehicle linked from the home page that offers the drive-away estimate, with the NSW breakdown shown (issue 18). */
async function driveAwayVehiclePath(ctx: DiscoveryContext): Promise<string> {
  const home = await ctx.fetchText("/");
  for (const [, path] of home.matchAll(/href="(\/cars\/[^"?#/]+)"/g)) {
    if ((await ctx.fetchText(path!)).includes('id="drive-away"')) return `${path}?postcode=2000`;
  }
  throw new Error(`No vehicle linked from ${ctx.siteSlug}'s home page offers the drive-away estimate`);
}

/** The compare page (issue 35 §1) with the site's three newest cars in stock, differing rows marked. */
async function comparePagePath(ctx: DiscoveryContext): Promise<string> {
  const { hits } = JSON.parse(await ctx.fetchText("/api/search?sortBy=latest")) as { hits: { id: number; status: string }[] };
  const ids = hits.filter((hit) => hit.status === "in_stock").slice(0, 3).map((hit) => hit.id);
  if (ids.length === 0) throw new Error(`No car in stock on ${ctx.siteSlug} to compare`);
  return `/compare?cars=${ids.join(",")}`;
}

export const AUDIT_PAGES: readonly AuditPage[] = [
  { kind: "home", path: "/", lighthouse: true },
  { kind: "vehicle", path: firstVehiclePath, lighthouse: true },
  // Motorcycles and caravans have no drive-away estimate: two car dealers' templates.
  { kind: "vehicle", path: driveAwayVehiclePath, lighthouse: false, templates: ["manufacturer", "metro-group"], interactions: false },

  // The comparison's table (issue 35 §1) is one layout on every template: two far apart, as for locations.
  { kind: "compare", path: comparePagePath, lighthouse: false, templates: TWO_TEMPLATES },

  // ── Search results pages ──
  { kind: "search", path: "/search/new-used-and-demo-cars", lighthouse: true },
  { kind: "search", path: "/search/used-cars?price_max=50000&sortBy=price-asc", lighthouse: false },

  // ── Form pages ──
  { kind: "form", path: "/finance", lighthouse: true },

  // ── Locations (spec 001 §2): a location page, the list of them, and the contact page with its location block ──
  { kind: "location", path: firstLocationPath, lighthouse: true, templates: TWO_TEMPLATES },
  { kind: "locations", path: "/dealerships", lighthouse: false, templates: TWO_TEMPLATES },
  // The dealer locator (spec 000 §2) answering a postcode: distances and open-now badges on every card.
  { kind: "locations", path: "/dealer-locator?near=4000", lighthouse: false, templates: TWO_TEMPLATES },
  // Every template: each demo site shows its own form of the location block here (tabs, list, card, grid).
  { kind: "contact", path: "/contact", lighthouse: false },
  // ── Models, offers and content pages (issue 13), each on two templates ──
  { kind: "models", path: "/models?body=suv", lighthouse: false, templates: ["manufacturer", "metro-group"] },
  { kind: "model", path: firstModelPath, lighthouse: false, templates: ["manufacturer", "outdoor"] },
  { kind: "offers", path: "/special-offers", lighthouse: false, templates: ["manufacturer", "group-portal"] },
  { kind: "offer", path: firstOfferPath, lighthouse: false, templates: ["metro-group", "outdoor"] },
  { kind: "content", path: "/warranty", lighthouse: false, templates: ["manufacturer", "used-specialist"] },
  { kind: "careers", path: "/careers", lighthouse: false, templates: ["group-portal", "outdoor"] },
  // ── Reviews, the brands directory and the site's test drive form ──
  { kind: "form", path: "/book-test-drive", lighthouse: false, templates: TWO_TEMPLATES },
  { kind: "form", path: "/reviews/new", lighthouse: false, templates: TWO_TEMPLATES },
  // The instant trade-in estimate's answer (issue 35 §5): a range with its table of comparables or, where the audit's smaller demo has too few, why there is none.
  { kind: "form", path: "/trade-in?trade_in_make=Toyota&trade_in_model=HiLux&trade_in_year=2022&kms=50000&trade_in_condition=good&postcode=2300", lighthouse: false, templates: ["manufacturer", "used-specialist"] },
  // Phone sign-in (issue 14): the phone step; the code step is held to axe by tests/e2e/sign-in.spec.ts.
  { kind: "form", path: "/sign-in?type=watchlist&redirect=%2F&back=%2F", lighthouse: false, templates: TWO_TEMPLATES },
  // Online payment (decision 025) is gated: signed out it redirects to sign-in (issue 32 §10), so tests/e2e/online-payment.spec.ts checks it signed in.

  // ── Content pages ──
  { kind: "content", path: "/reviews", lighthouse: false, templates: TWO_TEMPLATES },
  // Group sites only: the other templates' demo sites have no brands directory.
  { kind: "content", path: "/brands", lighthouse: false, templates: ["metro-group", "group-portal"] },
  // A manufacturer's page (spec 000 §2): a franchise dealer's one make, and one of a group's; a used-car yard sells none.
  { kind: "brand", path: firstBrandOverviewPath, lighthouse: false, templates: ["manufacturer", "metro-group"] },
];

/**
 * The dealer workspace's pages (decision 030), on its own host, each checked once by axe (both viewports), the Nu
 * Html Checker and the JS table; signed out only the sign-in page, which the security headers check too. The others
 * as WORKSPACE_AUDIT_STAFF, through a session the audit starts in the demo database (a test-only fixture): the
 * ceremony itself is tests/e2e/workspace-sign-in*.spec.ts's. Add each new workspace page here.
 */
export type WorkspaceAuditPage = { path: string; signedIn: boolean };

export const WORKSPACE_AUDIT_STAFF = "owner@metro-motor-group.example";
/** The site the audit sends its one lead to (`submitAuditLead`), in WORKSPACE_AUDIT_STAFF's group; `{lead}` in a path is its id. */
export const WORKSPACE_AUDIT_LEAD_SITE = "metro-motor-group";

export const WORKSPACE_AUDIT_PAGES: readonly WorkspaceAuditPage[] = [
  { path: "/sign-in", signedIn: false },
  { path: "/", signedIn: true },
  { path: "/leads/{lead}", signedIn: true },
  { path: "/users", signedIn: true },
  { path: "/audit-log", signedIn: true },
  { path: "/account", signedIn: true },
  { path: "/reports", signedIn: true },
  { path: "/routing", signedIn: true },
  { path: "/trade-in", signedIn: true },
  // A car's page (/stock/{id}) is checked by axe in tests/e2e/workspace-stock.spec.ts, the price-change preview
  // (/stock/price-change?car=…, for cars the audit cannot name ahead) by axe and the Nu checker in tests/e2e/workspace-bulk-price.spec.ts.
  { path: "/stock", signedIn: true },
  { path: "/reviews", signedIn: true },
  { path: "/locations", signedIn: true },
  // A page's editor (/pages/{id}) is checked by axe and the Nu Html Checker in tests/e2e/workspace-content-pages.spec.ts.
  { path: "/pages", signedIn: true },
];

/**
 * States axe checks beside each page as loaded: open dialogs and menus. The audit clicks the first
 * visible `trigger`, waits for `opened` to be visible, then runs axe on what opened (`scope`): the rest of the
 * page was checked as loaded. It then closes it with Escape, or loads the page again when that does not close it.
 *
 * A missing trigger fails the audit (a renamed button must not silently skip a check), except for
 * an interaction marked `pending` — a component not built yet: it is checked as soon as its trigger
 * appears, and shown as "pending" until then. Remove `pending` when the component ships.
 */
export type AuditInteraction = {
  name: string;
  kind: PageKind;
  viewport: "phone" | "desktop" | "both";
  trigger(page: Page): Locator;
  opened(page: Page): Locator;
  /** CSS selector of what opened, the part axe checks. */
  scope: string;
  pending?: string;
  /** Only on these templates' sites (a menu only some navigations have). */
  templates?: readonly Template[];
};

const DIALOG = 'dialog[open], [role="dialog"], [role="alertdialog"]';
const openDialog = (page: Page) => page.locator(DIALOG).filter({ visible: true });

export const AUDIT_INTERACTIONS: readonly AuditInteraction[] = [
  {
    name: "mobile menu",
    kind: "home",
    viewport: "phone",
    // The header's "Menu" button opens the menu as a popover (no script).
    trigger: (page) => page.locator("header").locator("button, summary").filter({ hasText: /^\s*menu\s*$/i, visible: true }),
    opened: (page) => page.locator("header nav:popover-open"),
    scope: "header nav:popover-open",
  },
  {
    name: "models mega-menu",
    kind: "home",
    viewport: "desktop",
    templates: ["manufacturer"],
    trigger: (page) => page.locator("header nav summary").filter({ hasText: /^\s*vehicles\s*$/i, visible: true }),
    opened: (page) => page.locator("header details[open] > .site-menu-panel").filter({ visible: true }),
    scope: "header details[open] > .site-menu-panel",
  },
  {
    name: "fullscreen gallery",
    kind: "vehicle",
    viewport: "both",
    trigger: (page) => page.locator("main").getByRole("button", { name: /(view|open|show).*(photo|image|gallery)|full ?screen|enlarge/i }),
    opened: openDialog,
    scope: DIALOG,
  },
  {
    name: "delivery estimate",
    kind: "vehicle",
    viewport: "both",
    trigger: (page) => page.locator("main").getByRole("button", { name: "Estimate delivery" }),
    opened: openDialog,
    scope: DIALOG,
  },
  {
    name: "holiday hours",
    kind: "location",
    viewport: "both",
    trigger: (page) => page.locator("main").getByRole("button", { name: "Holiday hours" }),
    opened: openDialog,
    scope: DIALOG,
  },
  {
    name: "enquiry form",
    kind: "vehicle",
    viewport: "both",
    trigger: (page) => page.locator("main").getByRole("button", { name: /^enquire/i }),
    opened: openDialog,
    scope: DIALOG,
  },
];

/** Playwright context options for each viewport axe and the HTML checker see. */
export const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;
