import type { Database } from "@/db/client";
import { countSiteStock, listLatestSiteCars } from "@/db/queries/cars";
import { EMPTY_STOCK_SUMMARY } from "@/domain/car/stock-summary";
import { listSiteSlides } from "@/db/queries/slides";
import { salesThisMonth } from "@/domain/sales/sales-counter";
import type { HomeBlockType } from "@/domain/site/home-blocks";
import type { HomePageData } from "@/domain/site/home-page-data";
import type { Site } from "@/domain/site/site";
import { loadShownPosts } from "@/server/content/site-posts";
import { loadBudgetOptions } from "@/server/finance/budget-options";
import { loadLocationBlock } from "@/server/locations/location-pages";
import { toOfferView } from "@/server/offers/offer-view";
import { listShownOffers } from "@/server/offers/site-offers";
import { loadSiteReviews } from "@/server/reviews/site-reviews";

const LATEST_CARS = 24;
const HOME_OFFERS = 3;

export async function loadHomePage(db: Database, site: Site, now: Date): Promise<HomePageData> {
  const on = new Set<HomeBlockType>(site.config.homeBlocks.map((b) => b.type));
  const needsCars = on.has("hero") || on.has("latestCars");
  const [stock, latestCars, slides, reviews, offers, locations, posts, budgetOptions] = await Promise.all([
    on.has("hero") ? countSiteStock(db, site, now) : EMPTY_STOCK_SUMMARY,
    needsCars ? listLatestSiteCars(db, site, { limit: on.has("latestCars") ? LATEST_CARS : 1, now }) : [],
    on.has("promotionSlider") ? listSiteSlides(db, site) : [],
    on.has("reviews") ? loadSiteReviews(db, site) : null,
    on.has("offers") ? listShownOffers(db, site, now) : [],
    on.has("locations") ? loadLocationBlock(db, site, now) : null,
    on.has("facebookPosts") ? loadShownPosts(db, site) : [],
    on.has("budgetSearch") ? loadBudgetOptions(site) : null,
  ]);
  return {
    stock, latestCars, slides, reviews, locations, posts, budgetOptions, salesThisMonth: salesThisMonth(now),
    offers: { shown: offers.slice(0, HOME_OFFERS).map((offer) => toOfferView(offer, site)), total: offers.length },
  };
}
