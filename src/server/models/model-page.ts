import type { Database } from "@/db/client";
import { listSiteModelCars } from "@/db/queries/cars";
import type { SiteModel } from "@/domain/models/model";
import type { ModelPageData } from "@/domain/models/model-page";
import { searchHref } from "@/domain/search/search-route";
import type { Site } from "@/domain/site/site";
import { toOfferView } from "@/server/offers/offer-view";
import { listShownOffers } from "@/server/offers/site-offers";

/** Cars a model page shows before its link to the full search. */
export const MODEL_PAGE_CARS = 8;

export async function loadModelPage(db: Database, site: Site, model: SiteModel, now: Date): Promise<ModelPageData> {
  const [stock, offers] = await Promise.all([
    listSiteModelCars(db, site, { make: model.manufacturerName, model: model.name, limit: MODEL_PAGE_CARS, now }),
    listShownOffers(db, site, now),
  ]);
  return {
    model,
    cars: stock.cars,
    carCount: stock.total,
    stockHref: searchHref({ make: [model.manufacturerName], model: [model.name] }),
    offers: offers.filter((offer) => offer.model?.id === model.id).map((offer) => toOfferView(offer, site)),
  };
}
