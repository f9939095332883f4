import { vehicleEnquirePath } from "@/domain/vehicle/vehicle-path";

/** The vehicle page's three forms (spec 000 §2 dialogs), as named in `/cars/{slug}/enquire?form=…`. */
export const VEHICLE_FORM_LABELS = {
  enquiry: "Enquire Now",
  "test-drive": "Book a Test Drive",
  "request-photos": "Request Photos",
} as const;

export type VehicleFormName = keyof typeof VEHICLE_FORM_LABELS;

export function vehicleFormName(value: unknown): VehicleFormName {
  return typeof value === "string" && value in VEHICLE_FORM_LABELS ? (value as VehicleFormName) : "enquiry";
}

export const vehicleEnquireHref: (slug: string, form: VehicleFormName) => string = vehicleEnquirePath;
