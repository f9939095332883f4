import { randomUUID } from "node:crypto";
import type { Database } from "@/db/client";
import { findFollowedLead, insertLeadEventWithDeliveries } from "@/db/queries/lead-events";
import { findLeadVendor } from "@/db/queries/leads";
import { buildAdf } from "@/domain/leads/adf";
import { toAdfLead } from "@/domain/leads/lead-adf-input";
import { describeLeadFollowUp, type LeadFollowUp } from "@/domain/leads/lead-follow-up";
import type { StoredLeadPayload } from "@/domain/leads/lead-record";
import type { Site } from "@/domain/site/site";
import { requestHash } from "./request-hash";
import { deliveriesTo, type LeadRequestMeta } from "./submit-lead";

export type SubmitFollowUpResult =
  | { kind: "created" | "replayed"; leadId: string; followUpId: string }
  | { kind: "unknown_lead" }
  | { kind: "idempotency_conflict" };

/** The lead as the follow-up leaves it: the follow-up in the comments, a looked-up rego on the trade-in, the acceptance's subcategory. */
function followedSubmission(payload: StoredLeadPayload, followUp: LeadFollowUp): StoredLeadPayload {
  const message = [describeLeadFollowUp(followUp), payload.message ? `Original message: ${payload.message}` : ""].filter(Boolean).join("\n\n");
  if (followUp.kind === "rego_lookup") return { ...payload, message, Rego: followUp.rego, regoState: followUp.regoState };
  if (followUp.kind === "offer_accepted") return { ...payload, message, subcategory: followUp.subcategory };
  return { ...payload, message };
}

/**
 * A valuation adjustment, rego lookup or offer acceptance on a lead this site holds (spec 000 §7): stored
 * with its delivery jobs in one transaction and delivered like a lead. ADF has no update message, so the
 * dealer gets a new ADF document with the lead's own prospect id and the follow-up in its comments, under a
 * delivery id of its own (re-sending the lead's document would be de-duplicated away by the receiver).
 */
export async function submitLeadFollowUp(db: Database, site: Site, followUp: LeadFollowUp, meta: LeadRequestMeta, onQueued?: () => void): Promise<SubmitFollowUpResult> {
  const lead = await findFollowedLead(db, site, followUp.leadId);
  if (!lead) return { kind: "unknown_lead" };
  const vendor = await findLeadVendor(db, lead.dealershipId);
  if (!vendor) return { kind: "unknown_lead" };
  const submission = followedSubmission(lead.payload, followUp);
  const adf = buildAdf(toAdfLead({ leadId: lead.id, now: meta.now, submission, car: lead.payload.vehicle, offer: lead.payload.offer ?? null, model: lead.payload.model, vendor, site: { name: site.name, url: meta.siteUrl } }));
  // A follow-up on a test run's lead is test traffic too: the dealer never saw the lead.
  const testTraffic = Boolean(meta.testTraffic) || lead.testTraffic;
  // Nor was a lead flagged as spam pushed to the dealer, so neither is a follow-up on it (the dealer API shows both).
  const deliveries = testTraffic || lead.suspectedSpam ? [] : deliveriesTo(vendor);
  const outcome = await insertLeadEventWithDeliveries(
    db,
    { id: randomUUID(), leadId: lead.id, siteId: site.id, kind: followUp.kind, data: followUp, adf, idempotencyKey: meta.idempotencyKey ?? null, requestHash: requestHash(followUp), testTraffic, createdAt: meta.now },
    deliveries,
  );
  if (outcome.kind === "conflict") return { kind: "idempotency_conflict" };
  if (outcome.kind === "created" && deliveries.length > 0) onQueued?.();
  return { kind: outcome.kind, leadId: lead.id, followUpId: outcome.eventId };
}
