import type { CarDetail } from "@/domain/car/car";
import type { DisplayPhone } from "@/domain/phone/phone-number";
import type { PriceDisplay } from "@/domain/pricing/price-display";
import type { VehiclePriceHistory } from "./price-history";
import type { SpecLine } from "./spec-sheet";
import type { ButtonOption } from "./vehicle-buttons";
import type { VehicleMedia } from "./vehicle-media";

export type VehicleAddress = { name: string; street: string; city: string; state: string; postcode: string; placeUrl: string | null; phone: string | null };

/** What the vehicle page needs beyond `CarDetail`: media, checkout, history report, the car's and the dealership's primary location. */
export type VehiclePageExtras = {
  media: VehicleMedia;
  checkoutEnabled: boolean;
  /** The processors that may take this car's deposit (spec 001 §3 payment_processors), and its own deposit. */
  paymentProcessors: unknown;
  reserveDeposit: number | null;
  historyReportUrl: string | null;
  updatedAt: Date;
  location: VehicleAddress | null;
  primaryLocation: VehicleAddress | null;
  /** Views counted by this site's pages, on top of the feed's `views`. */
  pageViews: number;
};

/** Everything the vehicle page, the print page and the brochure show, decided once on the server. */
export type VehiclePageModel = {
  car: CarDetail;
  extras: VehiclePageExtras;
  inStock: boolean;
  price: PriceDisplay;
  phone: DisplayPhone | null;
  subtitle: string;
  /** Sanitised HTML, one entry per paragraph. */
  commentsHtml: string[];
  commentsText: string;
  commentsPending: boolean;
  commentsCollapse: boolean;
  keyInformation: SpecLine[];
  specifications: SpecLine[];
  regoExpiry: string | null;
  /** The site finances this car (`offersFinance`): the calculator, estimate and Get Finance buttons show. */
  financeOffered: boolean;
  /** $/wk on the sample loan, where the site finances this car. */
  weeklyEstimate: number | null;
  /** The site's configured buttons that apply to this car (spec 000 §5), in the site's order. */
  buttons: ButtonOption[];
  /** The reservation deposit (the car's, else the site's) and whether it is paid online (payment_processors and the site's provider). */
  reserve: { amount: number; online: boolean };
  /** Days listed and price changes, on sites with `priceHistory`. */
  priceHistory: VehiclePriceHistory | null;
};
