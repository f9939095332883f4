import { isInStock, type CarStatus } from "@/domain/car/car";
import { searchHref } from "@/domain/search/search-route";
import { DEFAULT_BUTTON_TEXT } from "./button-labels";
import { vehicleEnquirePath } from "./vehicle-path";

/** One button on a result card: a plain link, so it works without JavaScript. The first is the card's main action. */
export type CardAction = { label: string; href: string };

type CardCar = { id: number; slug: string; make: string; model: string; status: CarStatus };

/**
 * A card's buttons (spec 000 §2 "Car card: … buttons"). Spec 001 §4: "Car status: in_stock shows normal
 * buttons; otherwise the card offers Find Me Something Similar" (the site's wording, spec 000 §4), which
 * searches the same make and model. The normal buttons are the spec's defaults (001 §9): Enquire Now, and
 * Get Finance where the site finances the car (`offersFinance`).
 */
export function cardActions(car: CardCar, facts: { financeOffered: boolean; similarCarsText: string }): CardAction[] {
  if (!isInStock(car.status)) {
    return [{ label: facts.similarCarsText, href: searchHref({ make: [car.make], model: [car.model] }) }];
  }
  const actions: CardAction[] = [{ label: DEFAULT_BUTTON_TEXT.enquire, href: vehicleEnquirePath(car.slug) }];
  if (facts.financeOffered) actions.push({ label: DEFAULT_BUTTON_TEXT.finance, href: `/finance?car_id=${car.id}` });
  return actions;
}
