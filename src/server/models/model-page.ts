import type { Database } from "@/db/client";
import { listSiteModelCars } from "@/db/queries/cars";
import type { CarSummary } from "@/domain/car/car";
import type { SiteModel } from "@/domain/models/model";
import { searchHref } from "@/domain/search/search-route";
import type { Site } from "@/domain/site/site";
import type { OfferView } from "@/domain/offers/offer-view";
import { toOfferView } from "@/server/offers/offer-view";
import { listShownOffers } from "@/server/offers/site-offers";

/** Cars a model page shows before its link to the full search. */
export const MODEL_PAGE_CARS = 8;

export type ModelPageData = {
  model: SiteModel;
  /** The newest in-stock cars of the model, and how many there are in all. */
  cars: CarSummary[];
  carCount: number;
  /** The search of this model's stock (spec 001 §2: a model page links to its search). */
  stockHref: string;
  /** The offers on this model that the site shows now. */
  offers: OfferView[];
};

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
