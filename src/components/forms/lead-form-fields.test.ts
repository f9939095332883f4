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
    expect(names(contactFormConfig, setup(2, 2))).toEqual([...CORE, "category", "location_id", "dealership_slug", "message", ...CLOSING]);
    expect(names(contactFormConfig, setup(1, 1))).toEqual([...CORE, "category", "location_id", "message", ...CLOSING]);
    expect(names(contactFormConfig, setup(0, 1))).toEqual([...CORE, "category", "message", ...CLOSING]);
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
