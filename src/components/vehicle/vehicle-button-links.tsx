import { onlinePurchaseHref, reserveButtonLabel, reserveHref } from "@/domain/checkout/checkout-offer";
import type { Site } from "@/domain/site/site";
import { tradeInValuationHref, type ButtonOption } from "@/domain/vehicle/vehicle-buttons";
import type { VehiclePageModel } from "@/domain/vehicle/vehicle-page";
import { TrackedLink } from "./tracked-link";

const OUTLINE = "btn btn-outline w-full text-ink";

/** The configured buttons that lead to another page (spec 000 §9 button options), in the site's order. */
export function VehicleButtonLinks({ site, model, buttons }: { site: Site; model: VehiclePageModel; buttons: readonly ButtonOption[] }) {
  const { car, extras, phone } = model;
  const links = buttons.map((button) => {
    switch (button) {
      case "reserve":
        return <a key={button} href={reserveHref(car.slug, site.config.reservePath)} className="btn btn-accent w-full">{reserveButtonLabel(model.reserve.amount)}</a>;
      case "onlinePurchase":
        return <a key={button} href={onlinePurchaseHref(car.id)} className={OUTLINE}>Online Purchase</a>;
      case "finance":
        return <a key={button} href={`/finance?car_id=${car.id}`} className={OUTLINE}>Get Finance</a>;
      case "tradeIn":
        return <a key={button} href={tradeInValuationHref(car.id)} className={OUTLINE}>Trade-In Valuation</a>;
      case "whatsapp":
        return phone ? (
          <a key={button} href={`https://wa.me/${phone.href.replace(/\D/g, "")}?text=${encodeURIComponent(`Hi, I'm interested in the ${car.name} (stock ${car.stocknum}).`)}`} target="_blank" rel="noopener noreferrer" className={OUTLINE}>
            Message us on WhatsApp
          </a>
        ) : null;
      case "carHistoryReport":
        return extras.historyReportUrl ? (
          <TrackedLink key={button} href={extras.historyReportUrl} event="historyReport" carId={car.id} target="_blank" rel="noopener" className={OUTLINE}>
            View Vehicle History Report
          </TrackedLink>
        ) : null;
      default:
        return null;
    }
  }).filter((link) => link !== null);
  return links.length > 0 ? <div className="flex flex-col gap-2">{links}</div> : null;
}
