import type { Database } from "@/db/client";
import { findSiteCarBySlug } from "@/db/queries/cars";
import { listPriceChanges } from "@/db/queries/price-changes";
import { findVehiclePageExtras } from "@/db/queries/vehicle-page";
import { isInStock } from "@/domain/car/car";
import { offersFinance } from "@/domain/finance/finance-eligibility";
import { weeklyFinanceEstimate } from "@/domain/finance/weekly-estimate";
import { choosePhoneNumber, displayPhoneNumber } from "@/domain/phone/phone-number";
import { priceDisplay } from "@/domain/pricing/price-display";
import type { Site } from "@/domain/site/site";
import { dealerCommentParagraphs, dealerCommentsCollapse, PENDING_DEALER_COMMENTS } from "@/domain/vehicle/dealer-comments";
import { timeZoneOfState } from "@/domain/locations/time-zone";
import { vehiclePriceHistory } from "@/domain/vehicle/price-history";
import { regoExpiryText } from "@/domain/vehicle/rego-expiry";
import { keyInformation, specifications } from "@/domain/vehicle/spec-sheet";
import { vehicleButtons } from "@/domain/vehicle/vehicle-buttons";
import { vehicleSubtitle } from "@/domain/vehicle/vehicle-title";
import type { VehiclePageModel } from "@/domain/vehicle/vehicle-page";
import { viewDay } from "@/domain/vehicle/view-count";
import { depositAmount, paysOnline } from "@/domain/reservations/reservation-rules";
import { sitePaymentProvider } from "@/server/payment-provider/payment-settings";
import { logger } from "@/server/logging/logger";
import { dealerPlainText, sanitizeDealerHtml } from "./sanitize-dealer-text";

export async function loadVehiclePageModel(db: Database, site: Site, slug: string, now = new Date()): Promise<VehiclePageModel | null> {
  const car = await findSiteCarBySlug(db, site, slug);
  if (!car) return null;
  const [extras, priceChanges] = await Promise.all([findVehiclePageExtras(db, site, car.id), site.config.priceHistory ? listPriceChanges(db, car.id) : null]);
  if (!extras) return null;
  const inStock = isInStock(car.status);
  const financeOffered = offersFinance(car, site.config, now);
  const phoneNumber = inStock ? choosePhoneNumber(site.config, car.carType, extras.location?.phone) : undefined;
  if (inStock && !phoneNumber) logger().warn({ car: car.id, site: site.slug }, "No phone number for a car in stock: the call button is hidden");

  const commentsHtml = dealerCommentParagraphs(car.dealerComments).map(sanitizeDealerHtml).filter((html) => html.length > 0);
  const pending = commentsHtml.length === 0 || (commentsHtml.length === 1 && commentsHtml[0] === PENDING_DEALER_COMMENTS);
  const paragraphsText = pending ? [PENDING_DEALER_COMMENTS] : commentsHtml.map(dealerPlainText);

  return {
    car,
    extras,
    inStock,
    price: priceDisplay(car, site.config),
    phone: phoneNumber ? displayPhoneNumber(phoneNumber) : null,
    subtitle: vehicleSubtitle(car),
    commentsHtml: pending ? [PENDING_DEALER_COMMENTS] : commentsHtml,
    commentsText: paragraphsText.join(" "),
    commentsPending: pending,
    commentsCollapse: !pending && dealerCommentsCollapse(paragraphsText),
    keyInformation: keyInformation(car),
    specifications: specifications(car),
    regoExpiry: regoExpiryText(car.regoExpiry, { today: viewDay(now), showUnregistered: site.config.showUnregisteredRego }),
    financeOffered,
    weeklyEstimate: financeOffered ? weeklyFinanceEstimate(car.price, site.config.defaultInterestRate) : null,
    priceHistory: priceChanges ? vehiclePriceHistory(car.createdAt, priceChanges, now, timeZoneOfState(site.config.address.state)) : null,
    reserve: { amount: depositAmount(extras.reserveDeposit, site.config.reserveDeposit), online: paysOnline(extras.paymentProcessors, sitePaymentProvider(site)?.name ?? null) },
    buttons: vehicleButtons(site.config.buttons, {
      inStock, hasPhone: Boolean(phoneNumber), hasHistoryReport: Boolean(extras.historyReportUrl), checkoutEnabled: extras.checkoutEnabled, reserved: car.reserved, price: car.price, hasLocation: Boolean(extras.location), financeOffered,
    }),
  };
}
