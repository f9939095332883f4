import type { CarSummary } from "@/domain/car/car";
import type { OfferView } from "@/domain/offers/offer-view";
import type { SiteModel } from "./model";

/** What a model page shows (spec 001 §2), loaded by the server. */
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
