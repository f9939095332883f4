import type { EnquiryStatusView } from "@/domain/leads/enquiry-status-view";
import type { PriceDisplay } from "@/domain/pricing/price-display";
import type { AlertEmailStatus } from "./email-confirmation";
import type { WatchedCarState } from "./watchlist-rules";

export type WatchedCarView = { id: number; name: string; href: string; imageUrl: string | null; price: PriceDisplay; priceType: string | null; state: WatchedCarState };

/** What `/my-garage` shows: the watched cars, the shopper's enquiries, the alerts settings and a notice after a form. */
export type GarageView = {
  watched: WatchedCarView[];
  enquiries: (EnquiryStatusView & { statusPath: string | null })[];
  alertsOn: boolean;
  /** The address alerts also go to once confirmed and where its confirmation stands (null without one), and the e-mail form's error after a refused address. */
  alertEmail: { address: string | null; status: AlertEmailStatus | null; error: string | null };
  notice: { title: string; text: string; back: string | null } | null;
};
