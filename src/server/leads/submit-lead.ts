import { randomUUID } from "node:crypto";
import type { Database } from "@/db/client";
import { countRecentLeadsFromIp, findLeadCar, findLeadVendor, insertLeadWithDeliveries, listLeadLocations, type NewDelivery } from "@/db/queries/leads";
import { buildAdf } from "@/domain/leads/adf";
import { enquiryEventId } from "@/domain/leads/analytics-event";
import { toAdfLead } from "@/domain/leads/lead-adf-input";
import { leadFieldErrors, leadFormSchema, type LeadFieldErrors, type LeadSubmission } from "@/domain/leads/lead-form-schema";
import type { LeadCar, SpamReason, StoredLeadPayload } from "@/domain/leads/lead-record";
import type { Site } from "@/domain/site/site";
import { requestHash } from "./request-hash";

export type LeadRequestMeta = {
  idempotencyKey?: string;
  clientIp?: string;
  now: Date;
  siteUrl?: string;
  /** A test run's request (`isTestTraffic`): stored tagged, with no delivery jobs. */
  testTraffic?: boolean;
};
export type LeadIntakeOptions = { rateLimit: { max: number; windowMs: number }; onQueued?: () => void };

export type SubmitLeadResult =
  | { kind: "created" | "replayed"; leadId: string; eventId: number }
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
  const locations = await listLeadLocations(db, site);
  return { messageOptional: site.config.messageOptional, dealershipSlugs: site.dealerships.map((d) => d.slug), locationIds: locations.map((l) => l.id), hasLocationField: locations.length > 0, locations };
}

function chooseDealershipId(site: Site, submission: LeadSubmission, car: LeadCar | null, locations: { id: number; dealershipId: number }[]): number | undefined {
  if (car) return car.dealershipId;
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

/**
 * Validates a lead against the site's form rules, then stores it and its delivery jobs in one
 * transaction. Suspected spam is stored and delivered flagged, never dropped.
 */
export async function submitLead(db: Database, site: Site, body: Record<string, unknown>, meta: LeadRequestMeta, options: LeadIntakeOptions): Promise<SubmitLeadResult> {
  const { locations, ...context } = await leadFormContextFor(db, site);
  const parsed = leadFormSchema(context).safeParse(body);
  if (!parsed.success) return { kind: "invalid", errors: leadFieldErrors(parsed.error) };
  const submission = parsed.data;
  const car = submission.car_id !== undefined ? await findLeadCar(db, site, submission.car_id) : null;
  if (submission.car_id !== undefined && !car) return { kind: "invalid", errors: { car_id: "This car is not available on this site." } };
  const dealershipId = chooseDealershipId(site, submission, car, locations);
  const vendor = dealershipId === undefined ? null : await findLeadVendor(db, dealershipId);
  if (!vendor) return { kind: "invalid", errors: { dealership_slug: "This site has no dealership to send the enquiry to." } };

  const eventId = enquiryEventId({ carType: car?.carType, carTag: car?.tag, isTestDrive: submission.form === "test_drive", eventId: submission.eventId });
  const reason = await spamReason(db, site, submission, meta, options);
  const leadId = randomUUID();
  const payload: StoredLeadPayload = { ...submission, vehicle: car };
  const adf = buildAdf(toAdfLead({ leadId, now: meta.now, submission, car, vendor, site: { name: site.name, url: meta.siteUrl } }));
  const deliveries = meta.testTraffic ? [] : deliveriesTo(vendor);
  const outcome = await insertLeadWithDeliveries(
    db,
    {
      id: leadId, siteId: site.id, dealershipId: vendor.dealershipId, carId: car?.id ?? null, form: submission.form,
      category: submission.category, subcategory: submission.subcategory ?? null, eventId, url: submission.url ?? null,
      userAgent: submission.user_agent ?? null, name: submission.name, lastName: submission.last_name, email: submission.email,
      phone: submission.phone, postcode: submission.postcode, payload, suspectedSpam: reason !== null, spamReason: reason,
      testTraffic: meta.testTraffic ?? false, clientIp: meta.clientIp ?? null, idempotencyKey: meta.idempotencyKey ?? null, requestHash: requestHash(submission), adf, createdAt: meta.now,
    },
    deliveries,
  );
  if (outcome.kind === "conflict") return { kind: "idempotency_conflict" };
  if (outcome.kind === "created" && deliveries.length > 0) options.onQueued?.();
  return { kind: outcome.kind, leadId: outcome.leadId, eventId };
}
