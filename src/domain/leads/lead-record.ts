import type { LeadForm, LeadSubmission } from "./lead-form-schema";

/** The car a lead is about, as it was when the shopper sent the form (kept in the lead's payload). */
export type LeadCar = {
  id: number;
  dealershipId: number;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  vin: string | null;
  stocknum: string;
  price: number;
  km: number;
  body: string | null;
  transmission: string | null;
  carType: "new" | "used" | "demo";
  tag: string | null;
};

/** The special offer a lead is about, as it read when the shopper sent the form (kept in the lead's payload). */
export type LeadOffer = { id: number; dealershipId: number; name: string; category: string | null; manufacturer: string | null; model: string | null; endsOn: string | null };

/** The model of the site's range a lead asks about (a test drive booked before choosing a car). */
export type LeadModel = { id: number; make: string; name: string };

/** The dealership that receives a lead and where its pushes go. */
export type LeadVendor = { dealershipId: number; name: string; leadEmail: string | null; phone: string | null; webhookUrl: string | null };

/** What a lead's payload column holds: the validated submission, the car and offer snapshots and the model asked about (older leads carry no `offer` or `model`). */
export type StoredLeadPayload = LeadSubmission & {
  vehicle: LeadCar | null;
  offer?: LeadOffer | null;
  model?: LeadModel | null;
  /** The mobile (E.164) the shopper signed in with, on leads from gated forms (the credit-check application). */
  verified_phone?: string;
  /** The instant trade-in estimate worked out at receipt with the receiving dealership's margin, in words (issue 35 §5). */
  trade_in_estimate?: string;
};

export type SpamReason = "honeypot" | "rate_limit";

/** A stored lead as the delivery channels and the dealer API see it. */
export type LeadRecord = {
  id: string;
  createdAt: Date;
  siteSlug: string;
  dealershipId: number;
  form: LeadForm;
  category: string;
  subcategory: string | null;
  eventId: number | null;
  status: string;
  suspectedSpam: boolean;
  spamReason: SpamReason | null;
  payload: StoredLeadPayload;
  adf: string;
  /** How many times the enquiry came within its 24 hours: 1, plus each repeat counted on it (`leadRepeatKey`). */
  receivedCount: number;
  /** When its latest repeat came, or null while none has. */
  lastReceivedAt: Date | null;
};
