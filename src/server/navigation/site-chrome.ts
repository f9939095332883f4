import type { LeadFormSetup } from "@/domain/leads/lead-form-config";
import type { Database } from "@/db/client";
import { listSiteModels } from "@/db/queries/models";
import { listSiteOffers } from "@/db/queries/offers";
import { listSitePageSlugs } from "@/db/queries/site-pages";
import { bodyFiltersInRange } from "@/domain/models/model-body-filter";
import type { SiteRouteAvailability } from "@/domain/navigation/link-availability";
import { buildSiteMenus, type SiteMenus } from "@/domain/navigation/site-menus";
import { choosePhoneNumber, displayPhoneNumber, type DisplayPhone } from "@/domain/phone/phone-number";
import { siteToday } from "@/domain/site/calendar-date";
import type { Site } from "@/domain/site/site";
import { spinCampaignPhase } from "@/domain/spin-to-win/spin-campaign";
import { listSiteBrands } from "@/server/brands/brand-overview";
import { loadLeadFormSetup } from "@/server/leads/lead-form-setup";
import { shownOffers } from "@/server/offers/site-offers";
import { memoisePerSiteRecord } from "@/server/tenancy/site-record-memo";

/** What every page of a site wraps its content in: the header's and footer's menus, the Contact Us form's setup and the header's phone number. */
export type SiteChrome = { menus: SiteMenus; contactForm: LeadFormSetup; phone: DisplayPhone | null };

/** What the chrome is made of: the site's content, read (and its phone number formatted) once per site record rather than on every page. */
const readChromeContent = memoisePerSiteRecord(async (db, site) => {
  const [models, pageSlugs, offers, contactForm] = await Promise.all([listSiteModels(db, site), listSitePageSlugs(db, site), listSiteOffers(db, site), loadLeadFormSetup(db, site)]);
  const phoneNumber = choosePhoneNumber(site.config);
  return { models, pageSlugs, offers, contactForm, phone: phoneNumber ? displayPhoneNumber(phoneNumber) : null };
});

/** Which of the pages that depend on the site's data it has on the day `today` (yyyy-mm-dd, the site's date). */
async function loadRouteAvailability(db: Database, site: Site, today: string) {
  const [{ models, pageSlugs, offers }, brands] = await Promise.all([readChromeContent(db, site), listSiteBrands(db, site)]);
  const availability: SiteRouteAvailability = {
    contentPages: new Set(pageSlugs),
    modelFilters: new Set(bodyFiltersInRange(models)),
    hasModels: models.length > 0,
    hasOffers: shownOffers(site, offers, today).length > 0,
    hasOnlinePayment: site.config.onlinePayment.enabled,
    hasSpinToWin: site.config.spinToWin !== null && spinCampaignPhase(site.config.spinToWin, today) === "open",
    brandOverviews: new Set(brands.map((brand) => brand.slug)),
  };
  return { models, availability };
}

/** Menus follow the site's record and its date (offers and the spin campaign by the day): built once per record and day. */
const builtMenus = new WeakMap<Site, { today: string; menus: SiteMenus }>();

export async function loadSiteMenus(db: Database, site: Site, now: Date): Promise<SiteMenus> {
  const today = siteToday(site, now);
  const built = builtMenus.get(site);
  if (built?.today === today) return built.menus;
  const { models, availability } = await loadRouteAvailability(db, site, today);
  const menus = buildSiteMenus({ config: site.config, models, availability });
  builtMenus.set(site, { today, menus });
  return menus;
}

export async function loadSiteChrome(db: Database, site: Site, now: Date): Promise<SiteChrome> {
  const [menus, { contactForm, phone }] = await Promise.all([loadSiteMenus(db, site, now), readChromeContent(db, site)]);
  return { menus, contactForm, phone };
}
