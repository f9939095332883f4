import type { LeadFormSetup } from "@/components/forms/lead-form-config";
import type { Database } from "@/db/client";
import { listSiteModels } from "@/db/queries/models";
import { listSitePageSlugs } from "@/db/queries/site-pages";
import { bodyFiltersInRange } from "@/domain/models/model-body-filter";
import type { SiteRouteAvailability } from "@/domain/navigation/link-availability";
import { buildSiteMenus, type SiteMenus } from "@/domain/navigation/site-menus";
import type { Site } from "@/domain/site/site";
import { spinCampaignPhase } from "@/domain/spin-to-win/spin-campaign";
import { loadLeadFormSetup } from "@/server/leads/lead-form-setup";
import { listShownOffers, siteToday } from "@/server/offers/site-offers";

/** What every page of a site wraps its content in: the header's and footer's menus and the Contact Us form's setup. */
export type SiteChrome = { menus: SiteMenus; contactForm: LeadFormSetup };

/** Which of the pages that depend on the site's data it has today. */
async function loadRouteAvailability(db: Database, site: Site, now: Date) {
  const [models, pageSlugs, offers] = await Promise.all([listSiteModels(db, site), listSitePageSlugs(db, site), listShownOffers(db, site, now)]);
  const availability: SiteRouteAvailability = {
    contentPages: new Set(pageSlugs),
    modelFilters: new Set(bodyFiltersInRange(models)),
    hasModels: models.length > 0,
    hasOffers: offers.length > 0,
    hasOnlinePayment: site.config.onlinePayment.enabled,
    hasSpinToWin: site.config.spinToWin !== null && spinCampaignPhase(site.config.spinToWin, siteToday(site, now)) === "open",
  };
  return { models, availability };
}

export async function loadSiteMenus(db: Database, site: Site, now: Date): Promise<SiteMenus> {
  const { models, availability } = await loadRouteAvailability(db, site, now);
  return buildSiteMenus({ config: site.config, models, availability });
}

export async function loadSiteChrome(db: Database, site: Site, now: Date): Promise<SiteChrome> {
  const [menus, contactForm] = await Promise.all([loadSiteMenus(db, site, now), loadLeadFormSetup(db, site)]);
  return { menus, contactForm };
}
