import { enquiryFormConfig, requestPhotosFormConfig, testDriveFormConfig } from "./form-configs";
import type { LeadFormConfig } from "./lead-form-config";

/** The vehicle page's three forms (spec 000 §2 dialogs), as named in `/cars/{slug}/enquire?form=…`. */
export const VEHICLE_FORMS = {
  enquiry: { label: "Enquire Now", config: enquiryFormConfig },
  "test-drive": { label: "Book a Test Drive", config: testDriveFormConfig },
  "request-photos": { label: "Request Photos", config: requestPhotosFormConfig },
} as const satisfies Record<string, { label: string; config: (carId?: number) => LeadFormConfig }>;

export type VehicleFormName = keyof typeof VEHICLE_FORMS;

export function vehicleFormName(value: unknown): VehicleFormName {
  return typeof value === "string" && value in VEHICLE_FORMS ? (value as VehicleFormName) : "enquiry";
}

export const vehicleEnquireHref = (slug: string, form: VehicleFormName) => `/cars/${encodeURIComponent(slug)}/enquire?form=${form}`;
