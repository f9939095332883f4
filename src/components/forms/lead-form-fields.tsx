import type { ReactNode } from "react";
import { LEAD_MESSAGES } from "@/domain/leads/lead-messages";
import { REGO_STATES } from "@/domain/leads/rego-states";
import { testDriveSlotLabel } from "@/domain/leads/test-drive-slots";
import { CheckboxField, RadioGroup, SelectField, TextAreaField, TextField, type FieldWiring } from "./form-fields";
import type { LeadFormState } from "@/domain/leads/lead-form-state";
import { ADDITIONAL_SERVICES, CONTACT_CATEGORIES, type LeadFormConfig, type LeadFormSetup } from "@/domain/leads/lead-form-config";
import { dealershipLocationNodes } from "./dealership-location-fields";
import { KmField, MoneyField } from "./number-fields";
import { TermsOfUseBox } from "./terms-of-use-box";

/** Every field's label, also used by the error summary. */
export const LEAD_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: "First name",
  last_name: "Last name",
  email: "Email",
  phone: "Phone",
  postcode: "Postcode",
  category: "Category",
  location_id: "Location",
  dealership_slug: "Preferred dealership",
  trade_in_year: "Vehicle year",
  trade_in_make: "Vehicle make",
  trade_in_model: "Vehicle model",
  kms: "Odometer",
  Rego: "Rego",
  regoState: "Rego state",
  finance: "Is the car currently under finance?",
  "do-you-have-a-trade-in": "Do you have a trade-in?",
  vehiclePriceBudget: "Vehicle budget",
  test_drive_date: LEAD_MESSAGES.testDriveDateLabel,
  distribution_location_id: "Test drive location",
  model_id: "Model of interest",
  service_date: "Preferred service date",
  additional_services: "Additional services",
  message: "Comments",
  PreferredContactMethod: "Preferred contact method",
  opt_in: "Offers and product updates",
  terms_conditions: "Terms of use",
  credit_check_consent: "Credit check consent",
};

const REGO_STATE_OPTIONS = REGO_STATES.map((s) => ({ value: s, label: s }));

export const fieldId = (prefix: string, name: string) => `${prefix}-${name.replace(/[^A-Za-z0-9_-]/g, "")}`;

type Props = {
  config: LeadFormConfig;
  setup: LeadFormSetup;
  state: LeadFormState;
  idPrefix: string;
  /** The dealership chosen in this browser, which narrows the locations; null until the shopper picks one. */
  pickedDealership?: string | null;
};

/** The form's fields in order, each with its name (multi-step forms group them by name). */
export function leadFieldNodes({ config, setup, state, idPrefix, pickedDealership = null }: Props): { name: string; node: ReactNode }[] {
  const { values, errors } = state;
  const submitted = Object.keys(values).length > 0;
  // A car or an offer decides the dealership (and the car its location), so the form asks for neither.
  const dealerChosen = config.hidden?.car_id !== undefined || config.hidden?.offer_id !== undefined;
  const wire = (name: string): FieldWiring => ({ id: fieldId(idPrefix, name), name, error: errors[name], label: LEAD_FIELD_LABELS[name] ?? name });
  const has = (extra: LeadFormConfig["extras"][number]) => config.extras.includes(extra);
  const text = (name: string, props: Partial<Parameters<typeof TextField>[0]> = {}) => ({
    name,
    // A page's starting value (a signed-in shopper's phone) until the shopper has sent something.
    node: <TextField key={name} field={wire(name)} defaultValue={values[name] ?? config.defaults?.[name]} {...props} />,
  });
  const nodes: { name: string; node: ReactNode }[] = [
    text("name", { required: true, autoComplete: "given-name" }),
    text("last_name", { required: true, autoComplete: "family-name" }),
    text("email", { required: true, type: "email", autoComplete: "email" }),
    text("phone", { required: true, type: "tel", autoComplete: "tel" }),
    text("postcode", { required: true, inputMode: "numeric", maxLength: 4, autoComplete: "postal-code" }),
  ];
  if (has("category")) {
    const options = CONTACT_CATEGORIES.map((c) => ({ value: c, label: c }));
    nodes.push({ name: "category", node: <SelectField key="category" field={wire("category")} options={options} required defaultValue={values.category ?? config.defaults?.category ?? "General Enquiry"} /> });
  }
  if (!dealerChosen) nodes.push(...dealershipLocationNodes({ config, setup, values, wire, pickedDealership }));
  if (has("tradeInVehicle")) {
    nodes.push(text("trade_in_year", { required: true, inputMode: "numeric", maxLength: 4 }), text("trade_in_make", { required: true }), text("trade_in_model", { required: true }));
  }
  if (has("kms")) nodes.push({ name: "kms", node: <KmField key="kms" field={wire("kms")} defaultValue={values.kms ?? config.defaults?.kms} /> });
  if (has("rego")) {
    nodes.push(text("Rego", { maxLength: 20 }));
    nodes.push({ name: "regoState", node: <SelectField key="regoState" field={wire("regoState")} options={REGO_STATE_OPTIONS} placeholder="Select a state" defaultValue={values.regoState} /> });
  }
  if (has("underFinance")) nodes.push({ name: "finance", node: <RadioGroup key="finance" field={wire("finance")} options={["Yes", "No"]} defaultValue={values.finance} /> });
  if (has("hasTradeIn")) nodes.push({ name: "do-you-have-a-trade-in", node: <RadioGroup key="trade" field={wire("do-you-have-a-trade-in")} options={["Yes", "No"]} defaultValue={values["do-you-have-a-trade-in"]} /> });
  if (has("budget")) nodes.push({ name: "vehiclePriceBudget", node: <MoneyField key="budget" field={wire("vehiclePriceBudget")} defaultValue={values.vehiclePriceBudget ?? config.defaults?.vehiclePriceBudget} /> });
  if (has("modelOfInterest") && config.hidden?.car_id === undefined && setup.models && setup.models.length > 0) {
    nodes.push({ name: "model_id", node: <SelectField key="model_id" field={wire("model_id")} options={setup.models} placeholder="No particular model" defaultValue={values.model_id ?? config.defaults?.model_id} /> });
  }
  if (has("testDriveDate")) {
    nodes.push(
      setup.testDriveSlots && setup.testDriveSlots.length > 0
        ? { name: "test_drive_date", node: <SelectField key="test_drive_date" field={wire("test_drive_date")} options={setup.testDriveSlots.map((slot) => ({ value: slot, label: testDriveSlotLabel(slot) }))} placeholder="No preference" defaultValue={values.test_drive_date} /> }
        : text("test_drive_date", { type: "datetime-local" }),
    );
    if (setup.distributionLocations && setup.distributionLocations.length > 0) {
      const field = wire("distribution_location_id");
      nodes.push({ name: field.name, node: <SelectField key={field.name} field={field} options={setup.distributionLocations} placeholder="Where the car is now" defaultValue={values[field.name]} /> });
    }
  }
  if (has("serviceDate")) nodes.push(text("service_date", { type: "datetime-local" }));
  if (has("additionalServices")) nodes.push({ name: "additional_services", node: <AdditionalServices key="services" field={wire("additional_services")} chosen={values.additional_services} /> });
  if (config.message !== "none") {
    nodes.push({ name: "message", node: <TextAreaField key="message" field={wire("message")} required={config.message === "required" && !setup.context.messageOptional} defaultValue={values.message} /> });
  }
  if (has("creditCheckConsent")) {
    nodes.push({
      name: "credit_check_consent",
      node: (
        <CheckboxField key="credit_check_consent" field={wire("credit_check_consent")} defaultChecked={values.credit_check_consent !== undefined}>
          {LEAD_MESSAGES.creditCheckConsentLabel}
        </CheckboxField>
      ),
    });
  }
  nodes.push({ name: "PreferredContactMethod", node: <RadioGroup key="contact" field={wire("PreferredContactMethod")} options={["Phone", "Email", "SMS"]} defaultValue={values.PreferredContactMethod ?? "Phone"} /> });
  nodes.push({
    name: "opt_in",
    node: (
      <CheckboxField key="opt_in" field={wire("opt_in")} defaultChecked={submitted ? values.opt_in !== undefined : true}>
        {LEAD_MESSAGES.optIn}
      </CheckboxField>
    ),
  });
  nodes.push({
    name: "terms_conditions",
    node: (
      <div key="terms" className="grid gap-2">
        <TermsOfUseBox />
        <CheckboxField field={wire("terms_conditions")} defaultChecked={values.terms_conditions !== undefined}>
          I agree to the terms of use and the privacy policy.
        </CheckboxField>
      </div>
    ),
  });
  return nodes;
}

function AdditionalServices({ field, chosen }: { field: FieldWiring; chosen?: string }) {
  return (
    <fieldset id={field.id}>
      <legend className="mb-1 text-sm font-semibold text-ink">{field.label}</legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {ADDITIONAL_SERVICES.map((service) => (
          <label key={service} className="inline-flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" name="additional_services" value={service} defaultChecked={chosen === service} className="size-4" />
            {service}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
