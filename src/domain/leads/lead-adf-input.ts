import type { AdfLead, AdfVehicle } from "./adf";
import { LEAD_MESSAGES } from "./lead-messages";
import type { LeadSubmission } from "./lead-form-schema";
import type { LeadCar, LeadModel, LeadOffer, LeadVendor } from "./lead-record";

export type LeadAdfContext = {
  leadId: string;
  now: Date;
  submission: LeadSubmission;
  car: LeadCar | null;
  offer: LeadOffer | null;
  /** The model asked about when there is no car. */
  model?: LeadModel | null;
  vendor: LeadVendor;
  site: { name: string; url?: string };
  /** The drive-away estimate the shopper viewed, in words (issue 18). */
  driveAway?: string;
  /** The mobile the shopper signed in with (E.164), on a gated form's lead. */
  verifiedPhone?: string;
  /** The instant trade-in estimate worked out at receipt (issue 35 §5): its low end is the appraisal price. */
  tradeInEstimate?: { appraisal: number | null; text: string };
};

function carVehicle(car: LeadCar, isTestDrive: boolean, driveAway: string | undefined): AdfVehicle {
  return {
    interest: isTestDrive ? "test-drive" : "buy",
    status: car.carType === "new" ? "new" : "used",
    year: car.year, make: car.make, model: car.model, trim: car.badge, vin: car.vin, stock: car.stocknum,
    bodystyle: car.body, transmission: car.transmission, odometerKm: car.km, price: car.price,
    comments: [car.carType === "demo" ? "Demo vehicle." : "", driveAway ?? ""].filter(Boolean).join(" ") || undefined,
  };
}

/** A special offer is on a new model: the vehicle of interest when the lead is about no particular car. */
function offerVehicle(offer: LeadOffer): AdfVehicle {
  return { interest: "buy", status: "new", make: offer.manufacturer ?? undefined, model: offer.model ?? undefined, comments: `Special offer: ${offer.name}.` };
}

/** The line that names the offer for the dealer, in the comments and the e-mail. */
export function describeLeadOffer(offer: LeadOffer): string {
  return `${offer.name} (offer ${offer.id}${offer.endsOn ? `, ends ${offer.endsOn}` : ""})`;
}

/** A new model of the range, for a test drive or enquiry about no particular car. */
function modelVehicle(model: LeadModel, isTestDrive: boolean): AdfVehicle {
  return { interest: isTestDrive ? "test-drive" : "buy", status: "new", make: model.make, model: model.name };
}

function tradeInVehicle(s: LeadSubmission, estimate: LeadAdfContext["tradeInEstimate"]): AdfVehicle | null {
  if (!s.trade_in_make && !s.trade_in_model && s.trade_in_year === undefined) return null;
  const details = [
    s.Rego ? `Rego ${s.Rego}${s.regoState ? ` (${s.regoState})` : ""}.` : "",
    s.finance ? `Under finance: ${s.finance}.` : "",
    s.trade_in_condition ? `Condition: ${s.trade_in_condition}.` : "",
    estimate?.text ?? "",
  ].filter(Boolean);
  return {
    interest: "trade-in", status: "used", year: s.trade_in_year, make: s.trade_in_make, model: s.trade_in_model, trim: s.trade_in_badge ?? null, odometerKm: s.kms ?? null,
    price: estimate?.appraisal ?? null,
    comments: details.length ? details.join(" ") : undefined,
  };
}

function customerComments(s: LeadSubmission, offer: LeadOffer | null, verifiedPhone: string | undefined): string {
  const lines = [
    `${s.category}${s.subcategory ? ` / ${s.subcategory}` : ""}`,
    s.finance_application === "credit-check" && s.credit_check_consent ? "Finance application: the shopper consents to a credit check." : "",
    verifiedPhone ? `Signed in with mobile ${verifiedPhone} (verified by a texted code).` : "",
    offer ? `Special offer: ${describeLeadOffer(offer)}.` : "",
    s.message ?? "",
    `Preferred contact: ${s.PreferredContactMethod}.`,
    s.service_date ? `Preferred service date: ${s.service_date}.` : "",
    s.additional_services.length ? `Additional services: ${s.additional_services.join(", ")}.` : "",
    s.vehiclePriceBudget !== undefined ? `Budget: $${s.vehiclePriceBudget}.` : "",
    `Subscribe to offers: ${s.opt_in ? "Yes" : "No"}.`,
  ];
  return lines.filter(Boolean).join("\n");
}

/** Maps a validated submission and its car and dealership to the ADF builder's input. */
export function toAdfLead({ leadId, now, submission: s, car, offer, model, vendor, site, driveAway, verifiedPhone, tradeInEstimate }: LeadAdfContext): AdfLead {
  const tradeIn = tradeInVehicle(s, tradeInEstimate);
  const isTestDrive = s.form === "test_drive";
  const interest = car ? carVehicle(car, isTestDrive, driveAway) : offer ? offerVehicle(offer) : model ? modelVehicle(model, isTestDrive) : null;
  const vehicles = [interest, tradeIn].filter((v): v is AdfVehicle => v !== null);
  const calculator = s.finance_calculator;
  return {
    leadId,
    requestDate: now,
    vehicles,
    finance: calculator
      ? { amount: calculator.amount, deposit: calculator.deposit, balloon: calculator.balloon, termYears: calculator.term_years, interestRate: calculator.interest_rate, frequency: calculator.frequency, repayment: calculator.repayment }
      : undefined,
    customer: {
      firstName: s.name, lastName: s.last_name, email: s.email, phone: s.phone, postcode: s.postcode,
      preferredContact: s.PreferredContactMethod, comments: customerComments(s, offer, verifiedPhone),
      timeframe: s.test_drive_date ? { description: LEAD_MESSAGES.testDriveDateLabel, earliest: s.test_drive_date } : undefined,
    },
    vendor: { id: String(vendor.dealershipId), name: vendor.name, email: vendor.leadEmail, phone: vendor.phone },
    provider: { name: "Forecourt", service: `${site.name} website (${s.form.replace(/_/g, " ")} form)`, url: site.url },
  };
}
