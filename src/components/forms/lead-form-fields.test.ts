import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { contactFormConfig, enquiryFormConfig, requestPhotosFormConfig, serviceFormConfig, testDriveFormConfig, tradeInFormConfig } from "./form-configs";
import { EMPTY_LEAD_FORM_STATE } from "@/domain/leads/lead-form-state";
import type { LeadFormSetup } from "@/domain/leads/lead-form-config";
import { leadFieldNodes } from "./lead-form-fields";
import { vehicleFormName } from "./vehicle-enquiry";

const setup = (locations: number, dealerships: number): LeadFormSetup => ({
  context: { messageOptional: false, dealershipSlugs: Array.from({ length: dealerships }, (_, i) => `d${i}`), locationIds: Array.from({ length: locations }, (_, i) => i + 1), hasLocationField: locations > 0 },
  locations: Array.from({ length: locations }, (_, i) => ({ value: String(i + 1), label: `Location ${i + 1}` })),
  dealerships: Array.from({ length: dealerships }, (_, i) => ({ value: `d${i}`, label: `Dealer ${i}` })),
});

const names = (config: Parameters<typeof leadFieldNodes>[0]["config"], s: LeadFormSetup) =>
  leadFieldNodes({ config, setup: s, state: EMPTY_LEAD_FORM_STATE, idPrefix: "t" }).map((n) => n.name);

const CORE = ["name", "last_name", "email", "phone", "postcode"];
const CLOSING = ["PreferredContactMethod", "opt_in", "terms_conditions"];

describe("the configured lead forms' fields (issue 6)", () => {
  it("a form without a car shows the location select and, with more than one dealership, the dealership select (spec 001 §5)", () => {
    expect(names(contactFormConfig, setup(2, 2))).toEqual([...CORE, "category", "dealership_slug", "location_id", "message", ...CLOSING]);
    expect(names(contactFormConfig, setup(1, 1))).toEqual([...CORE, "category", "location_id", "message", ...CLOSING]);
    expect(names(contactFormConfig, setup(0, 1))).toEqual([...CORE, "category", "message", ...CLOSING]);
  });

  it("the chosen dealership narrows the locations and its only one is selected (spec 001 §5: 'It auto-selects when only one option remains')", () => {
    const group: LeadFormSetup = {
      ...setup(0, 2),
      context: { ...setup(3, 2).context, locationDealerships: { 1: "d0", 2: "d0", 3: "d1" } },
      locations: [
        { value: "1", label: "Toyota North", dealershipSlug: "d0" },
        { value: "2", label: "Toyota South", dealershipSlug: "d0" },
        { value: "3", label: "Mazda City", dealershipSlug: "d1" },
      ],
    };
    const locationSelect = (pickedDealership: string | null, values: Record<string, string> = {}) => {
      const node = leadFieldNodes({ config: contactFormConfig, setup: group, state: { ...EMPTY_LEAD_FORM_STATE, values }, idPrefix: "t", pickedDealership }).find((n) => n.name === "location_id")!.node;
      const { options, defaultValue, required } = (node as ReactElement<{ options: { value: string; group?: string }[]; defaultValue?: string; required: boolean }>).props;
      const groups = options.flatMap((o) => (o.group ? [o.group] : []));
      return { values: options.map((o) => o.value), defaultValue, required, ...(groups.length > 0 ? { groups } : {}) };
    };
    expect(locationSelect(null)).toEqual({ values: ["1", "2", "3"], defaultValue: undefined, required: true, groups: ["Dealer 0", "Dealer 0", "Dealer 1"] });
    expect(locationSelect("d0")).toEqual({ values: ["1", "2"], defaultValue: undefined, required: true });
    expect(locationSelect("d1")).toEqual({ values: ["3"], defaultValue: "3", required: false });
    expect(locationSelect("")).toEqual({ values: ["1", "2", "3"], defaultValue: undefined, required: true, groups: ["Dealer 0", "Dealer 0", "Dealer 1"] });
    // Without JavaScript: the dealership sent with the form narrows the list it comes back with.
    expect(locationSelect(null, { dealership_slug: "d1" })).toEqual({ values: ["3"], defaultValue: "3", required: false });
    expect(locationSelect(null, { dealership_slug: "d0", location_id: "3" })).toEqual({ values: ["1", "2"], defaultValue: undefined, required: true });
  });

  it("a form about a car asks for neither: the lead goes to the car's dealership", () => {
    expect(names(enquiryFormConfig(42), setup(2, 2))).toEqual([...CORE, "message", ...CLOSING]);
    expect(names(requestPhotosFormConfig(42), setup(2, 2))).toEqual([...CORE, "message", ...CLOSING]);
  });

  it("extras per form: test drive date (and location when offered), trade-in vehicle, service details", () => {
    expect(names(testDriveFormConfig(42), { ...setup(2, 2), distributionLocations: [{ value: "2", label: "Other" }] })).toEqual([...CORE, "test_drive_date", "distribution_location_id", "message", ...CLOSING]);
    expect(names(testDriveFormConfig(), { ...setup(2, 1), models: [{ value: "7", label: "Toyota RAV4" }] })).toEqual([...CORE, "location_id", "model_id", "test_drive_date", "message", ...CLOSING]);
    expect(names(testDriveFormConfig(), setup(2, 1))).toEqual([...CORE, "location_id", "test_drive_date", "message", ...CLOSING]);
    expect(names(tradeInFormConfig(), setup(0, 1))).toEqual([...CORE, "trade_in_year", "trade_in_make", "trade_in_model", "kms", "Rego", "regoState", "finance", "message", ...CLOSING]);
    expect(names(serviceFormConfig, setup(0, 1))).toEqual([...CORE, "kms", "Rego", "regoState", "service_date", "additional_services", "message", ...CLOSING]);
  });

  it("the enquire page's form parameter falls back to the enquiry", () => {
    expect(vehicleFormName("test-drive")).toBe("test-drive");
    expect(vehicleFormName("request-photos")).toBe("request-photos");
    expect(vehicleFormName("nonsense")).toBe("enquiry");
    expect(vehicleFormName(undefined)).toBe("enquiry");
  });
});
