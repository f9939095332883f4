import type { Database } from "@/db/client";
import { areAlertsStopped } from "@/db/queries/watch-alerts";
import { listWatchedCars } from "@/db/queries/watchlist";
import { findSiteCarsByIds } from "@/db/queries/search-index";
import { priceDisplay, type PriceDisplay } from "@/domain/pricing/price-display";
import type { Site } from "@/domain/site/site";
import { garageNoticeText, type GarageNotice } from "@/domain/watchlist/garage-notice";
import { watchedCarState, type WatchedCarState } from "@/domain/watchlist/watchlist-rules";
import { loadShopperEnquiries, type EnquiryStatusView } from "@/server/leads/enquiry-status-page";
import type { Shopper } from "./watchlist-service";

export type WatchedCarView = { id: number; name: string; href: string; imageUrl: string | null; price: PriceDisplay; priceType: string | null; state: WatchedCarState };
export type GarageView = {
  watched: WatchedCarView[];
  enquiries: (EnquiryStatusView & { statusPath: string | null })[];
  alertsOn: boolean;
  notice: { title: string; text: string; back: string | null } | null;
};

/** `/my-garage` (issue 14): the shopper's watchlist with each car's state, their enquiries with their progress, the alerts switch. */
export async function loadGarage(db: Database, site: Site, shopper: Shopper, notice: GarageNotice | null): Promise<GarageView> {
  const [cars, enquiries, stopped] = await Promise.all([
    listWatchedCars(db, site, shopper.userId),
    loadShopperEnquiries(db, site, shopper.phone),
    areAlertsStopped(db, site, shopper.userId),
  ]);
  const watched = cars.map(({ car, savedPrice }) => ({
    id: car.id, name: car.name, href: `/cars/${car.slug}`, imageUrl: car.primaryImageUrl, price: priceDisplay(car, site.config), priceType: car.priceType,
    state: watchedCarState({ savedPrice, price: car.price, status: car.status, reserved: car.reserved }),
  }));
  return { watched, enquiries, alertsOn: !stopped, notice: notice ? await noticeView(db, site, notice) : null };
}

async function noticeView(db: Database, site: Site, notice: GarageNotice): Promise<GarageView["notice"]> {
  const carName = "carId" in notice ? ((await findSiteCarsByIds(db, site, [notice.carId]))[0]?.name ?? null) : null;
  return { ...garageNoticeText(notice, carName), back: "back" in notice ? notice.back : null };
}
