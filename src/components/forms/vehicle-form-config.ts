import { enquiryFormConfig, requestPhotosFormConfig, testDriveFormConfig } from "./form-configs";
import type { LeadFormConfig } from "@/domain/leads/lead-form-config";
import type { VehicleFormName } from "./vehicle-enquiry";

const CONFIGS: Record<VehicleFormName, (carId?: number) => LeadFormConfig> = {
  enquiry: enquiryFormConfig,
  "test-drive": testDriveFormConfig,
  "request-photos": requestPhotosFormConfig,
};

/** The fields of one of the vehicle page's forms, about this car. */
export function vehicleFormConfig(form: VehicleFormName, carId?: number): LeadFormConfig {
  return CONFIGS[form](carId);
}
