import { describe, expect, it } from "vitest";
import { leadFieldErrors, leadFormSchema, type LeadFormContext } from "./lead-form-schema";

const context: LeadFormContext = { messageOptional: false, dealershipSlugs: ["north"], locationIds: [7], hasLocationField: true };
const valid = {
  name: "Jess", last_name: "Nguyen", email: "jess@example.com", phone: "0412 345 678", postcode: "4000",
  message: "Is it still available?", terms_conditions: true, car_id: 12,
};

function errorsFor(input: Record<string, unknown>, ctx: LeadFormContext = context) {
  const result = leadFormSchema(ctx).safeParse(input);
  return result.success ? {} : leadFieldErrors(result.error);
}
function parse(input: Record<string, unknown>, ctx: LeadFormContext = context) {
  return leadFormSchema(ctx).parse(input);
}

describe("postcode (spec 001 §5: 'required, exactly 4 digits, message 'Invalid postcode. Please enter a 4-digit number.'')", () => {
  it.each<[unknown, string | undefined]>([
    ["4000", undefined],
    [" 0800 ", undefined],
    ["400", "Invalid postcode. Please enter a 4-digit number."],
    ["40000", "Invalid postcode. Please enter a 4-digit number."],
    ["4,000", "Invalid postcode. Please enter a 4-digit number."],
    ["abcd", "Invalid postcode. Please enter a 4-digit number."],
    ["", "Invalid postcode. Please enter a 4-digit number."],
    [undefined, "Invalid postcode. Please enter a 4-digit number."],
    [4000, "Invalid postcode. Please enter a 4-digit number."],
  ])("%j → %s", (postcode, message) => {
    expect(errorsFor({ ...valid, postcode }).postcode).toBe(message);
  });
});

describe("terms (spec 001 §5: 'terms_conditions checkbox required; message '*You must agree to the terms of use before submitting.'')", () => {
  it.each<[unknown, string | undefined]>([
    [true, undefined],
    ["on", undefined],
    ["true", undefined],
    [false, "*You must agree to the terms of use before submitting."],
    [undefined, "*You must agree to the terms of use before submitting."],
    ["off", "*You must agree to the terms of use before submitting."],
  ])("%j → %s", (terms_conditions, message) => {
    expect(errorsFor({ ...valid, terms_conditions }).terms_conditions).toBe(message);
  });
});

describe("opt_in (spec 001 §5: 'optional … form default opt_in true') and preferred contact (001 §3: default Phone)", () => {
  it.each<[unknown, boolean]>([[undefined, true], [true, true], [false, false], ["on", true], ["false", false]])("opt_in %j → %s", (optIn, expected) => {
    expect(parse({ ...valid, opt_in: optIn }).opt_in).toBe(expected);
  });
  it.each<[unknown, string | undefined]>([[undefined, "Phone"], ["Email", "Email"], ["SMS", "SMS"], ["", "Phone"]])("PreferredContactMethod %j → %s", (method, expected) => {
    expect(parse({ ...valid, PreferredContactMethod: method }).PreferredContactMethod).toBe(expected);
  });
  it("rejects an unknown contact method", () => {
    expect(errorsFor({ ...valid, PreferredContactMethod: "Fax" }).PreferredContactMethod).toBeDefined();
  });
});

describe("message (spec 001 §5: 'message (labelled Comments) required, except on a specific site variant')", () => {
  it.each<[string, boolean, string | undefined]>([
    ["enquiry", false, "Please enter your comments."],
    ["contact", false, "Please enter your comments."],
    ["enquiry", true, undefined],
    ["test_drive", false, undefined],
    ["request_photos", false, undefined],
    ["finance", false, undefined],
  ])("form %s, messageOptional %s → %s", (form, messageOptional, message) => {
    expect(errorsFor({ ...valid, form, message: "" }, { ...context, messageOptional }).message).toBe(message);
  });

  it("request photos carries the hidden fixed text (spec 000 §5: 'Please send photos for this car')", () => {
    expect(parse({ ...valid, form: "request_photos", message: "" }).message).toBe("Please send photos for this car");
    expect(parse({ ...valid, form: "request_photos", message: "Interior too" }).message).toBe("Please send photos for this car\n\nInterior too");
  });
});

describe("category (spec 001 §4, §5)", () => {
  it("defaults to General Enquiry and is required", () => {
    expect(parse(valid).category).toBe("General Enquiry");
    expect(errorsFor({ ...valid, category: "" }).category).toBe("Please select a category.");
  });
  it("remaps a Careers Enquiry to General Enquiry / Career Enquiry with event 51", () => {
    const lead = parse({ ...valid, category: "Careers Enquiry" });
    expect([lead.category, lead.subcategory, lead.eventId]).toEqual(["General Enquiry", "Career Enquiry", 51]);
  });
});

describe("location select (spec 001 §5: 'required when the site has the location field and no car … auto-selects when only one option remains')", () => {
  const noCar = { ...valid, car_id: undefined };
  it.each<[string, LeadFormContext, Record<string, unknown>, string | undefined, number | undefined]>([
    ["two options, none chosen, no car", { ...context, locationIds: [7, 8] }, noCar, "Please select a dealership location.", undefined],
    ["two options, one chosen", { ...context, locationIds: [7, 8] }, { ...noCar, location_id: "8" }, undefined, 8],
    ["two options, a car", { ...context, locationIds: [7, 8] }, valid, undefined, undefined],
    ["two options, a special offer (its dealership decides)", { ...context, locationIds: [7, 8] }, { ...noCar, form: "offer", offer_id: "31" }, undefined, undefined],
    ["one option: auto-selected", context, noCar, undefined, 7],
    ["no location field", { ...context, hasLocationField: false, locationIds: [7, 8] }, noCar, undefined, undefined],
    ["another site's location", { ...context, locationIds: [7, 8] }, { ...noCar, location_id: 99 }, "Please select a dealership location.", undefined],
  ])("%s", (_label, ctx, input, message, chosen) => {
    expect(errorsFor(input, ctx).location_id).toBe(message);
    if (!message) expect(parse(input, ctx).location_id).toBe(chosen);
  });
});

describe("the dealership narrows the locations (spec 001 §5: 'It auto-selects when only one option remains.')", () => {
  const noCar = { ...valid, car_id: undefined };
  const group: LeadFormContext = { ...context, dealershipSlugs: ["metro-toyota", "metro-mazda"], locationIds: [7, 8, 9], locationDealerships: { 7: "metro-toyota", 8: "metro-toyota", 9: "metro-mazda" } };
  it.each<[string, Record<string, unknown>, string | undefined, number | undefined]>([
    ["Metro Mazda, its one location left: chosen for the shopper", { ...noCar, dealership_slug: "metro-mazda" }, undefined, 9],
    ["Metro Toyota, two left: the shopper chooses", { ...noCar, dealership_slug: "metro-toyota" }, "Please select a dealership location.", undefined],
    ["Metro Toyota and one of its locations", { ...noCar, dealership_slug: "metro-toyota", location_id: "8" }, undefined, 8],
    ["Metro Mazda with a Metro Toyota location", { ...noCar, dealership_slug: "metro-mazda", location_id: "7" }, "Please select a dealership location.", undefined],
    ["a car decides the dealership: no narrowing", { ...valid, dealership_slug: "metro-mazda" }, undefined, undefined],
  ])("%s", (_label, input, message, chosen) => {
    expect(errorsFor(input, group).location_id).toBe(message);
    if (!message) expect(parse(input, group).location_id).toBe(chosen);
  });
});

describe("dealership select (spec 001 §5: 'required … only when the site has more than one dealership')", () => {
  const noCar = { ...valid, car_id: undefined };
  it.each<[string, readonly string[], Record<string, unknown>, string | undefined]>([
    ["two dealerships, none chosen", ["north", "south"], noCar, "Please select a preferred dealership."],
    ["two dealerships, one chosen", ["north", "south"], { ...noCar, dealership_slug: "south" }, undefined],
    ["two dealerships, a car", ["north", "south"], valid, undefined],
    ["two dealerships, a special offer", ["north", "south"], { ...noCar, form: "offer", offer_id: 31 }, undefined],
    ["one dealership", ["north"], noCar, undefined],
    ["an unknown dealership", ["north", "south"], { ...noCar, dealership_slug: "elsewhere" }, "Please select a preferred dealership."],
  ])("%s", (_label, dealershipSlugs, input, message) => {
    expect(errorsFor(input, { ...context, dealershipSlugs }).dealership_slug).toBe(message);
  });
});

describe("contact fields", () => {
  it.each<[string, unknown, string | undefined]>([
    ["name", "", "Please enter your first name."],
    ["last_name", undefined, "Please enter your last name."],
    ["email", "jess@", "Please enter a valid email address."],
    ["email", "jess@example.com", undefined],
    ["phone", "12", "Please enter a valid phone number."],
    ["phone", "(07) 3123 4567", undefined],
    ["phone", "+61 412 345 678", undefined],
  ])("%s %j → %s", (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })[field]).toBe(message);
  });

  it("lists every error at once, for the 'Please fix the following errors:' summary", () => {
    expect(Object.keys(errorsFor({ message: "" })).sort()).toEqual(["email", "last_name", "message", "name", "phone", "postcode", "terms_conditions"]);
  });
});

describe("trade-in, finance and form posts", () => {
  it("a trade-in needs the shopper's vehicle", () => {
    expect(errorsFor({ ...valid, form: "trade_in" })).toMatchObject({ trade_in_year: "Please enter your vehicle's year.", trade_in_make: "Please enter your vehicle's make." });
    const lead = parse({ ...valid, form: "trade_in", trade_in_year: "2017", trade_in_make: "Mazda", trade_in_model: "CX-5", kms: "85,000 kms", finance: "Yes" });
    expect([lead.trade_in_year, lead.kms, lead.finance]).toEqual([2017, 85000, "Yes"]);
  });
  it("reads money fields typed with $ and separators", () => {
    const lead = parse({ ...valid, form: "finance", vehiclePriceBudget: "$30,000", finance_calculator: { amount: "25,000", repayment: 143, frequency: "Weekly" } });
    expect([lead.vehiclePriceBudget, lead.finance_calculator?.amount]).toEqual([30000, 25000]);
    expect(errorsFor({ ...valid, vehiclePriceBudget: "$30,000.99" }).vehiclePriceBudget).toBe("Please enter a whole dollar amount.");
  });
  it("flags the honeypot without failing validation", () => {
    expect(parse({ ...valid, fax: "buy cheap" }).honeypot).toBe(true);
    expect(parse(valid).honeypot).toBe(false);
  });
  it("answers an unknown form kind with a field error", () => {
    expect(errorsFor({ ...valid, form: "spam" }).form).toBeDefined();
  });
});

describe("the credit-check finance application (spec 001 §6 'the credit-check finance application', decision 024): consent required", () => {
  const application = { ...valid, form: "finance", message: undefined, finance_application: "credit-check" };
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["consent ticked (a browser's 'on')", { ...application, credit_check_consent: "on" }, {}],
    ["consent as JSON true", { ...application, credit_check_consent: true }, {}],
    ["no consent", application, { credit_check_consent: "Please agree to a credit check to send this application." }],
    ["consent unticked", { ...application, credit_check_consent: "" }, { credit_check_consent: "Please agree to a credit check to send this application." }],
    ["consent false", { ...application, credit_check_consent: false }, { credit_check_consent: "Please agree to a credit check to send this application." }],
    ["on another form than finance", { ...application, form: "enquiry", message: "Hi", credit_check_consent: "on" }, { form: "Please agree to a credit check to send this application." }],
    ["an unknown application kind", { ...application, finance_application: "instant-approval", credit_check_consent: "on" }, { finance_application: expect.any(String) as unknown as string }],
    ["a plain finance enquiry needs no consent", { ...valid, form: "finance", message: undefined }, {}],
  ])("%s", (_label, input, errors) => {
    expect(errorsFor(input)).toEqual(errors);
  });

  it("keeps the marker and consent in the submission; other forms carry neither", () => {
    const sent = parse({ ...application, credit_check_consent: "on" });
    expect(sent).toMatchObject({ finance_application: "credit-check", credit_check_consent: true });
    const plain = parse(valid);
    expect("finance_application" in plain && plain.finance_application !== undefined).toBe(false);
    expect(plain.credit_check_consent).toBeUndefined();
  });
});
