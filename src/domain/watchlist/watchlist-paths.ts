import { vehiclePath } from "@/domain/vehicle/vehicle-path";

// Apart from the request schemas: result cards are client components, and these must not bring zod to the browser.

/** The garage's confirmation page for saving one car (`/my-garage/save?car_id=…&back=…`); `back` is left out when null. */
export function watchlistSavePath(carId: number, back: string | null): string {
  return `/my-garage/save?${new URLSearchParams({ car_id: String(carId), ...(back ? { back } : {}) }).toString()}`;
}

/** Without JavaScript the save control is a link to the garage's confirmation page, which signs the shopper in first; `back` is the car. */
export function watchlistSaveHref(car: { id: number; slug: string }): string {
  return watchlistSavePath(car.id, vehiclePath(car.slug));
}
