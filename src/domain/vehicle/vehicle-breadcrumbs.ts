import type { CarType } from "@/domain/car/car";
import { searchBreadcrumbs, type Breadcrumb } from "@/domain/search/search-route";

/**
 * A vehicle page's trail above its name, spec 001 §2: "Breadcrumbs: /search/{car_type}/ … with make, model
 * and simple_body levels": Home › Used Cars › Mazda › CX-5 › SUV, each a search narrowed one level further.
 */
export function vehicleBreadcrumbs(car: { carType: CarType; make: string; model: string; body: string | null }): Breadcrumb[] {
  return [
    { label: "Home", href: "/" },
    ...searchBreadcrumbs({ car_type: [car.carType], make: [car.make], model: [car.model], ...(car.body ? { body: [car.body] } : {}) }),
  ];
}
