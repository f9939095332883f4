import { isContentPageSlug } from "@/domain/content/content-pages";
import { isModelBodyFilter, type ModelBodyFilter } from "@/domain/models/model-body-filter";
import { ONLINE_PAYMENT_PATH } from "@/domain/online-payments/online-payment-paths";

/** What a site has of the pages whose existence depends on its data. */
export type SiteRouteAvailability = {
  /** The content pages the site has written. */
  contentPages: ReadonlySet<string>;
  /** The /models body filters that select at least one model. */
  modelFilters: ReadonlySet<ModelBodyFilter>;
  hasModels: boolean;
  /** Whether any offer shows on the site today. */
  hasOffers: boolean;
  /** Whether the site's configuration offers /online-payment (decision 025). */
  hasOnlinePayment: boolean;
  /** Whether the site's prize wheel (/spin-to-win) takes spins today. */
  hasSpinToWin: boolean;
  /** The slugs of the makes the site sells, each with its /{brand}/overview page. */
  brandOverviews: ReadonlySet<string>;
};

const BRAND_OVERVIEW_PATH = /^\/([^/]+)\/overview$/;

/**
 * Issue 13: "A link to a page that does not apply to a site is left out of that site's menus, not left to 404."
 * Links to pages that exist on every site (search, finance, forms) are always available.
 */
export function isLinkAvailable(href: string, availability: SiteRouteAvailability): boolean {
  if (!href.startsWith("/") || href.startsWith("//")) return true;
  const url = new URL(href, "http://site.invalid");
  const path = url.pathname.replace(/\/+$/, "") || "/";
  if (path === "/models") {
    const body = url.searchParams.get("body");
    if (body === null) return availability.hasModels;
    return isModelBodyFilter(body) && availability.modelFilters.has(body);
  }
  if (path === "/special-offers") return availability.hasOffers;
  if (path === ONLINE_PAYMENT_PATH) return availability.hasOnlinePayment;
  if (path === "/spin-to-win") return availability.hasSpinToWin;
  const brand = BRAND_OVERVIEW_PATH.exec(path)?.[1];
  if (brand !== undefined) return availability.brandOverviews.has(brand);
  const slug = path.slice(1);
  if (isContentPageSlug(slug)) return availability.contentPages.has(slug);
  return true;
}
