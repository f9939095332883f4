import type { CarSummary } from "@/domain/car/car";
import { offersFinance } from "@/domain/finance/finance-eligibility";
import { weeklyFinanceEstimate } from "@/domain/finance/weekly-estimate";
import { formatWholeNumber } from "@/domain/pricing/format-dollars";
import { priceDisplay, type PriceDisplay } from "@/domain/pricing/price-display";
import type { SiteConfig } from "@/domain/site/site-config-schema";
import { cardActions, type CardAction } from "./card-actions";
import { cardTag, type CardTag } from "./card-tag";
import { showsFavourite } from "./favourites";

/** What a result card shows of a car, decided for the site: the card renders this and nothing else. */
export type CarCardView = {
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  imageUrl: string | null;
  /** Year, kilometres, transmission and fuel, as one line. */
  facts: string;
  location: string | null;
  tag: { text: string; tone?: "sold" | "certified" } | null;
  price: PriceDisplay;
  priceType: string | null;
  /** Null where no estimate is shown: the site does not finance this car (`offersFinance`), or it is sold. */
  weeklyEstimate: number | null;
  /** Null where the site does not show view counts, or nobody has looked yet. */
  views: number | null;
  favourite: boolean;
  /** Spec 000 §2 "buttons": Enquire Now and Get Finance, or Find Me Something Similar for a car not in stock. */
  actions: CardAction[];
};

export type CarCardConfig = Pick<
  SiteConfig,
  | "offersSubscriptions"
  | "noPriceText"
  | "showFuelTags"
  | "certifiedFeature"
  | "soldTagText"
  | "justArrivedDays"
  | "financeProvider"
  | "excludedFinanceDealerships"
  | "defaultInterestRate"
  | "strictFavourites"
  | "showViewCount"
  | "similarCarsButtonText"
>;

const TAG_TEXT: Record<Exclude<CardTag["kind"], "sold" | "fuel" | "custom">, string> = {
  reserved: "RESERVED",
  certified: "Toyota Certified",
  "coming-soon": "COMING SOON",
  "just-arrived": "Just arrived",
};

/** Spec 000 §4 card tag as shown: the sold tag in black so it never reads as an offer. */
function tagView(tag: CardTag | null): CarCardView["tag"] {
  if (!tag) return null;
  if (tag.kind === "sold") return { text: tag.text, tone: "sold" };
  if (tag.kind === "certified") return { text: TAG_TEXT.certified, tone: "certified" };
  return { text: tag.kind === "fuel" || tag.kind === "custom" ? tag.text : TAG_TEXT[tag.kind] };
}

/** The card of `car` on this site at `now` (tags such as 'just arrived' are judged against it). */
export function carCardView(car: CarSummary, config: CarCardConfig, now: Date): CarCardView {
  const tag = cardTag(car, { ...config, now });
  const financeOffered = offersFinance(car, config, now);
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    make: car.make,
    model: car.model,
    imageUrl: car.primaryImageUrl,
    facts: [String(car.year), `${formatWholeNumber(car.km)} km`, car.transmission, car.fuel].filter(Boolean).join(" · "),
    location: car.locationName || car.city || null,
    tag: tagView(tag),
    price: priceDisplay(car, config),
    priceType: car.priceType,
    weeklyEstimate: financeOffered ? weeklyFinanceEstimate(car.price, config.defaultInterestRate) : null,
    views: config.showViewCount && car.views > 0 ? car.views : null,
    favourite: showsFavourite({ ...car, hasImage: Boolean(car.primaryImageUrl) }, config.strictFavourites),
    actions: cardActions(car, { financeOffered, similarCarsText: config.similarCarsButtonText }),
  };
}
