import { randomBytes, randomUUID } from "node:crypto";
import type { Database } from "@/db/client";
import { countRecentLeadsFromIp, findLeadCar, findLeadModel, findLeadVendor, insertLeadWithDeliveries, listLeadLocations, type NewDelivery } from "@/db/queries/leads";
import { buildAdf } from "@/domain/leads/adf";
import { enquiryEventId } from "@/domain/leads/analytics-event";
import { toAdfLead } from "@/domain/leads/lead-adf-input";
import { leadFieldErrors, leadFormSchema, type LeadFieldErrors, type LeadSubmission } from "@/domain/leads/lead-form-schema";
import type { LeadCar, LeadOffer, SpamReason, StoredLeadPayload } from "@/domain/leads/lead-record";
import type { Site } from "@/domain/site/site";
import { findShownOffer } from "@/server/offers/site-offers";
import { describeDriveAway, toDriveAwayView } from "@/domain/drive-away/drive-away-view";
import { estimateDriveAway } from "@/server/drive-away/drive-away-service";
import { phoneE164 } from "@/domain/phone/phone-number";
import { LEAD_MESSAGES } from "@/domain/leads/lead-messages";
import { leadRepeatKey } from "@/domain/leads/lead-repeat";
import { requestHash } from "./request-hash";
import { estimateLeadTradeIn } from "@/server/market/trade-in-estimates";

export type LeadRequestMeta = {
  idempotencyKey?: string;
  clientIp?: string;
  now: Date;
  siteUrl?: string;
  /** A test run's request (`isTestTraffic`): stored tagged, with no delivery jobs. */
  testTraffic?: boolean;
  /**
   * The signed-in shopper's mobile (E.164), read by the entry point only for a gated form's post after its CSRF check
   * (`gatedLeadSender`). A credit-check application is refused without it (decision 024).
   */
  verifiedPhone?: string;
};
export type LeadIntakeOptions = { rateLimit: { max: number; windowMs: number }; onQueued?: () => void };

export type SubmitLeadResult =
  /** `statusToken` is null only for a replay of a lead stored before status pages existed; `repeatOf` names the lead a new one repeats. */
  | { kind: "created" | "replayed"; leadId: string; eventId: number; statusToken: string | null; repeatOf?: string }
  | { kind: "invalid"; errors: LeadFieldErrors }
  | { kind: "idempotency_conflict" };

/** The outbox rows for a lead or follow-up: one per push channel the dealership has. */
export function deliveriesTo(vendor: { leadEmail: string | null; webhookUrl: string | null }): NewDelivery[] {
  return [
    ...(vendor.leadEmail ? [{ channel: "email" as const, target: vendor.leadEmail }] : []),
    ...(vendor.webhookUrl ? [{ channel: "webhook" as const, target: vendor.webhookUrl }] : []),
  ];
}

/** The form rules that depend on the site: its dealerships, locations and configuration. */
export async function leadFormContextFor(db: Database, site: Site) {
  const slugs = new Map(site.dealerships.map((d) => [d.id, d.slug]));
  const locations = (await listLeadLocations(db, site)).map((l) => ({ ...l, dealershipSlug: slugs.get(l.dealershipId) }));
  const locationDealerships = Object.fromEntries(locations.flatMap((l) => (l.dealershipSlug ? [[l.id, l.dealershipSlug]] : [])));
  return { messageOptional: site.config.messageOptional, dealershipSlugs: site.dealerships.map((d) => d.slug), locationIds: locations.map((l) => l.id), locationDealerships, hasLocationField: locations.length > 0, locations };
}

function chooseDealershipId(site: Site, submission: LeadSubmission, about: LeadCar | LeadOffer | null, locations: { id: number; dealershipId: number }[]): number | undefined {
  if (about) return about.dealershipId;
  const bySlug = site.dealerships.find((d) => d.slug === submission.dealership_slug);
  const byLocation = locations.find((l) => l.id === submission.location_id);
  return bySlug?.id ?? byLocation?.dealershipId ?? site.dealerships[0]?.id;
}

async function spamReason(db: Database, site: Site, submission: LeadSubmission, meta: LeadRequestMeta, options: LeadIntakeOptions): Promise<SpamReason | null> {
  if (submission.honeypot) return "honeypot";
  if (!meta.clientIp) return null;
  const recent = await countRecentLeadsFromIp(db, site, meta.clientIp, new Date(meta.now.getTime() - options.rateLimit.windowMs));
  return recent >= options.rateLimit.max ? "rate_limit" : null;
}

const CREDIT_CHECK_NOT_OFFERED = "This site does not take finance applications with a credit check.";

export const OFFER_UNAVAILABLE = "This offer has ended or is not available on this site.";

/** The offer a lead is about, if the site shows it now (an ended or excluded offer takes no new enquiries). */
async function findLeadOffer(db: Database, site: Site, offerId: number, now: Date): Promise<LeadOffer | null> {
  const offer = await findShownOffer(db, site, offerId, now);
  if (!offer) return null;
  return { id: offer.id, dealershipId: offer.dealershipId, name: offer.name, category: offer.category, manufacturer: offer.manufacturer?.name ?? null, model: offer.model?.name ?? null, endsOn: offer.endsOn };
}

/** The estimate worked out again on the server for the postcode the shopper viewed, so the dealer reads our figures, not the browser's. */
async function driveAwayInWords(db: Database, site: Site, carId: number, postcode: string, now: Date): Promise<string | undefined> {
  const outcome = await estimateDriveAway(db, site, carId, postcode, now);
  return outcome.kind === "estimate" ? describeDriveAway(toDriveAwayView(carId, outcome.estimate)) : undefined;
}

/**
 * Validates a lead against the site's form rules, then stores it and its delivery jobs in one
 * transaction. Suspected spam is stored flagged, never dropped, and not pushed: the dealer's CRM sees it
 * through the dealer API. The same enquiry sent again within 24 hours is stored as a repeat of the first,
 * which the dealer hears of once, with at most one digest (decision 005, addendum).
 */
export async function submitLead(db: Database, site: Site, body: Record<string, unknown>, meta: LeadRequestMeta, options: LeadIntakeOptions): Promise<SubmitLeadResult> {
  const { locations, ...context } = await leadFormContextFor(db, site);
  const parsed = leadFormSchema(context).safeParse(body);
  if (!parsed.success) return { kind: "invalid", errors: leadFieldErrors(parsed.error) };
  const submission = parsed.data;
  if (submission.finance_application === "credit-check") {
    if (!site.config.finance.creditCheck) return { kind: "invalid", errors: { finance_application: CREDIT_CHECK_NOT_OFFERED } };
    if (!meta.verifiedPhone) return { kind: "invalid", errors: { form: LEAD_MESSAGES.creditCheckSignIn } };
  }
  const car = submission.car_id !== undefined ? await findLeadCar(db, site, submission.car_id) : null;
  if (submission.car_id !== undefined && !car) return { kind: "invalid", errors: { car_id: "This car is not available on this site." } };
  const offer = submission.offer_id !== undefined ? await findLeadOffer(db, site, submission.offer_id, meta.now) : null;
  if (submission.offer_id !== undefined && !offer) return { kind: "invalid", errors: { offer_id: OFFER_UNAVAILABLE } };
  const model = submission.model_id !== undefined && !car ? await findLeadModel(db, site, submission.model_id) : null;
  if (submission.model_id !== undefined && !car && !model) return { kind: "invalid", errors: { model_id: "This model is not in this site's range." } };
  const dealershipId = chooseDealershipId(site, submission, car ?? offer, locations);
  const vendor = dealershipId === undefined ? null : await findLeadVendor(db, dealershipId);
  if (!vendor) return { kind: "invalid", errors: { dealership_slug: "This site has no dealership to send the enquiry to." } };

  const eventId = enquiryEventId({ carType: car?.carType, carTag: car?.tag, isTestDrive: submission.form === "test_drive", eventId: submission.eventId });
  const reason = await spamReason(db, site, submission, meta, options);
  const leadId = randomUUID();
  const tradeInEstimate = await estimateLeadTradeIn(db, site, vendor.dealershipId, submission, meta.now);
  const payload: StoredLeadPayload = {
    ...submission, vehicle: car, offer, model, ...(meta.verifiedPhone ? { verified_phone: meta.verifiedPhone } : {}), ...(tradeInEstimate ? { trade_in_estimate: tradeInEstimate.text } : {}),
  };
  const driveAway = car && submission.drive_away_postcode ? await driveAwayInWords(db, site, car.id, submission.drive_away_postcode, meta.now) : undefined;
  const adf = buildAdf(toAdfLead({ leadId, now: meta.now, submission, car, offer, model, vendor, site: { name: site.name, url: meta.siteUrl }, driveAway, verifiedPhone: meta.verifiedPhone, tradeInEstimate }));
  const deliveries = meta.testTraffic || reason !== null ? [] : deliveriesTo(vendor);
  const repeatKey = leadRepeatKey({ email: submission.email, phone: submission.phone, form: submission.form, dealershipId: vendor.dealershipId, carId: car?.id ?? null, offerId: offer?.id, modelId: model?.id });
  const outcome = await insertLeadWithDeliveries(
    db,
    {
      id: leadId, siteId: site.id, dealershipId: vendor.dealershipId, carId: car?.id ?? null, form: submission.form,
      category: submission.category, subcategory: submission.subcategory ?? null, eventId, url: submission.url ?? null,
      userAgent: submission.user_agent ?? null, name: submission.name, lastName: submission.last_name, email: submission.email,
      phone: submission.phone, phoneE164: phoneE164(submission.phone), postcode: submission.postcode, payload, suspectedSpam: reason !== null, spamReason: reason,
      testTraffic: meta.testTraffic ?? false, clientIp: meta.clientIp ?? null, idempotencyKey: meta.idempotencyKey ?? null, requestHash: requestHash(submission), adf, createdAt: meta.now,
      statusToken: randomBytes(24).toString("base64url"), repeatKey,
    },
    deliveries,
  );
  if (outcome.kind === "conflict") return { kind: "idempotency_conflict" };
  if (outcome.kind === "created" && !outcome.repeatOf) options.onQueued?.();
  return { kind: outcome.kind, leadId: outcome.leadId, eventId, statusToken: outcome.statusToken, ...(outcome.repeatOf ? { repeatOf: outcome.repeatOf } : {}) };
}
