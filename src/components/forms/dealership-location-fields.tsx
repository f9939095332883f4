import type { ReactNode } from "react";
import { LEAD_MESSAGES } from "@/domain/leads/lead-messages";
import { locationsOfDealership, soleRemaining } from "@/domain/leads/location-choice";
import { SelectField, type FieldWiring } from "./form-fields";
import type { LeadFormConfig, LeadFormSetup } from "@/domain/leads/lead-form-config";

type Props = {
  config: LeadFormConfig;
  setup: LeadFormSetup;
  values: Readonly<Record<string, string>>;
  wire: (name: string) => FieldWiring;
  /** The dealership the shopper has chosen in this browser (null: not touched, the sent or starting value applies). */
  pickedDealership: string | null;
};

/**
 * The dealership select, then the location select narrowed to that dealership's locations, the one left chosen
 * (spec 001 §5: "It auto-selects when only one option remains"). With JavaScript the narrowing follows the choice at
 * once; without it the full list shows and the server chooses the sole remaining location when the form is sent.
 */
export function dealershipLocationNodes({ config, setup, values, wire, pickedDealership }: Props): { name: string; node: ReactNode }[] {
  const nodes: { name: string; node: ReactNode }[] = [];
  const dealership = pickedDealership ?? values.dealership_slug ?? config.defaults?.dealership_slug;
  if (setup.dealerships.length > 1) {
    nodes.push({ name: "dealership_slug", node: <SelectField key="dealership_slug" field={wire("dealership_slug")} options={setup.dealerships} placeholder={LEAD_MESSAGES.dealershipPlaceholder} required defaultValue={values.dealership_slug ?? config.defaults?.dealership_slug} /> });
  }
  const remaining = locationsOfDealership(setup.locations, dealership || undefined);
  // Listed under their dealership while more than one dealership's remain (the list without JavaScript).
  const names = new Map(setup.dealerships.map((d) => [d.value, d.label]));
  const grouped = new Set(remaining.map((option) => option.dealershipSlug)).size > 1;
  const options = remaining.map(({ value, label, dealershipSlug }) => ({ value, label, group: grouped && dealershipSlug ? names.get(dealershipSlug) : undefined }));
  if (setup.context.hasLocationField && options.length > 0) {
    const sole = soleRemaining(options)?.value;
    const chosen = values.location_id ?? config.defaults?.location_id;
    const defaultValue = sole ?? (options.some((option) => option.value === chosen) ? chosen : undefined);
    const placeholder = config.locationPlaceholder ?? LEAD_MESSAGES.locationPlaceholder;
    // Keyed by the dealership: a new choice remounts the select with its narrowed options and default.
    nodes.push({ name: "location_id", node: <SelectField key={`location_id:${dealership ?? ""}`} field={wire("location_id")} options={options} placeholder={placeholder} required={!sole} defaultValue={defaultValue} /> });
  }
  return nodes;
}
