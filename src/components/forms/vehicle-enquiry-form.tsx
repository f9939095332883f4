"use client";

import type { LeadFormSetup } from "@/domain/leads/lead-form-config";
import { LeadForm } from "./lead-form";
import { vehicleEnquireHref, type VehicleFormName } from "./vehicle-enquiry";
import { vehicleFormConfig } from "./vehicle-form-config";

/** One of the vehicle page's forms in its dialog; loaded on demand by VehicleEnquiryButtons. */
export function VehicleEnquiryForm({ form, carId, carSlug, setup }: { form: VehicleFormName; carId: number; carSlug: string; setup: LeadFormSetup }) {
  return <LeadForm config={vehicleFormConfig(form, carId)} setup={setup} idPrefix={`vehicle-${form}`} permalink={vehicleEnquireHref(carSlug, form)} />;
}
