import { isInStock, type CarDetail } from "@/domain/car/car";
import { isPresentSpecValue } from "./spec-line";

export type TitledCar = Pick<CarDetail, "colour" | "gearnum" | "transmission" | "bodyconfiguration" | "body">;

/**
 * Spec 000 §2: the sidebar title is shown "optionally with colour, gear count, transmission, body
 * configuration": `Glacier White · 6 speed Automatic · Dual Cab Utility`. Missing parts are left out.
 */
export function vehicleSubtitle(car: TitledCar): string {
  const gearbox = isPresentSpecValue(car.transmission)
    ? car.gearnum && car.gearnum > 0 ? `${car.gearnum} speed ${car.transmission}` : car.transmission
    : null;
  return [car.colour, gearbox, car.bodyconfiguration || car.body].filter(isPresentSpecValue).join(" · ");
}

export type CertifiedCar = Pick<CarDetail, "make" | "certified" | "status">;

/** Spec 000 §5: "Certified badge only for Toyota, certified true, feature on, and not sold." */
export function showsCertifiedBadge(car: CertifiedCar, certifiedFeature: boolean): boolean {
  return certifiedFeature && car.certified && car.make.trim().toLowerCase() === "toyota" && isInStock(car.status);
}
