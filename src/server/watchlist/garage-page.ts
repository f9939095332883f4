import type { Database } from "@/db/client";
import { findLatestEmailConfirmation } from "@/db/queries/email-confirmations";
import { findShopperAddress } from "@/db/queries/shopper-email";
import { areAlertsStopped } from "@/db/queries/watch-alerts";
import { listWatchedCars } from "@/db/queries/watchlist";
import { findSiteCarsByIds } from "@/db/queries/search-index";
import { priceDisplay } from "@/domain/pricing/price-display";
import type { Site } from "@/domain/site/site";
import { vehiclePath } from "@/domain/vehicle/vehicle-path";
import { alertEmailStatus } from "@/domain/watchlist/email-confirmation";
import { garageNoticeText, type GarageNotice } from "@/domain/watchlist/garage-notice";
import type { GarageView } from "@/domain/watchlist/garage-view";
import { watchedCarState } from "@/domain/watchlist/watchlist-rules";
import { loadShopperEnquiries } from "@/server/leads/enquiry-status-page";
import type { Shopper } from "./watchlist-service";

/** `/my-garage` (issue 14): the shopper's watchlist with each car's state, their enquiries with their progress, the alerts settings. */
export async function loadGarage(db: Database, site: Site, shopper: Shopper, notice: GarageNotice | null, now: Date): Promise<GarageView> {
  const [cars, enquiries, stopped, address, latestLink] = await Promise.all([
    listWatchedCars(db, site, shopper.userId),
    loadShopperEnquiries(db, site, shopper.phone),
    areAlertsStopped(db, site, shopper.userId),
    findShopperAddress(db, site, shopper.userId),
    findLatestEmailConfirmation(db, site, shopper.userId),
  ]);
  const watched = cars.map(({ car, savedPrice }) => ({
    id: car.id, name: car.name, href: vehiclePath(car.slug), imageUrl: car.primaryImageUrl, price: priceDisplay(car, site.config), priceType: car.priceType,
    state: watchedCarState({ savedPrice, price: car.price, status: car.status, reserved: car.reserved }),
  }));
  const email = address?.email ?? null;
  const alertEmail = {
    address: email,
    status: email && address ? alertEmailStatus({ ...address, email }, latestLink, now) : null,
    error: notice?.kind === "email_invalid" ? garageNoticeText(notice, null).text : null,
  };
  return { watched, enquiries, alertsOn: !stopped, alertEmail, notice: notice ? await noticeView(db, site, notice) : null };
}

async function noticeView(db: Database, site: Site, notice: GarageNotice): Promise<GarageView["notice"]> {
  const carName = "carId" in notice ? ((await findSiteCarsByIds(db, site, [notice.carId]))[0]?.name ?? null) : null;
  return { ...garageNoticeText(notice, carName), back: "back" in notice ? notice.back : null };
}
