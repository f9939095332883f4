import type { BudgetOption } from "@/domain/budget/budget-search";
import type { CarSummary } from "@/domain/car/car";
import type { SitePost } from "@/domain/content/site-posts";
import type { StockSummary } from "@/domain/car/stock-summary";
import type { Slide } from "@/domain/content/slide";
import type { LocationBlockModel } from "@/domain/locations/location-set";
import type { OfferView } from "@/domain/offers/offer-view";
import type { SiteReviews } from "@/domain/reviews/site-reviews";

/** What the site's home blocks show; each part is loaded only when one of its blocks is switched on. */
export type HomePageData = {
  stock: StockSummary;
  latestCars: CarSummary[];
  slides: Slide[];
  reviews: SiteReviews | null;
  salesThisMonth: number;
  offers: { shown: OfferView[]; total: number };
  locations: LocationBlockModel | null;
  posts: SitePost[];
  /** The budget search's body types and prices; null when its block is off or the search failed. */
  budgetOptions: BudgetOption[] | null;
};
